import ArgumentParser

/// The exit codes unwrap documents in its README; scripts can rely on them.
enum ExitCodes {
  /// Everything worked.
  static let success = ExitCode(0)
  /// A check failed (content validation found problems, an answer was not accepted, an exercise
  /// did not pass), or what was asked for is not there yet: no glossary match, the solution of an
  /// exercise not passed, a share before today's challenge has an answer.
  static let checkFailed = ExitCode(1)
  /// The practice activity or exercise is locked until a section is read.
  static let locked = ExitCode(3)
  /// Input ended before the session did; everything earned so far is saved.
  static let inputEnded = ExitCode(4)
  /// Wrong arguments, or an unknown section, chapter or activity (ArgumentParser's own code); no
  /// exercise workspace here, an unknown exercise, or an exercise file (or `exercises/`) that is
  /// missing or a link outside the workspace.
  static let usage = ExitCode(64)
  /// Bad data in a file unwrap reads (sysexits' EX_DATAERR): the progress file is damaged or from a
  /// newer unwrap (it was left alone and a copy kept), an exercise file is not UTF-8 text, or the
  /// workspace's marker is damaged (`exercises init` on its folder mends it).
  static let dataError = ExitCode(65)
  /// The content could not be loaded (a missing or malformed content file).
  static let contentUnavailable = ExitCode(66)
  /// A command that cannot do its job without a Swift compiler found none, or could not start it
  /// (sysexits' EX_UNAVAILABLE, for a program that is needed and missing): never 1, which says an
  /// answer or a check failed. Practice and the challenge judge by matching instead, so go on.
  static let noCompiler = ExitCode(69)
  /// Today's challenge or the spaced review is open in another unwrap on the same progress, so this
  /// run (or a reset) changed nothing (sysexits' EX_TEMPFAIL: it works once the other run ends); or
  /// today's challenge changed behind this run's back while it was open, so it ended without saving
  /// over it.
  static let openElsewhere = ExitCode(75)
  /// The progress file or its folder, an exercise file or the workspace's marker, cannot be read or
  /// written (permissions, disk full).
  static let ioError = ExitCode(74)
  /// The machine's clock says a day progress may not hold (before 1970-01-01 or after
  /// 2999-12-31), so a command that would record refused before writing anything (sysexits'
  /// EX_CONFIG: the system is set up wrongly, not the command).
  static let clockOutOfRange = ExitCode(78)
  /// Interrupted with Ctrl-C; everything earned so far is saved.
  static let interrupted = ExitCode(130)
}
