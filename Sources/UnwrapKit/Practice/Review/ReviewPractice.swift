import UnwrapContent

/// Review: true-or-false statements drawn from the reviews of sections the learner has read.
public struct ReviewPractice: PracticeActivity {
  public static let info = ActivityInfo(
    id: "review", title: "Review",
    summary: "Answer true or false to statements from the lessons you have read.",
    unlockSection: "variables")
  public var info: ActivityInfo { Self.info }
  /// One statement a learner may be asked, with what its review says around it.
  private struct Item {
    var id: String
    var section: String
    var statement: ReviewStatement
    var isTrue: Bool
    var question: String
    var hint: String
  }

  /// Every statement's id and section, in syllabus order.
  private let entries: [BankEntry]
  /// Every statement, read up front from a content folder (so a damaged review is reported at once);
  /// nil for the built-in copy, whose reviews are read one at a time, when a question is made.
  private let statements: [Item]?
  private let library: ContentLibrary

  public init(library: ContentLibrary) throws(ContentError) {
    self.library = library
    let slugs = library.syllabus.allSections
    let counts = slugs.compactMap(UnwrapContent.reviewStatementCount)
    if library.source == .builtIn, counts.count == slugs.count {
      statements = nil
      entries = zip(slugs, counts).flatMap { slug, count in
        (0..<count.correct).map { BankEntry(id: "\(slug):correct:\($0)", section: slug) }
          + (0..<count.wrong).map { BankEntry(id: "\(slug):wrong:\($0)", section: slug) }
      }
      return
    }
    var statements: [Item] = []
    for slug in slugs {
      statements += Self.items(of: try library.review(slug), slug: slug)
    }
    self.statements = statements
    entries = statements.map { BankEntry(id: $0.id, section: $0.section) }
  }

  /// A review's statements as items, right ones first, each with its id (`section:correct:2`).
  private static func items(of review: Review, slug: String) -> [Item] {
    [("correct", true), ("wrong", false)].flatMap { side, isTrue in
      (isTrue ? review.correct : review.wrong).enumerated().map { index, statement in
        Item(
          id: "\(slug):\(side):\(index)", section: slug, statement: statement, isTrue: isTrue,
          question: review.question, hint: review.hint)
      }
    }
  }

  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    entries.filter { hasRead($0.section) }.map(\.id)
  }

  /// The statement with this id, from the statements read up front or from its section's review.
  private func item(_ itemID: String) throws -> Item? {
    if let statements { return statements.first { $0.id == itemID } }
    guard let entry = entries.first(where: { $0.id == itemID }) else { return nil }
    return Self.items(of: try library.review(entry.section), slug: entry.section)
      .first { $0.id == itemID }
  }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    guard let item = try item(itemID) else {
      throw PlaceholderError("no review statement is called \(itemID)")
    }
    let screen = QuestionScreen(
      prompt: item.question, detail: item.statement.text, code: item.statement.code,
      answerKind: .trueOrFalse)
    let isTrue = item.isTrue
    let reason = item.statement.reason
    return PracticeQuestion(
      itemID: itemID, screen: screen, hint: item.hint, expectedAnswer: isTrue ? "true" : "false"
    ) {
      answer in
      let right = answer == .bool(isTrue)
      return PracticeVerdict(
        isCorrect: right, expected: isTrue ? "true" : "false", explanation: reason)
    }
  }
}
