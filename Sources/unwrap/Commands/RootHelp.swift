import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `unwrap --help` as ArgumentParser prints it at 80 columns (the width it uses when the output is
/// not a terminal, or is an 80-column one), printed without ArgumentParser: building its help
/// reflects over every option and costs a third more than a whole start-up. At any other width,
/// ArgumentParser prints it. `RootHelpTests` fails, with the new text, whenever a command, option or
/// abstract changes it.
enum RootHelp {
  static let columns = 80

  static let text = """
    OVERVIEW: Learn Swift in your terminal: short lessons, reviews, and real Swift
    practice.

    USAGE: unwrap [--no-color] [--seed <seed>] [--data-dir <data-dir>] <subcommand>

    OPTIONS:
      --no-color              Never use colour (NO_COLOR, TERM=dumb and a
                              non-terminal output also turn it off).
      --seed <seed>           Make every random choice reproducible with this seed
                              (a whole number, 0 or more).
      --data-dir <data-dir>   Keep progress in this folder.
            Defaults to $UNWRAP_DATA_DIR, then $XDG_DATA_HOME/unwrap, then
            ~/.local/share/unwrap (an empty variable counts as unset).
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      learn                   Read a lesson and take its review, or list every
                              chapter and section.
      practice                Practise what you have read: list the activities, or
                              run a session of one.
      review                  Review the statements that are due today, spaced so
                              each returns just before you forget it.
      challenge               Take today's daily challenge: ten questions, one
                              attempt each, 50 points per right answer.
      exercises               Solve Swift exercises in your own editor, checked
                              every time you save.
      status                  Show your rank, points, streaks, badges and what to
                              do next.
      badges                  Show the badges you have earned and how close you are
                              to the rest.
      glossary                Look up a Swift term, or list every term in the
                              glossary.
      reset                   Clear all your progress and start again (a copy of
                              the old file is kept).
      content                 Tools for content authors: validate lessons, reviews
                              and question banks.

      See 'unwrap help <subcommand>' for detailed help.
    """

  /// Whether `arguments` ask only for the root help and ArgumentParser would wrap it at 80 columns.
  static func applies(
    to arguments: [String], environment: @autoclosure () -> [String: String]
  ) -> Bool {
    guard arguments == ["--help"] || arguments == ["-h"] else { return false }
    // The environment is read only here: building it costs as much as a small command's work.
    let width =
      TerminalCapabilities.environmentColumns(environment())
      ?? TerminalCapabilities.outputColumns() ?? columns
    return width == columns
  }

  /// ArgumentParser wraps help to `COLUMNS`, and a `COLUMNS` of 0 or less left it no room for
  /// anything but the usage line. Such a value is no width: it is removed before ArgumentParser
  /// reads it, so help is wrapped to the terminal's width, else 80, as unwrap's own screens are.
  static func dropUnusableColumns() {
    guard let text = getenv("COLUMNS"), let value = Int(String(cString: text)), value <= 0 else {
      return
    }
    unsetenv("COLUMNS")
  }
}
