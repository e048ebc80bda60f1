import Foundation
import Testing

@testable import UnwrapKit

/// The compiler records answer only the exact request they were made for, by the toolchain that made
/// them, and `verify` catches a record that no longer matches the compiler.
@Suite struct CompilerRecordsTests {
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("unwrap-records-\(UInt64.random(in: 0...UInt64.max)).jsonl")
  let printed = RunResult.ran(
    ProcessOutcome(
      exitStatus: 0, signal: nil, standardOutput: "7\n", standardError: "", timedOut: false,
      outputLimitExceeded: false, seconds: 0))

  func records(
    _ mode: CompilerRecordMode, toolchain: String = "Swift 6.3.1", report: Reports? = nil
  )
    -> CompilerRecords
  {
    CompilerRecords(
      file: file, mode: mode, toolchain: toolchain, report: { report?.add($0) })
  }

  final class Reports: @unchecked Sendable {
    private let lock = Lock()
    private var texts: [String] = []
    func add(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
  }

  @Test func aRecordedRunIsAnsweredWithoutCompilingAgain() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let first = ScriptedCodeRunner(runs: [printed])
    let making = records(.use)
    #expect(try RecordedToolchain(first, records: making).run("print(7)") == printed)
    #expect(first.requestedSources == ["print(7)"])
    making.finish()

    let second = ScriptedCodeRunner(runs: [.compileFailed(diagnostics: "never asked")])
    let using = records(.use)
    #expect(try RecordedToolchain(second, records: using).run("print(7)") == printed)
    #expect(second.requestedSources.isEmpty)
    // Another program, or the same under other limits, is compiled.
    _ = try RecordedToolchain(second, records: using).run("print(8)")
    _ = try RecordedToolchain(second, records: using).run("print(7)", outputLimit: 10)
    _ = try RecordedToolchain(second, records: using).check("print(7)")
    #expect(second.requestedSources == ["print(8)", "print(7)", "print(7)"])
  }

  @Test func aJudgesBoundaryIsRecordedAsATokenAndAnsweredWithTheNewOne() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let (old, new) = (FreeCodingJudge.freshBoundary(), FreeCodingJudge.freshBoundary())
    let harness = { (boundary: String) in "print(\"\(boundary)\")\nprint(1)" }
    let making = records(.use)
    let scripted = ScriptedCodeRunner(runs: [
      .ran(
        ProcessOutcome(
          exitStatus: 0, signal: nil, standardOutput: "\(ScriptedCodeRunner.testBoundary)\n1\n",
          standardError: "", timedOut: false, outputLimitExceeded: false, seconds: 0.1))
    ])
    _ = try RecordedToolchain(scripted, records: making).run(harness(old))
    making.finish()
    #expect(!(try String(contentsOf: file, encoding: .utf8)).contains(old))

    let unused = ScriptedCodeRunner(runs: [.compileFailed(diagnostics: "never asked")])
    let answer = try RecordedToolchain(unused, records: records(.use)).run(harness(new))
    guard case .ran(let outcome) = answer else {
      Issue.record("\(answer)")
      return
    }
    #expect(outcome.standardOutput == "\(new)\n1\n")
    #expect(unused.requestedSources.isEmpty)
  }

  @Test func aScratchFoldersPathIsRecordedAsAToken() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let diagnostics = "/tmp/x/unwrap-4242-aB3dE9/main.swift:1:9: error: cannot find 'y' in scope\n"
    let making = records(.use)
    let scripted = ScriptedCodeRunner(
      checks: [.init(succeeded: false, diagnostics: diagnostics)], runs: [])
    #expect(
      try RecordedToolchain(scripted, records: making).check("x = y").diagnostics == diagnostics)
    making.finish()
    let unused = ScriptedCodeRunner(runs: [])
    let answer = try RecordedToolchain(unused, records: records(.use)).check("x = y")
    #expect(answer.diagnostics == "<scratch>/main.swift:1:9: error: cannot find 'y' in scope\n")
    #expect(unused.requestedSources.isEmpty)
  }

  @Test func anotherToolchainsRecordsAreNeitherUsedNorOverwritten() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let making = records(.use, toolchain: "Swift 6.3.1")
    _ = try RecordedToolchain(ScriptedCodeRunner(runs: [printed]), records: making).run("print(7)")
    making.finish()
    let before = try Data(contentsOf: file)

    let other = records(.use, toolchain: "Swift 6.4")
    #expect(!other.recordsApply)
    let scripted = ScriptedCodeRunner(runs: [printed])
    _ = try RecordedToolchain(scripted, records: other).run("print(7)")
    #expect(scripted.requestedSources == ["print(7)"])
    other.finish()
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func verifyCompilesEverythingAndReportsADifferentVerdict() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let making = records(.use)
    let recordedRuns = ScriptedCodeRunner(runs: [printed])
    for source in ["print(7)", "print(6)"] {
      _ = try RecordedToolchain(recordedRuns, records: making).run(source)
    }
    making.finish()

    let reports = Reports()
    let verifying = records(.verify, report: reports)
    // The same outcome, slower: no report. Then a different verdict; then one with no record, which
    // is counted in the summary, not failed.
    var slower = printed
    if case .ran(var outcome) = slower {
      outcome.seconds = 3
      slower = .ran(outcome)
    }
    let scripted = ScriptedCodeRunner(runs: [
      slower, .compileFailed(diagnostics: "changed"), printed,
    ])
    for source in ["print(7)", "print(6)", "print(5)"] {
      _ = try RecordedToolchain(scripted, records: verifying).run(source)
    }
    #expect(scripted.requestedSources == ["print(7)", "print(6)", "print(5)"])
    #expect(reports.all.count == 1)
    #expect(reports.all.first?.contains("differs from its record") == true)
    #expect(reports.all.first?.contains("print(6)") == true)
  }

  @Test func aVerdictReachedAtATimeLimitIsNotComparedSinceItDependsOnTheLoad() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let making = records(.use)
    _ = try RecordedToolchain(ScriptedCodeRunner(runs: [printed]), records: making).run("slow()")
    making.finish()
    let reports = Reports()
    let stopped = RunResult.ran(
      ProcessOutcome(
        exitStatus: nil, signal: 9, standardOutput: "", standardError: "", timedOut: true,
        outputLimitExceeded: false, seconds: 1))
    _ = try RecordedToolchain(
      ScriptedCodeRunner(runs: [stopped]), records: records(.verify, report: reports)
    ).run("slow()")
    #expect(reports.all.isEmpty)
  }

  @Test func verifyHoldsTheVerdictNotTheWordingOfAnErrorOrACrashReport() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let crash = { (report: String, lines: [Int]) -> RunResult in
      var outcome = ProcessOutcome(
        exitStatus: nil, signal: 4, standardOutput: "A1\n", standardError: report, timedOut: false,
        outputLimitExceeded: false, seconds: 0)
      outcome.crashLines = lines
      return .ran(outcome)
    }
    let making = records(.use)
    let first = ScriptedCodeRunner(
      checks: [.init(succeeded: false, diagnostics: "main.swift:2:30: error: cannot use mutating")],
      runs: [crash("Backtracing from 0x7f12", [3])])
    _ = try RecordedToolchain(first, records: making).check("let a = [1].sort()")
    _ = try RecordedToolchain(first, records: making).run("crash()")
    making.finish()

    let reports = Reports()
    let verifying = records(.verify, report: reports)
    let second = ScriptedCodeRunner(
      checks: [.init(succeeded: false, diagnostics: "main.swift:2:30: error: cannot convert")],
      runs: [crash("Backtracing from 0x7f99", [2, 3])])
    _ = try RecordedToolchain(second, records: verifying).check("let a = [1].sort()")
    _ = try RecordedToolchain(second, records: verifying).run("crash()")
    #expect(reports.all.isEmpty)
    // A check that now compiles, or a program that now exits, is reported.
    let third = ScriptedCodeRunner(
      checks: [.init(succeeded: true, diagnostics: "")], runs: [printed])
    _ = try RecordedToolchain(third, records: verifying).check("let a = [1].sort()")
    _ = try RecordedToolchain(third, records: verifying).run("crash()")
    #expect(reports.all.count == 2)
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func theToolchainIsNamedByItsVersion() throws {
    let identity = try #require(CompilerRecords.identity(of: SwiftToolchain.find()!.swiftc))
    #expect(identity.hasPrefix("Swift version") || identity.contains("Swift version"))
  }

  @Test func recordRewritesTheFileWithOnlyThisRunsOutcomesAndADamagedLineIsCompiled() throws {
    defer { try? FileManager.default.removeItem(at: file) }
    let making = records(.use)
    for source in ["print(7)", "print(6)"] {
      _ = try RecordedToolchain(ScriptedCodeRunner(runs: [printed]), records: making).run(source)
    }
    making.finish()
    let recording = records(.record)
    let scripted = ScriptedCodeRunner(runs: [printed])
    _ = try RecordedToolchain(scripted, records: recording).run("print(7)")
    #expect(scripted.requestedSources == ["print(7)"])
    recording.finish()
    var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)

    lines[1] = lines[1].dropLast(5)
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let again = ScriptedCodeRunner(runs: [printed])
    _ = try RecordedToolchain(again, records: records(.use)).run("print(7)")
    #expect(again.requestedSources == ["print(7)"])
  }

  @Test func theDigestIsSHA256() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(String(repeating: "a", count: 1000)).hasPrefix("41edece42d63e8d9bf515a9ba6932e1c"))
  }
}
