import Testing

@testable import UnwrapKit

/// A toolchain that fails without naming a line (a link step, a job that left a process running)
/// is reported with its own message, never as "the compiler found 0 errors" or as a wrong type.
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

  @Test(arguments: [nil, "(Int) -> Int"])
  func aFailureWithNoLineIsTheToolchainsNotTheAnswers(signature: String?) throws {
    let runner = ScriptedCodeRunner(runs: [.compileFailed(diagnostics: Self.linkFailure)])
    let verdict = try FreeCodingJudge(runner: runner).judge(
      "func double(_ n: Int) -> Int { n * 2 }", question: Self.question(signature: signature))
    #expect(verdict == .toolchainFailed(message: "link command failed with exit code 1"))
    let explained = FreeCodingVerdicts.explain(verdict)
    #expect(explained.contains("link command failed with exit code 1"))
    #expect(!explained.contains("0 errors"))
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

  @Test func aJobThatLeftAProcessRunningSaysSo() {
    let outcome = ProcessOutcome(
      exitStatus: 0, signal: nil, standardOutput: "", standardError: "", timedOut: false,
      outputLimitExceeded: false, seconds: 0.1, leftProcessesRunning: true)
    #expect(
      SwiftToolchain.failure(of: "/usr/bin/swift-frontend", first: true, outcome)
        == "error: compile command failed with a process left running\n")
  }
}
