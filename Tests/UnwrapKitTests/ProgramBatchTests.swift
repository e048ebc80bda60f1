import Testing

@testable import UnwrapKit

/// How a batch settles its programs from one run's output, without a compiler: what each program
/// printed up to its boundary, the program that stopped the run, and what is left for the next run.
@Suite struct ProgramBatchTests {
  let boundary = ProgramBatch.boundary + "\n"

  func ran(_ output: String, signal: Int32? = nil, timedOut: Bool = false) -> RunResult {
    .ran(
      ProcessOutcome(
        exitStatus: signal == nil && !timedOut ? 0 : nil, signal: signal, standardOutput: output,
        standardError: "", timedOut: timedOut, outputLimitExceeded: false, seconds: 0.01))
  }

  @Test func oneRunSettlesEveryProgramThatRunsToItsEnd() throws {
    let runner = ScriptedCodeRunner(runs: [
      ran("hi\n" + boundary + "no\n" + boundary + "hi\n" + boundary)
    ])
    let same = try ProgramBatch(runner: runner).printExactly("hi\n", programs: ["a", "b", "c"])
    #expect(same == [true, false, true])
    #expect(runner.requestedSources.count == 1)
  }

  @Test func aCrashSettlesTheCulpritAndTheProgramsBeforeIt() throws {
    let runner = ScriptedCodeRunner(runs: [ran("hi\n" + boundary + "hi\n", signal: 4), ran("hi\n")])
    let same = try ProgramBatch(runner: runner).printExactly("hi\n", programs: ["a", "b", "c"])
    #expect(same == [true, false, true])
    // The last program is alone, so it runs as it is, without a batch around it.
    #expect(runner.requestedSources.count == 2)
    #expect(runner.requestedSources.last == "c\n")
  }

  @Test func aLoopThatPrintsFarMoreThanExpectedIsSettledWhereverItRuns() throws {
    let flood = String(repeating: "hi\n", count: 100)
    let overLimit = RunResult.ran(
      ProcessOutcome(
        exitStatus: nil, signal: 9, standardOutput: "hi\n" + boundary + flood, standardError: "",
        timedOut: false, outputLimitExceeded: true, seconds: 0.01))
    let runner = ScriptedCodeRunner(runs: [overLimit, ran("hi\n")])
    let same = try ProgramBatch(runner: runner).printExactly("hi\n", programs: ["a", "b", "c"])
    #expect(same == [true, false, true])
    #expect(runner.requestedSources.count == 2)
  }

  @Test func eachPieceKnowsTheLinesItTakes() {
    let (source, ranges) = ProgramBatch.joined(["a\n", "b\nc\n", "d\n"], firstLine: 2)
    #expect(source == "a\nb\nc\nd\n")
    #expect(ranges == [2...2, 3...4, 5...5])
  }

  @Test func aCompileErrorRemovesOnlyTheProgramItPointsInto() throws {
    let (_, ranges) = ProgramBatch.source(["a", "b", "c"])
    let runner = ScriptedCodeRunner(runs: [
      .compileFailed(diagnostics: "main.swift:\(ranges[1].lowerBound + 1):3: error: no\n"),
      ran("hi\n" + boundary + "hi\n" + boundary),
    ])
    let same = try ProgramBatch(runner: runner).printExactly("hi\n", programs: ["a", "b", "c"])
    #expect(same == [true, false, true])
    #expect(!runner.requestedSources[1].contains("do {\nb\n}"))
  }

  @Test func aFailureNoLineExplainsSendsEveryProgramToRunAlone() throws {
    let runner = ScriptedCodeRunner(runs: [
      .compileFailed(diagnostics: "error: link command failed\n"), ran("hi\n"), ran("hi\n"),
    ])
    let same = try ProgramBatch(runner: runner).printExactly("hi\n", programs: ["a", "b"])
    #expect(same == [true, true])
    #expect(runner.requestedSources.suffix(2) == ["a\n", "b\n"])
  }

  @Test func aTimeLimitLaterInTheBatchIsNotBlamedOnTheProgramThatHadLeftTooLittleTime() throws {
    let runner = ScriptedCodeRunner(runs: [
      ran("hi\n" + boundary, timedOut: true), ran("hi\n" + boundary + "hi\n" + boundary),
    ])
    let same = try ProgramBatch(runner: runner).printExactly("hi\n", programs: ["a", "b", "c"])
    #expect(same == [true, true, true])
  }
}
