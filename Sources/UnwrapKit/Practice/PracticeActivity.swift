/// What the practice list shows about an activity, and the section that unlocks it.
public struct ActivityInfo: Equatable, Sendable {
  /// The slug used on the command line: `predict-the-output`.
  public var id: String
  public var title: String
  /// One line on what the learner does.
  public var summary: String
  /// The section that must be read before the activity opens.
  public var unlockSection: String
  /// Whether its answers are code, which `--editor` lets the learner write in their own editor;
  /// for any other activity the flag has nothing to do.
  public var answersWithCode: Bool

  public init(
    id: String, title: String, summary: String, unlockSection: String,
    answersWithCode: Bool = false
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.unlockSection = unlockSection
    self.answersWithCode = answersWithCode
  }
}

/// A practice activity: it knows its bank and how to build and judge one question, nothing about sessions.
///
/// Sessions (how many questions, skipping, points) belong to `PracticeCoordinator`, so the same activity
/// runs in practice and in the daily challenge.
public protocol PracticeActivity: Sendable {
  var info: ActivityInfo { get }
  /// The bank items a learner may see, given which sections they have read.
  func availableItems(hasRead: (String) -> Bool) -> [String]
  /// Every item, read or not, sorted by id (`<`), as the daily challenge draws them; by default
  /// `availableItems` for a learner who has read everything, sorted.
  func allItemsSorted() -> [String]
  /// Builds one question from a bank item, making random choices with `random`.
  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  /// Builds one question using only what a learner who has read these sections has met (the Type
  /// Checker's other types, Spot the Error's kinds); by default the same as without.
  func makeQuestion(itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator)
    throws -> PracticeQuestion
  /// Builds one question as above, varied from those this session has already asked: it reads
  /// `session` and records its own choice there (Spot the Error's kind of mistake); by default the
  /// same as without.
  func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion
  /// Something to say once at the start of a session (Free Coding without a compiler).
  var sessionNotice: PracticeScreen? { get }
  /// Whether the verdict on an answer may depend on compiling it (it was given a compiler): a
  /// session then checks first that code can be compiled here, so that no answer is met that
  /// cannot be judged. Tap to Code compiles only to say why a line is wrong, so it does not.
  var compilesAnswers: Bool { get }
}

extension PracticeActivity {
  public func allItemsSorted() -> [String] {
    availableItems { _ in true }.sorted()
  }

  public var sessionNotice: PracticeScreen? { nil }
  public var compilesAnswers: Bool { false }

  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    try makeQuestion(itemID: itemID, random: &random)
  }

  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    try makeQuestion(itemID: itemID, hasRead: hasRead, random: &random)
  }
}

/// An activity whose questions vary with what its session asked before (Spot the Error's kinds of
/// mistake): it builds questions with a `SessionChoices`, and a question asked alone gets a new one.
public protocol SessionVariedActivity: PracticeActivity {}

extension SessionVariedActivity {
  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    var session = SessionChoices()
    return try makeQuestion(itemID: itemID, hasRead: hasRead, session: &session, random: &random)
  }
}

/// An activity whose questions come from a bank: items unlock with their section and are found by id.
public protocol BankedActivity: PracticeActivity {
  associatedtype Item: BankItem
  var bank: [Item] { get }
}

extension BankedActivity {
  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    bank.filter { $0.requiredSections.allSatisfy(hasRead) }.map(\.id)
  }

  /// The bank item with this id, or an error naming the activity.
  public func item(_ id: String) throws(PlaceholderError) -> Item {
    guard let item = bank.first(where: { $0.id == id }) else {
      throw PlaceholderError("\(info.title) has no question called \(id)")
    }
    return item
  }
}
