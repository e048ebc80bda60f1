import Testing

@testable import UnwrapKit

/// Rearrange the Lines with a compiler: an order other than ours counts when it compiles and prints the
/// same, and a wrong order is explained. The runner is scripted, so no compiler is needed here.
struct RearrangeByRunningTests {
  let question = RearrangeTheLinesQuestion(
    id: "rearrange-greet", section: "writing-functions", prompt: "Greet twice.",
    lines: ["func greet() {", "    print(\"hi\")", "}", "greet()", "greet()"], hint: nil)

  /// The verdict for `order`; `runs` answers the learner's order first, then ours.
  func verdict(for order: [String], runs: [RunResult]) throws -> PracticeVerdict {
    try verdictAndSources(for: order, runs: runs).verdict
  }

  func verdictAndSources(for order: [String], runs: [RunResult]) throws
    -> (verdict: PracticeVerdict, sources: [String])
  {
    let runner = ScriptedCodeRunner(runs: runs)
    let practice = RearrangeTheLinesPractice(questions: [question], runner: runner)
    var random = SeededGenerator(seed: 1)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    let numbers = order.map { line in generated.screen.items.firstIndex(of: line)! + 1 }
    return (try generated.judge(.numbers(numbers)), runner.requestedSources)
  }

  static func printed(_ text: String) -> RunResult {
    .ran(
      ProcessOutcome(
        exitStatus: 0, signal: nil, standardOutput: text, standardError: "", timedOut: false,
        outputLimitExceeded: false, seconds: 0.1))
  }

  @Test func anotherOrderThatPrintsTheSameCounts() throws {
    let verdict = try verdict(
      for: ["greet()", "greet()", "func greet() {", "print(\"hi\")", "}"],
      runs: [Self.printed("hi\nhi\n"), Self.printed("hi\nhi\n")])
    #expect(verdict.isCorrect)
    #expect(verdict.explanation?.contains("prints the same") == true)
  }

  /// Ours is not compiled for an order that does not compile: one compile tells.
  @Test func anOrderThatDoesNotCompileSaysWhereAndWhyWithOneCompile() throws {
    let (verdict, sources) = try verdictAndSources(
      for: ["print(\"hi\")", "func greet() {", "greet()", "}", "greet()"],
      runs: [
        .compileFailed(
          diagnostics: "main.swift:3:1: error: use of local function before it is declared"),
        Self.printed("hi\nhi\n"),
      ])
    #expect(!verdict.isCorrect)
    #expect(
      verdict.explanation
        == "In your order it does not compile. Line 3, `greet()`: use of local function before it is declared",
      "\(verdict)")
    #expect(sources == ["print(\"hi\")\nfunc greet() {\ngreet()\n}\ngreet()\n"])
  }

  @Test func anOrderThatPrintsSomethingElseShowsTheDifference() throws {
    let verdict = try verdict(
      for: ["greet()", "func greet() {", "print(\"hi\")", "}", "greet()"],
      runs: [Self.printed("hi\n"), Self.printed("hi\nhi\n")])
    #expect(!verdict.isCorrect)
    #expect(verdict.details == ["= hi", "− hi", "+ (no line)"])
  }

  /// The outputs are compared exactly, so a difference the terminal cannot show is drawn.
  @Test func anOutputThatDiffersOnlyBySpacesShowsThem() throws {
    let verdict = try verdict(
      for: ["greet()", "func greet() {", "print(\"hi\")", "}", "greet()"],
      runs: [Self.printed("hi \nhi\n"), Self.printed("hi\nhi\n")])
    #expect(!verdict.isCorrect)
    #expect(verdict.details == ["− hi", "+ hi·", "= hi", OutputComparison.lineEndNote])
  }

  @Test func withoutACompilerOnlyOurOrderCounts() throws {
    let practice = RearrangeTheLinesPractice(questions: [question])
    var random = SeededGenerator(seed: 1)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    let order = ["greet()", "greet()", "func greet() {", "print(\"hi\")", "}"].map {
      generated.screen.items.firstIndex(of: $0)! + 1
    }
    #expect(try !generated.judge(.numbers(order)).isCorrect)
  }
}
