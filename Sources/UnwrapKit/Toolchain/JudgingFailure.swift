/// The errors that keep an answer from being judged at all, the machine's problem and never the
/// learner's: a temporary folder that cannot be used (`ProcessOwner.ScratchFolderError`), a
/// program that could not be started (`ProcessRunner.Failure`), a toolchain that failed without
/// pointing at a line of the code (`ToolchainFailure`). Judges throw them rather than give a
/// verdict; the challenge keeps itself open when one ends it (`ChallengeResult.canContinue`).
public enum JudgingFailure {
  /// True when `error` is one of them.
  public static func matches(_ error: any Error) -> Bool {
    error is ProcessOwner.ScratchFolderError || error is ProcessRunner.Failure
      || error is ToolchainFailure
  }
}
