/// The toolchain failed on a learner's code without pointing at a line of it: a module cache it
/// could not write, a link step, a crash of the compiler itself. Thrown, never made a verdict: the
/// answer was not judged, so it is neither wrong nor right (CONTRIBUTING: "An answer that cannot be
/// judged is not judged"). `FreeCodingJudge` and `ArrangementTrial` throw it; the commands word it
/// as a compiler that cannot be started is worded (exit 69).
public struct ToolchainFailure: Error, Equatable, CustomStringConvertible {
  /// The toolchain's first error message (`CodeSampleChecker.firstError`), so the cause is never
  /// hidden; empty when it printed none.
  public var message: String

  public init(message: String) {
    self.message = message
  }

  /// The failure from what the compiler printed.
  init(diagnostics: String) {
    self.init(message: CodeSampleChecker.firstError(diagnostics).trimmingSpaces())
  }

  public var description: String {
    "the Swift toolchain failed without pointing at a line of the code: "
      + (message.isEmpty ? "it gave no message" : message)
  }
}
