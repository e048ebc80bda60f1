import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// Code that cannot be compiled or run at all (the temporary folder is a file, so no scratch folder
/// can be made) is no verdict on the learner's code: the judges throw instead of calling it a
/// crash, and a session records nothing for the answer it met. No compiler is started, so these
/// run everywhere.
@Suite struct UnjudgedAnswerTests {
  let day = Day("2026-06-01")!

  /// A toolchain whose scratch folders go into a file: every compile fails before it starts.
  static func unusableToolchain(_ folder: TemporaryFolder) throws -> SwiftToolchain {
    let file = folder.url.appendingPathComponent("not-a-folder")
    try "".write(to: file, atomically: true, encoding: .utf8)
    var toolchain = SwiftToolchain(swiftc: "/nonexistent/swiftc")
    toolchain.scratchRoot = file
    return toolchain
  }

  @Test func anExerciseThatCannotBeCompiledGetsNoVerdict() throws {
    let folder = TemporaryFolder()
    let judge = ExerciseJudge(runner: try Self.unusableToolchain(folder))
    let exercise = try #require(try ContentLibrary.builtIn().exercises().first)
    #expect(throws: ProcessOwner.ScratchFolderError.self) {
      try judge.judge(exercise.solution, exercise: exercise)
    }
  }

  /// With a toolchain the tests decide every answer, so one the references match is not assessed
  /// either: a match does not mean it compiles.
  @Test func aFreeCodingAnswerThatCannotBeRunIsNotAssessedMatchedOrNot() throws {
    let folder = TemporaryFolder()
    let question = FreeCodingQuestion.largerOfTwo
    let judge = FreeCodingJudge(runner: try Self.unusableToolchain(folder))
    // Right, but not written as any reference is: only the tests could say so.
    let right = "func larger(_ a: Int, _ b: Int) -> Int { return max(a, b) }"
    let matched = "func larger(_ x: Int, _ y: Int) -> Int { x > y ? x : y }"
    #expect(AnswerMatcher(references: question.references).match(matched) != .noMatch)
    for answer in [right, matched] {
      #expect(throws: ProcessOwner.ScratchFolderError.self) {
        try FreeCodingVerdicts.assess(answer, question: question, judge: judge)
      }
    }
  }

  @Test func anOrderThatMustBeRunIsNotJudgedWhenItCannotBe() throws {
    let folder = TemporaryFolder()
    let question = RearrangeTheLinesQuestion(
      id: "rearrange-greet", section: "writing-functions", prompt: "Greet twice.",
      lines: ["func greet() {", "    print(\"hi\")", "}", "greet()", "greet()"], hint: nil)
    let practice = RearrangeTheLinesPractice(
      questions: [question], runner: try Self.unusableToolchain(folder))
    #expect(practice.compilesAnswers)
    var random = SeededGenerator(seed: 1)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    func numbers(_ order: [String]) -> ParsedAnswer {
      .numbers(order.map { generated.screen.items.firstIndex(of: $0)! + 1 })
    }
    // The calls before the function: right when it runs, and only running can tell.
    #expect(throws: ProcessOwner.ScratchFolderError.self) {
      try generated.judge(numbers(["greet()", "greet()", "func greet() {", "print(\"hi\")", "}"]))
    }
    // Our own order needs no run.
    #expect(
      try generated.judge(numbers(["func greet() {", "print(\"hi\")", "}", "greet()", "greet()"]))
        .isCorrect)
  }

  @Test func aTapToCodeLineStaysWrongWithoutTheRunThatSaysWhy() throws {
    let folder = TemporaryFolder()
    let question = TapToCodeQuestion(
      id: "tap-let", section: "constants", prompt: "Make a constant.", existingCode: nil,
      pieces: ["let", "x", "=", "5"], followingCode: "print(x)", hint: nil)
    let practice = TapToCodePractice(
      questions: [question], runner: try Self.unusableToolchain(folder))
    // Its verdict never depends on a run, so a session does not check the temporary folder for it.
    #expect(!practice.compilesAnswers)
    var random = SeededGenerator(seed: 1)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    let order = generated.expectedAnswer.split(separator: " ").map { Int($0)! }
    let verdict = try generated.judge(.numbers(order.reversed()))
    #expect(!verdict.isCorrect)
    #expect(verdict.explanation?.hasSuffix("the answer is `let x = 5`.") == true)
  }

  /// A true-or-false question answered `t` is right; `f` cannot be judged, as a Free Coding answer
  /// that must be compiled where no scratch folder can be made.
  struct UnjudgedActivity: PracticeActivity {
    let info: ActivityInfo
    init(id: String = "unjudged") {
      info = ActivityInfo(id: id, title: id, summary: "s", unlockSection: "boxes")
    }
    func availableItems(hasRead: (String) -> Bool) -> [String] {
      (1...5).map { "\(info.id)-\($0)" }
    }
    func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
      PracticeQuestion(
        itemID: itemID, screen: QuestionScreen(prompt: itemID, answerKind: .trueOrFalse),
        hint: nil, expectedAnswer: "true"
      ) { answer in
        guard answer == .bool(true) else {
          throw ProcessOwner.ScratchFolderError(
            path: "/tmp/f", reason: "it is a file, not a folder")
        }
        return PracticeVerdict(isCorrect: true)
      }
    }
  }

  @Test func practiceRecordsNothingForAnAnswerItCouldNotJudge() throws {
    let store = InMemoryProgressStore()
    // The coordinator holds its interface unowned.
    let interface = ScriptedPracticeInterface(["t", "f", "t"])
    let coordinator = PracticeCoordinator(
      store: store, clock: FixedClock(day), random: SeededGenerator(seed: 1),
      interface: interface)
    #expect(throws: ProcessOwner.ScratchFolderError.self) {
      try coordinator.runSession(UnjudgedActivity())
    }
    let record = try #require(try store.load().practice["unjudged"])
    // The first answer is saved; the one that could not be judged is not a wrong one.
    #expect(record.recent.count == 1)
    #expect(try store.load().points.total == PointValues.practiceAnswer)
    #expect(record.sessions == 0)
  }

  @Test func theChallengeRecordsNothingForAnAnswerItCouldNotJudge() throws {
    let store = InMemoryProgressStore()
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { UnjudgedActivity(id: $0.activity) })
    let interface = ScriptedPracticeInterface(["t", "f"])
    let coordinator = ChallengeCoordinator(
      catalog: catalog, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 3),
      interface: interface)
    #expect(throws: ProcessOwner.ScratchFolderError.self) { try coordinator.run() }
    let result = try #require(try store.load().challenges[day])
    #expect(result.marks == "✓" && result.correct == 1 && result.skipped == 0)
    #expect(result.points == PointValues.challengeAnswer)
  }

  @Test func aChallengeStoppedAtItsFirstAnswerStaysOpen() throws {
    let store = InMemoryProgressStore()
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { UnjudgedActivity(id: $0.activity) })
    let interface = ScriptedPracticeInterface(["f"])
    let coordinator = ChallengeCoordinator(
      catalog: catalog, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 3),
      interface: interface)
    #expect(throws: ProcessOwner.ScratchFolderError.self) { try coordinator.run() }
    #expect(try store.load().challenges[day] == nil)
    #expect(try store.load().activeDays.isEmpty)
  }

  @Test func theReasonNamesWhatIsWrongWithTheFolder() throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("file")
    try "".write(to: file, atomically: true, encoding: .utf8)
    let link = folder.url.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: folder.url.appendingPathComponent("gone").path)
    func reason(_ root: URL) -> String? {
      do {
        try ProcessOwner().withScratchFolder(in: root) { _ in }
        return nil
      } catch {
        return (error as? ProcessOwner.ScratchFolderError)?.reason
      }
    }
    #expect(reason(file) == "it is a file, not a folder")
    #expect(reason(folder.url.appendingPathComponent("missing")) == "there is no such folder")
    #expect(reason(link) == "it is a link to a folder that is not there")
    #expect(reason(folder.url) == nil)
  }
}
