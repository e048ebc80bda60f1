import UnwrapKit

/// Wraps an activity to remember the expected answer of each question it builds.
public final class RecordingActivity: PracticeActivity, @unchecked Sendable {
  let wrapped: any PracticeActivity
  public private(set) var expected: [PracticeQuestion] = []

  public init(_ wrapped: any PracticeActivity) {
    self.wrapped = wrapped
  }

  public var info: ActivityInfo { wrapped.info }
  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    wrapped.availableItems(hasRead: hasRead)
  }
  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws
    -> PracticeQuestion
  {
    let question = try wrapped.makeQuestion(itemID: itemID, random: &random)
    expected.append(question)
    return question
  }
  /// Practice sessions build questions for what the learner has read; record those the same way.
  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    let question = try wrapped.makeQuestion(itemID: itemID, hasRead: hasRead, random: &random)
    expected.append(question)
    return question
  }
  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    let question = try wrapped.makeQuestion(
      itemID: itemID, hasRead: hasRead, session: &session, random: &random)
    expected.append(question)
    return question
  }
}

/// Answers every question right (or wrong where asked), collecting the lines a learner would type.
public final class PracticeOracle: PracticeInterface {
  let recorder: RecordingActivity
  let wrongAt: Set<Int>
  public private(set) var typed: [String] = []
  private var pending: [String] = []
  private var attempts: [Int: Int] = [:]

  public init(recorder: RecordingActivity, wrongAt: Set<Int>) {
    self.recorder = recorder
    self.wrongAt = wrongAt
  }

  public func show(_ screen: PracticeScreen) {}

  public func ask(_ prompt: PracticePrompt) -> String? {
    if case .nextLine = prompt {
      let line = pending.removeFirst()
      typed.append(line)
      return line
    }
    let question = recorder.expected.last!
    let wrong = wrongAt.contains(recorder.expected.count)
    var lines: [String]
    switch question.screen.answerKind {
    case .lines:
      lines = question.expectedAnswer.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      if wrong { lines[0] += " nope" }
    case .trueOrFalse:
      lines = [(question.expectedAnswer == "true") != wrong ? "t" : "f"]
    case .code:
      let attempt = attempts[recorder.expected.count, default: 0]
      attempts[recorder.expected.count] = attempt + 1
      let code = !wrong ? question.expectedAnswer : attempt == 0 ? "let unrelated = 1" : "s"
      typed +=
        code == "s"
        ? ["s"]
        : code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["."]
      return code
    case .number(let count), .numbers(let count):
      var numbers = question.expectedAnswer.split(separator: " ").map { Int($0)! }
      if wrong { numbers = [(1...count).first { !numbers.contains($0) }!] }
      lines = [numbers.map(String.init).joined(separator: " ")]
    default:
      let numbers = question.expectedAnswer.split(separator: " ").map(String.init)
      lines = [(wrong ? numbers.reversed() : numbers).joined(separator: " ")]
    }
    let first = lines.removeFirst()
    pending = lines
    typed.append(first)
    return first
  }

  /// The lines a learner types in `unwrap practice <activity> --seed <seed>` on 2026-04-01 with
  /// `progress`, answering right except at the question numbers in `wrongAt`.
  public static func typedAnswers(
    activity: String, seed: UInt64, progress: LearnerProgress, wrongAt: Set<Int>,
    library: ContentLibrary, toolchain: (any CodeRunner)?
  ) throws -> [String] {
    let catalog = try PracticeCatalog(library: library, toolchain: toolchain)
    guard let found = catalog.activity(id: activity) else {
      throw OracleError.notAllRight(slug: activity, ending: "no such activity")
    }
    let recorder = RecordingActivity(found)
    let oracle = PracticeOracle(recorder: recorder, wrongAt: wrongAt)
    _ = try PracticeCoordinator(
      store: InMemoryProgressStore(progress), clock: FixedClock(Day("2026-04-01")!),
      random: SeededGenerator(seed: seed), interface: oracle
    ).runSession(recorder)
    return oracle.typed
  }

  /// A learner who has read every section, on 2026-04-01.
  public static func everythingRead(_ library: ContentLibrary) -> LearnerProgress {
    var progress = LearnerProgress()
    for slug in library.syllabus.allSections {
      progress.markRead(slug, on: Day("2026-04-01")!)
    }
    return progress
  }
}
