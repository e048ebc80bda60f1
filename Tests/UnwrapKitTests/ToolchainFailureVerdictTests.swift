import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// A toolchain that fails without naming a line (a module cache it cannot write, a link step, a job
/// that left a process running) says nothing about the code it was given: the judges throw
/// `ToolchainFailure` with its own message, never a verdict, so no session records a wrong answer
/// for it. The compiler is scripted.
@Suite struct ToolchainFailureVerdictTests {
  static func question(signature: String?) -> FreeCodingQuestion {
    FreeCodingQuestion(
      id: "double", section: "functions", prompt: "Double a number.", hint: nil,
      startingCode: nil, signature: signature,
      references: ["func double(_ n: Int) -> Int { n * 2 }"],
      tests: [.init(code: "print(solution(2))", expected: "4")], wrongAnswers: [],
      acceptedVariants: [], rejectedVariants: [])
  }

  static let linkFailure = "error: link command failed with exit code 1\n"
  /// What Swift 6.3 prints when its module cache is under a file (`XDG_CACHE_HOME` naming one).
  static let moduleCacheFailure = "<unknown>:0: error: \(FailingCompiler.message)\n"

  @Test(arguments: [nil, "(Int) -> Int"])
  func aFailureWithNoLineIsTheToolchainsNotTheAnswers(signature: String?) throws {
    let runner = ScriptedCodeRunner(runs: [.compileFailed(diagnostics: Self.linkFailure)])
    #expect(throws: ToolchainFailure(message: "link command failed with exit code 1")) {
      try FreeCodingJudge(runner: runner).judge(
        "func double(_ n: Int) -> Int { n * 2 }", question: Self.question(signature: signature))
    }
    let failure = ToolchainFailure(message: "link command failed with exit code 1")
    #expect(failure.description.contains("link command failed with exit code 1"))
    #expect(!failure.description.contains("0 errors"))
  }

  /// The answer matches one of ours and would pass: with a compiler the tests decide, and they
  /// could not run, so there is no assessment at all, right or wrong.
  @Test func aRightAnswerIsNotAssessedWhenTheToolchainFails() throws {
    let runner = ScriptedCodeRunner(runs: [.compileFailed(diagnostics: Self.moduleCacheFailure)])
    #expect(throws: ToolchainFailure(message: FailingCompiler.message)) {
      try FreeCodingVerdicts.assess(
        "func double(_ n: Int) -> Int { n * 2 }", question: Self.question(signature: nil),
        judge: FreeCodingJudge(runner: runner))
    }
  }

  @Test func aLocatedErrorIsStillTheAnswers() throws {
    let runner = ScriptedCodeRunner(runs: [
      .compileFailed(diagnostics: "/tmp/x/main.swift:1:31: error: cannot find 'm' in scope\n")
    ])
    let verdict = try FreeCodingJudge(runner: runner).judge(
      "func double(_ n: Int) -> Int { m * 2 }", question: Self.question(signature: nil))
    #expect(
      verdict == .compileErrors([.init(line: 1, message: "cannot find 'm' in scope", column: 31)]))
  }

  /// An order other than ours is judged by running it: a toolchain that fails is no "does not
  /// compile". Ours, run beside a learner's order that ran, is the toolchain's too.
  @Test func anOrderIsNotJudgedWhenTheToolchainFails() throws {
    let question = RearrangeTheLinesQuestion(
      id: "rearrange-greet", section: "writing-functions", prompt: "Greet twice.",
      lines: ["func greet() {", "    print(\"hi\")", "}", "greet()", "greet()"], hint: nil)
    let printed = RunResult.ran(
      ProcessOutcome(
        exitStatus: 0, signal: nil, standardOutput: "hi\nhi\n", standardError: "",
        timedOut: false, outputLimitExceeded: false, seconds: 0.1))
    for runs in [
      [RunResult.compileFailed(diagnostics: Self.moduleCacheFailure)],
      [printed, .compileFailed(diagnostics: Self.moduleCacheFailure)],
    ] {
      let practice = RearrangeTheLinesPractice(
        questions: [question], runner: ScriptedCodeRunner(runs: runs))
      var random = SeededGenerator(seed: 1)
      let generated = try practice.makeQuestion(itemID: question.id, random: &random)
      let order = ["greet()", "greet()", "func greet() {", "print(\"hi\")", "}"].map {
        generated.screen.items.firstIndex(of: $0)! + 1
      }
      #expect(throws: ToolchainFailure(message: FailingCompiler.message)) {
        try generated.judge(.numbers(order))
      }
    }
  }

  /// The auditor's repro: today's only question is Free Coding, answered right, and the toolchain
  /// fails. The challenge ends there with nothing recorded, no ✗ and no points, and stays open.
  @Test func theChallengeRecordsNoWrongAnswerWhenTheToolchainFails() throws {
    let day = Day("2026-04-01")!
    let store = InMemoryProgressStore()
    let runner = ScriptedCodeRunner(runs: [.compileFailed(diagnostics: Self.moduleCacheFailure)])
    let catalog = PracticeCatalog(activities: [
      FreeCodingPractice(
        questions: [.largerOfTwo], judge: FreeCodingJudge(runner: runner))
    ])
    let interface = ScriptedPracticeInterface([FreeCodingQuestion.largerOfTwo.references[0]])
    let coordinator = ChallengeCoordinator(
      catalog: catalog, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 1),
      interface: interface)
    #expect(throws: ToolchainFailure(message: FailingCompiler.message)) { try coordinator.run() }
    #expect(!interface.screens.contains { if case .verdict = $0 { true } else { false } })
    let progress = try store.load()
    #expect(progress.challenges[day] == nil)
    #expect(progress.points.total == 0)
    #expect(progress.activeDays.isEmpty)
  }

  /// `exercises check` and the watch: no verdict, so nothing recorded (the command exits 69).
  @Test func anExerciseIsNotJudgedWhenTheToolchainFails() throws {
    let (session, store, content, folder) = try ExerciseSessionTests.session(
      progress: ExerciseSessionTests.reader,
      runs: [.compileFailed(diagnostics: Self.moduleCacheFailure)])
    defer { withExtendedLifetime((content, folder)) {} }
    let status = try #require(session.statuses(try store.load()).first)
    #expect(throws: ToolchainFailure(message: FailingCompiler.message)) {
      try session.check(status)
    }
    #expect(try store.load().exercises.isEmpty)
    #expect(try store.load().points.exercises == 0)
  }

  @Test func aJobThatLeftAProcessRunningSaysSo() {
    let outcome = ProcessOutcome(
      exitStatus: 0, signal: nil, standardOutput: "", standardError: "", timedOut: false,
      outputLimitExceeded: false, seconds: 0.1, leftProcessesRunning: true)
    #expect(
      SwiftToolchain.failure(of: "/usr/bin/swift-frontend", first: true, outcome)
        == "error: compile command failed with a process left running\n")
  }
}
