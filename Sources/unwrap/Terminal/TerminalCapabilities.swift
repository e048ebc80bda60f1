#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal can do: colour, width, whether a person is typing. Decided once, in one place.
struct TerminalCapabilities {
  var useColor: Bool
  var width: Int
  var inputIsTerminal: Bool

  /// Colour only when stdout is a terminal, `NO_COLOR` is unset, `TERM` is not `dumb`, and `--no-color` was not given.
  static func detect(noColorFlag: Bool, environment: [String: String]) -> TerminalCapabilities {
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    return TerminalCapabilities(
      useColor: outputIsTerminal && !noColor && !dumb && !noColorFlag,
      width: detectWidth(outputIsTerminal: outputIsTerminal, environment: environment),
      inputIsTerminal: isatty(STDIN_FILENO) == 1)
  }

  /// The terminal's columns, else `COLUMNS`, else 80; kept between 40 and 100 so prose stays readable.
  private static func detectWidth(outputIsTerminal: Bool, environment: [String: String]) -> Int {
    var columns = 0
    if outputIsTerminal {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 { columns = Int(size.ws_col) }
    }
    if columns == 0, let text = environment["COLUMNS"], let value = Int(text) { columns = value }
    if columns == 0 { columns = 80 }
    return min(max(columns, 40), 100)
  }
}
