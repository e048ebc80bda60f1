import Foundation
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
    let meaning = "signal 11, a bad memory access, often a function that calls itself without end"
    #expect(try judge(signal: 11) == .crashed(message: meaning))
    // An older runtime prints its backtrace on standard error; no frame of it is the reason.
    let backtrace = """

      *** Signal 11: Backtracing from 0x55f1... done ***

      *** Program crashed: Bad pointer dereference at 0x00007ffc8bd9eff8 ***

      Thread 0 crashed:

      0 0x000055f1 swift_errorInMain + 23 in main at /tmp/unwrap-1-a/main.swift:1:0
      """
    #expect(try judge(signal: 11, standardError: backtrace) == .crashed(message: meaning))
  }

  @Test func aTrapWithoutAMessageSaysARuntimeCheckFailed() throws {
    #expect(
      try judge(signal: 4)
        == .crashed(
          message:
            "signal 4, a runtime check failed, such as an arithmetic overflow"))
  }

  /// The standard library's file and line name nothing of the learner's, so they are dropped.
  @Test func aFatalErrorIsQuotedWithoutTheStandardLibrarysLocation() throws {
    let line = "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
    #expect(
      try judge(signal: 4, standardError: line + "\n")
        == .crashed(message: "Fatal error: Index out of range"))
  }

  /// The judged answer here is one line long: a crash on it is told by the learner's line number,
  /// one in the tests after it by its message alone.
  @Test func aFatalErrorInTheLearnersCodeNamesTheirLine() throws {
    let own = "main/main.swift:1: Fatal error: Unexpectedly found nil while unwrapping"
    #expect(
      try judge(signal: 4, standardError: own + "\n")
        == .crashed(message: "line 1: Fatal error: Unexpectedly found nil while unwrapping"))
    #expect(
      FreeCodingJudge.readableCrash("main/main.swift:9: Fatal error: boom", answerLines: 3)
        == "Fatal error: boom")
    #expect(
      FreeCodingJudge.readableCrash("Fatal error: no location", answerLines: 3)
        == "Fatal error: no location")
    #expect(FreeCodingJudge.readableCrash("error: odd", answerLines: 3) == "error: odd")
  }

  /// A crash for want of memory is told as the memory limit, with what to look for, not as a crash.
  @Test func runningOutOfMemoryIsToldAsTheMemoryLimit() throws {
    let outOfMemory = ProcessOutcome(
      exitStatus: nil, signal: 6, standardOutput: "",
      standardError: "Fatal error: failed to allocate 69205952 bytes of memory with alignment 8\n",
      timedOut: false, outputLimitExceeded: false, seconds: 0.3, memoryLimitExceeded: true)
    let verdict = try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(outOfMemory)])).judge(
      "func hoard() -> [Int] { var all: [Int] = []; while true { all.append(1) } }",
      question: ToolchainFailureVerdictTests.question(signature: nil))
    #expect(verdict == .tooMuchMemory(megabytes: 1024))
    #expect(
      FreeCodingVerdicts.explain(verdict).contains("more than 1024 MB of memory"))
  }

  /// A program the kernel stopped for signalling unwrap (SignalFilterTests) is told so, with what
  /// to change, not as a crash by signal 31.
  @Test func signallingUnwrapIsToldAsSuch() throws {
    var stopped = ProcessOutcome(
      exitStatus: nil, signal: SIGSYS, standardOutput: "", standardError: "",
      timedOut: false, outputLimitExceeded: false, seconds: 0.02)
    stopped.signalledUnwrap = true
    let verdict = try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(stopped)])).judge(
      "import Glibc\nfunc double(_ n: Int) -> Int { kill(getppid(), SIGTERM); return n * 2 }",
      question: ToolchainFailureVerdictTests.question(signature: nil))
    #expect(verdict == .signalledUnwrap)
    let words = FreeCodingVerdicts.explain(verdict)
    #expect(words.hasPrefix("Your program tried to send a signal to unwrap"), "\(words)")
    #expect(words.contains("Leave out that `kill` call"), "\(words)")
  }

  /// What a crashed part printed is shown under the verdict, its last ten lines at most.
  @Test func whatWasPrintedBeforeACrashIsShown() {
    let few = FreeCodingJudge.Verdict.crashed(
      message: "Fatal error: boom", printed: "40: lower\n45: higher")
    #expect(
      FreeCodingVerdicts.details(few, answer: "")
        == ["Before it crashed, it printed:", "  40: lower", "  45: higher"])
    let many = FreeCodingJudge.Verdict.crashed(
      message: "Fatal error: boom", printed: (1...12).map(String.init).joined(separator: "\n"))
    #expect(
      FreeCodingVerdicts.details(many, answer: "")
        == ["Before it crashed, it printed:", "  …"] + (3...12).map { "  \($0)" })
    #expect(FreeCodingVerdicts.details(.crashed(message: "Fatal error: boom"), answer: "").isEmpty)
    // A test of several lines is shown whole; one of a single line is quoted in the sentence.
    let long = FreeCodingJudge.Verdict.crashed(
      message: "Fatal error: boom", during: "let q = make()\nprint(q[3])", printed: "made")
    #expect(
      FreeCodingVerdicts.details(long, answer: "")
        == ["  let q = make()", "  print(q[3])", "Before it crashed, it printed:", "  made"])
    #expect(FreeCodingVerdicts.explain(long).hasPrefix("It crashed while running a test (below)"))
    #expect(
      FreeCodingVerdicts.details(.crashed(message: "x", during: "print(q[3])"), answer: "").isEmpty)
  }
}
