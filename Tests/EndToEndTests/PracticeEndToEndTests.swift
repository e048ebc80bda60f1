import Foundation
import Testing
import UnwrapKit

/// Wraps an activity to remember the expected answer of each question it builds.
final class RecordingActivity: PracticeActivity, @unchecked Sendable {
  let wrapped: any PracticeActivity
  var expected: [PracticeQuestion] = []

  init(_ wrapped: any PracticeActivity) {
    self.wrapped = wrapped
  }

  var info: ActivityInfo { wrapped.info }
  func availableItems(hasRead: (String) -> Bool) -> [String] {
    wrapped.availableItems(hasRead: hasRead)
  }
  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    let question = try wrapped.makeQuestion(itemID: itemID, random: &random)
    expected.append(question)
    return question
  }
  /// Practice sessions build questions for what the learner has read; record those the same way.
  func makeQuestion(itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator)
    throws -> PracticeQuestion
  {
    let question = try wrapped.makeQuestion(itemID: itemID, hasRead: hasRead, random: &random)
    expected.append(question)
    return question
  }
}

/// Answers every question right (or wrong where asked), collecting the lines a learner would type.
final class PracticeOracle: PracticeInterface {
  let recorder: RecordingActivity
  let wrongAt: Set<Int>
  var typed: [String] = []
  private var pending: [String] = []
  private var attempts: [Int: Int] = [:]

  init(recorder: RecordingActivity, wrongAt: Set<Int>) {
    self.recorder = recorder
    self.wrongAt = wrongAt
  }

  func show(_ screen: PracticeScreen) {}

  func ask(_ prompt: PracticePrompt) -> String? {
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
}

@Suite struct PracticeEndToEndTests {
  static let library = try? ContentLibrary.builtIn()

  /// A progress file in which every section has been read.
  func everythingRead(_ unwrap: UnwrapBinary) throws -> LearnerProgress {
    var progress = LearnerProgress()
    for slug in try #require(Self.library).syllabus.allSections {
      progress.markRead(slug, on: Day("2026-04-01")!)
    }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try JSONEncoder().encode(progress).write(to: unwrap.progressFile)
    return progress
  }

  func typedAnswers(activity: String, seed: UInt64, progress: LearnerProgress, wrongAt: Set<Int>)
    throws -> [String]
  {
    let catalog = try PracticeCatalog(
      library: #require(Self.library), toolchain: SwiftToolchain.find())
    let recorder = RecordingActivity(try #require(catalog.activity(id: activity)))
    let oracle = PracticeOracle(recorder: recorder, wrongAt: wrongAt)
    _ = try PracticeCoordinator(
      store: InMemoryProgressStore(progress), clock: FixedClock(Day("2026-04-01")!),
      random: SeededGenerator(seed: seed),
      interface: oracle
    ).runSession(recorder)
    return oracle.typed
  }

  @Test(arguments: [
    "review", "predict-the-output", "tap-to-code", "rearrange-the-lines", "free-coding",
  ])
  func aScriptedSessionIsScoredAndSaved(activity: String) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let progress = try everythingRead(unwrap)
    let wrong: Set<Int> = activity == "free-coding" ? [2] : [2, 5]
    let answers = try typedAnswers(activity: activity, seed: 21, progress: progress, wrongAt: wrong)
    let result = try unwrap.run(
      ["practice", activity, "--seed", "21"], input: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)\n\(result.output.suffix(2000))")
    let right = 10 - wrong.count
    #expect(result.output.contains("\(right) of 10 right."), "\(result.output.suffix(1500))")
    #expect(result.output.contains("(10/10)"))
    let saved = try unwrap.progress()
    #expect(saved.points.practice == right * 20)
    #expect(saved.practice[activity]?.sessions == 1)
  }

  @Test func lockedActivitiesSayWhatUnlocksThemAndExitThree() throws {
    let resultBinary = UnwrapBinary()
    defer { resultBinary.removeDataDirectory() }
    let result = try resultBinary.run(["practice", "tap-to-code"])
    #expect(result.status == 3)
    #expect(
      result.error.contains(
        "Tap to Code is locked. Read \"Constants\" to unlock it: unwrap learn constants"))
    let listBinary = UnwrapBinary()
    defer { listBinary.removeDataDirectory() }
    let list = try listBinary.run(["practice"])
    #expect(list.status == 0)
    #expect(list.output.contains("locked: read Variables (unwrap learn variables)"))
  }

  @Test func quittingAtTheFirstQuestionAwardsNothingAndUnknownActivitiesSuggest() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try everythingRead(unwrap)
    let quit = try unwrap.run(["practice", "review", "--seed", "2"], input: "q\n")
    #expect(quit.status == 0)
    #expect(quit.output.contains("0 of 10 right."))
    #expect(quit.output.contains("ended early, so the session is not counted"))
    #expect(try unwrap.progress().points.practice == 0)
    let unknown = try unwrap.run(["practice", "reveiw"])
    #expect(unknown.status == 64)
    #expect(unknown.error.contains("Did you mean: review?"))
  }

  @Test func contentShowPrintsAQuestionWithItsAnswerAsJSON() throws {
    let resultBinary = UnwrapBinary()
    defer { resultBinary.removeDataDirectory() }
    let result = try resultBinary.run([
      "content", "show", "predict-the-output", "--seed", "4", "--json",
    ])
    #expect(result.status == 0, "\(result.error)")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["expectedAnswer"] is String)
    #expect((object?["code"] as? String)?.contains("RANDOM_") == false)
  }

  @Test func checkAnswerAcceptsAReferenceAndRejectsAWrongAnswer() throws {
    let question = try #require(
      try Self.library?.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file).first)
    let rightBinary = UnwrapBinary()
    defer { rightBinary.removeDataDirectory() }
    let right = try rightBinary.run(
      ["content", "check-answer", question.id, "-"], input: question.acceptedVariants[0])
    #expect(right.status == 0, "\(right.output)")
    #expect(right.output.contains("matcher: accepted"))
    let wrongBinary = UnwrapBinary()
    defer { wrongBinary.removeDataDirectory() }
    let wrong = try wrongBinary.run(
      ["content", "check-answer", question.id], input: question.wrongAnswers[0])
    #expect(wrong.status == 1)
    #expect(wrong.output.contains("tests:   failed"))
  }
}
