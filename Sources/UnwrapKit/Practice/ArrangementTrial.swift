/// What came of running a program the learner put together from our pieces (Rearrange the Lines'
/// order, Tap to Code's line in its program) beside ours, so both activities can say why theirs is
/// not the answer. Theirs is compiled first and ours only when theirs runs to its end, so an
/// arrangement that does not compile costs one compile; both share one compile limit.
public enum ArrangementTrial: Equatable, Sendable {
  /// It compiles and prints exactly what ours prints.
  case printsTheSame
  /// It compiles and runs, but prints something else: the line diff, ours `−` and theirs `+`.
  case printsSomethingElse(diff: [String])
  /// The compiler's first error, with the line of their program it is on (from 1) and that line's
  /// code when the line is one of theirs.
  case doesNotCompile(line: Int?, code: String?, message: String?)
  /// It compiles, but crashes or meets a limit of the run.
  case doesNotRunToTheEnd
  /// Nothing to tell: the compile met its limit, or ours did not run (which the content checks rule
  /// out).
  case unknown

  /// Compiles and runs `theirs`, then, when it ran to its end, `ours`, and compares what they print.
  /// Throws when the runner could not compile or run at all (no scratch folder, a compiler that
  /// cannot be started, a toolchain that failed without naming a line: `ToolchainFailure`), which
  /// says nothing about the arrangement.
  static func run(_ theirs: String, against ours: String, runner: any CodeRunner) throws
    -> ArrangementTrial
  {
    let deadline = runner.compileDeadlineFromNow()
    func run(_ source: String) throws -> RunResult {
      try runner.run(source + "\n", outputLimit: 1 << 20, compileDeadline: deadline)
    }
    switch try run(theirs) {
    case .compileFailed(let diagnostics):
      guard let first = FreeCodingJudge.errors(in: diagnostics).first else {
        throw ToolchainFailure(diagnostics: diagnostics)
      }
      let lines = theirs.split(separator: "\n", omittingEmptySubsequences: false)
      guard first.line >= 1, first.line <= lines.count else {
        return .doesNotCompile(line: nil, code: nil, message: first.message)
      }
      return .doesNotCompile(
        line: first.line, code: String(lines[first.line - 1]).trimmingSpaces(),
        message: first.message)
    case .ran(let outcome):
      guard outcome.succeeded else { return .doesNotRunToTheEnd }
      let ran = try run(ours)
      // Ours compiles (the content checks say so): a failure at no line is the toolchain's.
      if case .compileFailed(let diagnostics) = ran,
        FreeCodingJudge.errors(in: diagnostics).isEmpty
      {
        throw ToolchainFailure(diagnostics: diagnostics)
      }
      guard case .ran(let reference) = ran, reference.succeeded else { return .unknown }
      if outcome.standardOutput == reference.standardOutput { return .printsTheSame }
      // The outputs were compared exactly, so the diff forgives nothing either: a space at a
      // line's end may be all that differs, and is drawn.
      return .printsSomethingElse(
        diff: OutputComparison.exactLineDiff(
          expected: CodeSampleChecker.trimmingFinalNewline(reference.standardOutput),
          actual: CodeSampleChecker.trimmingFinalNewline(outcome.standardOutput))
          + OutputComparison.lineEndNote(for: reference.standardOutput, outcome.standardOutput))
    case .compileTimedOut:
      return .unknown
    }
  }
}
