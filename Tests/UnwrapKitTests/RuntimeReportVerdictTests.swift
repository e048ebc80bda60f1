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

  /// A failed `as!`, as Swift 6.3's runtime aborts on it (signal 6), the backtracer naming no line:
  /// it cannot unwind through the C library's abort on this Debian 12 machine.
  func judgeCast(_ answer: String, _ standardError: String, crashLines: [Int] = []) throws
    -> FreeCodingJudge.Verdict
  {
    var crashed = ProcessOutcome(
      exitStatus: nil, signal: 6, standardOutput: "",
      standardError: standardError
        + "\n*** Signal 6: Backtracing from 0x7f4cf6032eec... done ***\n\n",
      timedOut: false, outputLimitExceeded: false, seconds: 0.02)
    crashed.crashLines = crashLines
    return try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(crashed)])).judge(
      answer, question: ToolchainFailureVerdictTests.question(signature: nil))
  }

  @Test(arguments: [
    // let value: Any = "hello"; value as! Int
    (
      "Could not cast value of type 'Swift.String' (0x7f4cf69d7ca0) to 'Swift.Int' (0x7f4cf69da698).",
      "String to Int"
    ),
    // a struct, a class and a protocol of the learner's, in their program's module `main`
    (
      "Could not cast value of type 'Swift.String' (0x7fdd809d7ca0) to 'main.Point' (0x55f45980fd40).",
      "String to Point"
    ),
    (
      "Could not cast value of type 'main.Cat' (0x55c460fbc118) to 'main.Dog' (0x55c460fbc0c0).",
      "Cat to Dog"
    ),
    (
      "Could not cast value of type 'main.Box<Swift.Int>' (0x7f85678ff4b0) to 'main.Shape' (0x7f85678ff530).",
      "Box<Int> to Shape"
    ),
    (
      "Could not cast value of type 'main.Outer.Inner' (0x564ea665ed50) to '(Swift.Int, Swift.String)' (0x7f100d4ff4e0).",
      "Outer.Inner to (Int, String)"
    ),
    (
      "Could not cast value of type '(Swift.Int) -> Swift.Int' (0x7f937a4ff480) to 'Swift.Int' (0x7f937a3da698).",
      "(Int) -> Int to Int"
    ),
    (
      "Could not cast value of type 'Swift.Optional<Swift.Int>' (0x7f94a6ddf978) to 'Swift.String' (0x7f94a6dd7ca0).",
      "Optional<Int> to String"
    ),
    // the learner's own `String`: the modules are what tell the two apart
    (
      "Could not cast value of type 'Swift.String' (0x7f4cf69d7ca0) to 'main.String' (0x55f45980fd40).",
      "Swift.String to main.String"
    ),
  ])
  func aFailedCastNamesItsTypesAndTheLearnersLine(standardError: String, types: String) throws {
    let answer = "let value: Any = \"hello\"\nlet n = value as! Int\nprint(n)"
    #expect(
      try judgeCast(answer, standardError)
        == .crashed(message: "line 2: Could not cast value of type \(types)"))
  }

  /// The backtrace's line when it has one; else the only `as!` of the answer, none when there are
  /// two or it is in a comment.
  @Test func aFailedCastNamesTheBacktracesLineOrTheOnlyForcedCast() throws {
    let report =
      "Could not cast value of type 'Swift.String' (0x7f4cf69d7ca0) to 'Swift.Int' (0x7f4cf69da698)."
    let said = "Could not cast value of type String to Int"
    let one = "let value: Any = \"hello\"\nlet n = value as! Int\nprint(n)"
    #expect(try judgeCast(one, report, crashLines: [3]) == .crashed(message: "line 3: " + said))
    let two = "let a: Any = 1\nlet b = a as! Int\nlet c = a as! String"
    #expect(try judgeCast(two, report) == .crashed(message: said))
    let commented = "// value as! Int\nlet d = f(value)"
    #expect(try judgeCast(commented, report) == .crashed(message: said))
    #expect(
      FreeCodingVerdicts.explain(try judgeCast(one, report))
        == "It crashed while running: line 2: \(said)")
  }
}
