import Testing

@testable import UnwrapKit

/// A crash that prints nothing of its own (a stack overflow, an arithmetic overflow) is explained in
/// one plain sentence; a crash that prints its `Fatal error` line is quoted.
@Suite struct CrashVerdictTests {
  func judge(signal: Int32, standardError: String = "") throws -> FreeCodingJudge.Verdict {
    let crashed = ProcessOutcome(
      exitStatus: nil, signal: signal, standardOutput: "", standardError: standardError,
      timedOut: false, outputLimitExceeded: false, seconds: 0.02)
    return try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(crashed)])).judge(
      "func double(_ n: Int) -> Int { double(n) }",
      question: ToolchainFailureVerdictTests.question(signature: nil))
  }

  @Test func aStackOverflowSaysWhatItUsuallyMeans() throws {
    #expect(
      try judge(signal: 11)
        == .crashed(
          message:
            "signal 11, a bad memory access, often a function that calls itself without end"
        ))
  }

  @Test func aTrapWithoutAMessageSaysARuntimeCheckFailed() throws {
    #expect(
      try judge(signal: 4)
        == .crashed(
          message:
            "signal 4, a runtime check failed, such as an arithmetic overflow"))
  }

  @Test func aFatalErrorIsQuoted() throws {
    let line = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
    #expect(try judge(signal: 4, standardError: line + "\n") == .crashed(message: line))
  }
}
