#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal can do: colour, width, whether a person is typing. Decided once, in one place,
/// but for the width on a terminal, which a resized window changes: a session reads it again for
/// each screen (`now`).
struct TerminalCapabilities {
  var useColor: Bool
  /// The width prose is wrapped to, as detected; `now` has it as it is after a resize.
  var width: Int
  /// The terminal's columns when output is a terminal (code is cut to them, not to `width`, which
  /// keeps prose readable); nil for a pipe or a file, where code lines stay whole.
  var codeColumns: Int? = nil
  var inputIsTerminal: Bool
  /// Whether standard output is a terminal (not a pipe or a file).
  var outputIsTerminal = false
  /// The columns of the terminal on standard error, which messages there are wrapped to; nil when
  /// standard error is a pipe or a file, where each message stays one line (`ErrorText`).
  var errorColumns: Int? = nil
  /// Whether a person types at, and reads, a terminal.
  var isInteractive = false
  /// Whether the terminal understands cursor movement: not with `TERM=dumb` (an editor's shell
  /// buffer, a serial line), where prompts are read as plain lines and nothing is drawn in place.
  var movesCursor = true
  /// Reads the terminal's columns again (one `ioctl`), when standard output is a terminal; nil for
  /// a pipe or a file, whose width never changes.
  var measureColumns: (() -> Int?)? = nil

  /// The width and code columns as they are now: read again from the terminal, so a window
  /// resized since (SIGWINCH) is followed by the next screen; as detected to a pipe or a file, or
  /// when the terminal does not say.
  var now: TerminalCapabilities {
    guard let columns = measureColumns?(), columns > 0 else { return self }
    var current = self
    current.width = Self.readableWidth(columns)
    current.codeColumns = columns
    return current
  }

  /// Prompts are edited with the line editor and lessons paged: a person at a terminal that moves
  /// its cursor.
  var editsLines: Bool { isInteractive && movesCursor }

  /// Colour only when stdout is a terminal, `NO_COLOR` is unset, `TERM` is not `dumb`, and `--no-color`
  /// was not given; no cursor movement with `TERM=dumb`. The facts about the terminal default to the real ones; tests pass their own.
  static func detect(
    noColorFlag: Bool, environment: [String: String],
    outputIsTerminal: Bool = isatty(STDOUT_FILENO) == 1,
    inputIsTerminal: Bool = isatty(STDIN_FILENO) == 1,
    terminalColumns: @escaping @autoclosure () -> Int? = TerminalCapabilities.outputColumns(),
    errorColumns: @autoclosure () -> Int? = TerminalCapabilities.errorColumns()
  ) -> TerminalCapabilities {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    let columns = outputIsTerminal ? terminalColumns() : nil
    return TerminalCapabilities(
      useColor: outputIsTerminal && !noColor && !dumb && !noColorFlag,
      width: width(columns: columns, environment: environment), codeColumns: columns,
      inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal,
      errorColumns: errorColumns(),
      isInteractive: inputIsTerminal && outputIsTerminal, movesCursor: !dumb,
      measureColumns: outputIsTerminal ? terminalColumns : nil)
  }

  /// The columns of the terminal on standard error; nil when it is no terminal, or does not say.
  static func errorColumns() -> Int? {
    var size = winsize()
    guard isatty(STDERR_FILENO) == 1, ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }

  /// The columns of the terminal on standard output, if it says.
  static func outputColumns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The rows of the terminal on standard output, if it says.
  static func outputRows() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// The terminal's columns, else `COLUMNS`, else 80 (a `COLUMNS` of 0 or less is unset), at most
  /// 100 so prose stays readable.
  private static func width(columns: Int?, environment: [String: String]) -> Int {
    readableWidth(columns.flatMap { $0 > 0 ? $0 : nil } ?? environmentColumns(environment) ?? 80)
  }

  /// `COLUMNS` when it is a width: a whole number above 0; nil when unset, 0, negative or not one.
  static func environmentColumns(_ environment: [String: String]) -> Int? {
    guard let text = environment["COLUMNS"], let value = Int(text), value > 0 else { return nil }
    return value
  }

  /// The width prose is wrapped to at a terminal `columns` wide: its real width, at most 100. Never
  /// wider than the terminal, however narrow, or the terminal wraps a line itself and cuts a word.
  /// The screens are laid out for 20 columns and up, where no word and no command that fits a line
  /// is split (`NarrowTerminalTests`); narrower, a word wider than a line is cut at the width.
  static func readableWidth(_ columns: Int) -> Int {
    min(max(columns, 1), 100)
  }
}
