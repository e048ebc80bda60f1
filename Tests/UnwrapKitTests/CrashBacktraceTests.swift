import Foundation
import Testing

@testable import UnwrapKit

/// Reading where a crash happened from the runtime's JSON report, and telling the learner their line
/// only when it is one of theirs.
@Suite struct CrashBacktraceTests {
  /// The shape of a real report (`format=json`), cut to what is read.
  static let report = """
    { "kind": "crashReport", "threads": [
      { "name": "worker", "frames": [
        { "sourceLocation": { "file": "/tmp/unwrap-1-a/main.swift", "line": 9, "column": 1 } } ] },
      { "name": "main", "crashed": true, "frames": [
        { "kind": "programCounter", "symbol": "$ss17_assertionFailure" },
        { "sourceLocation": { "file": "//<compiler-generated>", "line": 0, "column": 0 } },
        { "sourceLocation": { "file": "Swift/Array.swift", "line": 4, "column": 2 } },
        { "sourceLocation": { "file": "/tmp/unwrap-1-a/main.swift", "line": 2, "column": 22 } },
        { "sourceLocation": { "file": "/tmp/unwrap-1-a/main.swift", "line": 5, "column": 1 } },
        { "kind": "truncated" } ] } ] }
    """

  @Test func theCrashedThreadsOwnLinesAreReadInnermostFirst() {
    #expect(CrashBacktrace.lines(inReport: Data(Self.report.utf8), file: "main.swift") == [2, 5])
    #expect(CrashBacktrace.lines(inReport: Data("not json".utf8), file: "main.swift").isEmpty)
    #expect(CrashBacktrace.lines(inReport: Data("{}".utf8), file: "main.swift").isEmpty)
  }

  @Test func aReportIsReadFromTheFolderOnlyWhenItIsThere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-backtrace-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(CrashBacktrace.lines(in: folder, file: "main.swift").isEmpty)
    try Self.report.write(
      to: folder.appendingPathComponent("crash.json"), atomically: true, encoding: .utf8)
    #expect(CrashBacktrace.lines(in: folder, file: "main.swift") == [2, 5])
    #expect(
      CrashBacktrace.setting(folder: folder.path).hasSuffix(
        "output-to=\(folder.path)/crash.json"))
  }

  /// The judged answer is three lines long; a line of a test after it is not the learner's.
  @Test func theLearnersLineIsNamedOnlyWhereTheRuntimeNamedNone() {
    let index = "Fatal error: Index out of range"
    #expect(
      FreeCodingJudge.naming(2, answerLines: 3, in: index)
        == "line 2: Fatal error: Index out of range")
    #expect(FreeCodingJudge.naming(7, answerLines: 3, in: index) == index)
    #expect(FreeCodingJudge.naming(nil, answerLines: 3, in: index) == index)
    #expect(
      FreeCodingJudge.naming(2, answerLines: 3, in: "line 3: Fatal error: boom")
        == "line 3: Fatal error: boom")
  }

  /// A crash verdict from the judge: an overflow names the learner's line, and moves with it when
  /// the answer sits lower in a file.
  @Test func aSignalCrashNamesTheLineAndMovesWithIt() throws {
    var crashed = ProcessOutcome(
      exitStatus: nil, signal: 4, standardOutput: "", standardError: "", timedOut: false,
      outputLimitExceeded: false, seconds: 0.02)
    crashed.crashLines = [1, 40]
    let verdict = try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(crashed)])).judge(
      "var n = Int.max; n += 1", question: ToolchainFailureVerdictTests.question(signature: nil))
    let message = "line 1: signal 4, a runtime check failed, such as an arithmetic overflow"
    #expect(verdict == .crashed(message: message))
    #expect(
      FreeCodingVerdicts.movingLines(in: FreeCodingVerdicts.explain(verdict), by: 4)
        == "It crashed while running: line 5: signal 4, a runtime check failed, such as an arithmetic overflow"
    )
  }
}
