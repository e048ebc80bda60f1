import ArgumentParser

/// The options every command accepts.
struct GlobalOptions: ParsableArguments {
  @Flag(
    name: .long,
    help: "Never use colour (NO_COLOR, TERM=dumb and a non-terminal output also turn it off).")
  var noColor = false

  /// Taken unconditionally, so `--seed -1` is refused as a seed, not reported as a missing value.
  @Option(
    name: .long, parsing: .unconditional,
    help: "Make every random choice reproducible with this seed (a whole number, 0 or more).")
  var seed: UInt64?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Keep progress in this folder.",
      discussion:
        "Defaults to $UNWRAP_DATA_DIR, then $XDG_DATA_HOME/unwrap, then ~/.local/share/unwrap"
        + " (an empty variable counts as unset)."),
    completion: .directory)
  var dataDir: String?

  /// How many words of a command line a global option starting at `word` takes (`--seed 3`: 2;
  /// `--seed=3`, `--no-color`: 1), or nil when `word` starts none; for reading a command line
  /// ArgumentParser refused (`Unwrap.unknownSubcommandMessage`). A new option is added here too.
  static func words(taken word: String) -> Int? {
    switch word {
    case "--no-color": 1
    case "--seed", "--data-dir": 2
    case _ where word.hasPrefix("--seed=") || word.hasPrefix("--data-dir="): 1
    default: nil
    }
  }

  /// An empty `--data-dir` (`--data-dir "$DIR"` with DIR unset) is refused before anything is read
  /// or written: quietly using the default folder would put progress where the learner did not ask.
  /// An empty environment variable is another matter: unset, as the XDG spec has it.
  func validate() throws {
    if dataDir?.isEmpty == true {
      throw ValidationError(
        "--data-dir is empty: name a folder, or leave the option out to use the default.")
    }
  }
}
