import ArgumentParser

/// The options every command accepts.
struct GlobalOptions: ParsableArguments {
  @Flag(
    name: .long, help: "Never use colour (NO_COLOR and a non-terminal output also turn it off).")
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
        "Defaults to $UNWRAP_DATA_DIR, then $XDG_DATA_HOME/unwrap, then ~/.local/share/unwrap."),
    completion: .directory)
  var dataDir: String?
}
