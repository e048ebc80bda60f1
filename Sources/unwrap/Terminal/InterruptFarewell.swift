#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What unwrap writes as a signal ends it, worked out once colour and the terminals are known,
/// before any signal can come: the hand-off thread only picks among these bytes and writes them.
///
/// The message goes to standard error. Escapes go only to a terminal, and only on standard output,
/// the stream unwrap styles and a learner's editor draws on: a reset (`ESC[0m`) when colour is on,
/// since a style may be open where the output stopped, and the cursor shown again (`ESC[?25h`)
/// when an `--editor` editor was open, which may have hidden it before it was killed (unwrap
/// itself never hides it). With `NO_COLOR`, `--no-color` or a pipe, no escape is written at all.
/// The blank line that moves the message off a half-written prompt goes to the terminal too.
struct InterruptFarewell: Equatable {
  /// For standard output; empty when nothing there needs putting right.
  var output: [UInt8]
  /// For standard output after a learner's editor was open.
  var outputAfterEditor: [UInt8]
  /// For standard error, when every save had finished.
  var saved: [UInt8]
  /// For standard error, when a save was still waiting (another unwrap held the file for seconds).
  var unsaved: [UInt8]

  static let savedMessage = "Interrupted. Everything you earned so far is saved.\n"
  static let unsavedMessage = "Interrupted while saving: the last change may not be saved.\n"

  /// - Parameters:
  ///   - colorOnOutput: whether unwrap styles standard output (a terminal, colour not turned off).
  ///   - outputIsTerminal: whether standard output is a terminal.
  ///   - outputMovesCursor: whether that terminal understands cursor escapes (not `TERM=dumb`).
  ///   - errorIsTerminal: whether standard error is a terminal.
  init(colorOnOutput: Bool, outputIsTerminal: Bool, outputMovesCursor: Bool, errorIsTerminal: Bool)
  {
    let reset = colorOnOutput ? "\u{1B}[0m" : ""
    // A fresh line on the terminal: with the message when it goes there, else on standard output.
    let newline = outputIsTerminal && !errorIsTerminal ? "\n" : ""
    let showCursor = outputIsTerminal && outputMovesCursor ? "\u{1B}[?25h" : ""
    output = Array((reset + newline).utf8)
    outputAfterEditor = Array((reset + showCursor + newline).utf8)
    let lead = errorIsTerminal ? "\n" : ""
    saved = Array((lead + Self.savedMessage).utf8)
    unsaved = Array((lead + Self.unsavedMessage).utf8)
  }

  /// The farewell for `capabilities`, standard error a terminal or not (by default, the real one).
  init(capabilities: TerminalCapabilities, errorIsTerminal: Bool = isatty(STDERR_FILENO) == 1) {
    self.init(
      colorOnOutput: capabilities.useColor, outputIsTerminal: capabilities.outputIsTerminal,
      outputMovesCursor: capabilities.movesCursor, errorIsTerminal: errorIsTerminal)
  }
}
