import Testing

@testable import UnwrapKit

/// Each crash reads as one place, the learner's line, and the runtime's words with the learner's own
/// message. The standard errors here are what Swift 6.3's runtime wrote for a program compiled as
/// the judge compiles it (`-Onone`, line tables, the judge's backtrace settings), with the crash on
/// line 2 of a three-line answer; `crashLines` is what its backtrace named.
@Suite struct RuntimeReportVerdictTests {
  /// What follows the report when the backtracer writes its report to a file, as in the judge.
  static let backtraced = "\n*** Signal 4: Backtracing from 0x7f80eccf9361... done ***\n\n"

  func judge(_ standardError: String, crashLines: [Int] = [2]) throws -> FreeCodingJudge.Verdict {
    var crashed = ProcessOutcome(
      exitStatus: nil, signal: 4, standardOutput: "start\n",
      standardError: standardError + Self.backtraced, timedOut: false,
      outputLimitExceeded: false, seconds: 0.02)
    crashed.crashLines = crashLines
    return try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(crashed)])).judge(
      "print(\"start\")\ncheck()\nprint(\"end\")",
      question: ToolchainFailureVerdictTests.question(signature: nil))
  }

  @Test(arguments: [
    // precondition(false, "count must be positive"), precondition(n > 0)
    (
      "main/main.swift:2: Precondition failed: count must be positive",
      "line 2: Precondition failed: count must be positive"
    ),
    ("main/main.swift:2: Precondition failed", "line 2: Precondition failed"),
    // assert(false, "should not happen"), assert(n > 0)
    (
      "main/main.swift:2: Assertion failed: should not happen",
      "line 2: Assertion failed: should not happen"
    ),
    ("main/main.swift:2: Assertion failed", "line 2: Assertion failed"),
    // preconditionFailure("…"), assertionFailure("…"), fatalError("…")
    ("main/main.swift:2: Fatal error: pf message", "line 2: Fatal error: pf message"),
    // fatalError(), preconditionFailure(), assertionFailure() and fatalError("") alike
    ("main/main.swift:2: Fatal error", "line 2: Fatal error"),
    // a `!` on nil
    (
      "main/main.swift:2: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      "line 2: Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    ),
    // an index out of range, a division by zero: the standard library's place, the learner's line
    (
      "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
      "line 2: Fatal error: Index out of range"
    ),
    (
      "Swift/IntegerTypes.swift:9012: Fatal error: Division by zero",
      "line 2: Fatal error: Division by zero"
    ),
    // an arithmetic overflow reports nothing: its backtrace names the line
    ("", "line 2: signal 4, a runtime check failed, such as an arithmetic overflow"),
    // a message of several lines is the learner's, whole
    (
      "main/main.swift:2: Precondition failed: too few\nsongs",
      "line 2: Precondition failed: too few\nsongs"
    ),
  ])
  func eachCrashNamesTheLearnersLineOnceWithTheirMessage(standardError: String, message: String)
    throws
  {
    #expect(try judge(standardError) == .crashed(message: message, printed: "start"))
  }

  @Test func theVerdictQuotesTheLearnersMessage() throws {
    let verdict = try judge("main/main.swift:2: Precondition failed: count must be positive")
    #expect(
      FreeCodingVerdicts.explain(verdict)
        == "It crashed while running: line 2: Precondition failed: count must be positive")
  }

  /// A failed check in the tests after the answer names no line of the learner's.
  @Test func aFailedCheckPastTheAnswerKeepsItsMessageAlone() throws {
    #expect(
      try judge("main/main.swift:9: Precondition failed: x", crashLines: [9])
        == .crashed(message: "Precondition failed: x", printed: "start"))
    #expect(
      try judge("main/main.swift:9: Fatal error", crashLines: [9])
        == .crashed(message: "Fatal error", printed: "start"))
  }

  /// The runtime's report ends the program, so it is the last; a line the program wrote to standard
  /// error before it, or the stack trace a runtime without backtraces prints after it, is not it.
  @Test func theReportIsTheRuntimesNotTheProgramsOwnErrorOutput() throws {
    let written = "error: the file was empty\nmain/main.swift:2: Assertion failed: no songs"
    #expect(
      try judge(written)
        == .crashed(message: "line 2: Assertion failed: no songs", printed: "start"))
    let withoutBacktraces = """
      main/main.swift:2: Precondition failed: no songs
      Current stack trace:
      0    libswiftCore.so                    0x00007f11d755f130 swift_reportError + 33
      """
    #expect(
      FreeCodingJudge.crashReason(in: withoutBacktraces, answerLines: 3)
        == "line 2: Precondition failed: no songs")
    // Only the runtime's words begin a report: a message that merely holds them does not.
    #expect(FreeCodingJudge.runtimeReport("main/main.swift:2: Fatal errors happen") == nil)
    #expect(FreeCodingJudge.runtimeReport("Precondition failed twice") == nil)
    #expect(
      FreeCodingJudge.readableCrash(
        "Fatal error: Attempted to read an unowned reference", answerLines: 3)
        == "Fatal error: Attempted to read an unowned reference")
  }

  /// Below a header, the learner's line moves with the answer; in an exercise it is the file's.
  @Test func theLearnersLineMovesAndNamesTheExerciseFile() {
    for says in ["Precondition failed: count must be positive", "Assertion failed", "Fatal error"] {
      #expect(
        FreeCodingVerdicts.movingLines(in: "It crashed while running: line 2: \(says)", by: 4)
          == "It crashed while running: line 6: \(says)")
    }
    #expect(
      ExerciseReport.lines(
        for: .crashed(message: "line 2: Precondition failed: count must be positive"),
        source: "", file: "exercises/001-now-playing.swift")
        == [
          "It crashed while running: exercises/001-now-playing.swift:2: Precondition failed: count must be positive"
        ])
  }
}
