import Testing

@testable import UnwrapKit

/// `content validate --compile` runs every accepted variant against its question's tests, as it runs
/// the references: a matched answer is compiled and run, so a variant that fails would record a
/// wrong answer as right.
@Suite struct FreeCodingVariantCompileCheckTests {
  func ran(_ printed: String) -> RunResult {
    .ran(
      ProcessOutcome(
        exitStatus: 0, signal: nil,
        standardOutput: ["", printed + "\n", ""].joined(
          separator: ScriptedCodeRunner.testBoundary + "\n"),
        standardError: "", timedOut: false, outputLimitExceeded: false, seconds: 0.01))
  }

  @Test func aVariantThatFailsItsTestsIsNamedByIndexWithTheJudgesReason() throws {
    let question = FreeCodingQuestion(
      id: "count", section: "functions", prompt: "Count.", hint: nil, startingCode: nil,
      signature: nil, references: ["let total = 3"],
      tests: [.init(code: "print(total)", expected: "3")],
      wrongAnswers: ["let total = 4"],
      acceptedVariants: ["let total = 3 ", "let total = 2 + 2"], rejectedVariants: [])
    // In order: the reference, the two variants, then the wrong answer.
    let runner = ScriptedCodeRunner(runs: [ran("3"), ran("3"), ran("4"), ran("4")])
    let problems = try BankCompileChecker(runner: runner).check(question)
    #expect(runner.requestedSources.count == 4, "every variant was run")
    #expect(problems.count == 1, "\(problems)")
    #expect(
      problems.first?.hasPrefix("acceptedVariants[1] does not pass: ") == true, "\(problems)")
    #expect(problems.first?.contains("print(total)") == true, "\(problems)")
  }
}
