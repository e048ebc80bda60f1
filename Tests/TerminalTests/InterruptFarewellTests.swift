import Testing

@testable import unwrap

/// What a signal's hand-off writes as unwrap leaves: escapes only to a terminal on standard output,
/// and only those that put right what unwrap (or an editor it ran) changed there.
@Suite struct InterruptFarewellTests {
  static let message = Array("Interrupted. Everything you earned so far is saved.\n".utf8)

  @Test func pipesGetTheMessageAloneWithoutAnyEscape() {
    let farewell = InterruptFarewell(
      colorOnOutput: false, outputIsTerminal: false, outputMovesCursor: true,
      errorIsTerminal: false)
    #expect(farewell.output.isEmpty)
    #expect(farewell.outputAfterEditor.isEmpty)
    #expect(farewell.saved == Self.message)
    #expect(
      farewell.unsaved
        == Array("Interrupted while saving: the last change may not be saved.\n".utf8))
  }

  /// `NO_COLOR` or `--no-color` at a terminal: nothing was styled, so nothing is reset.
  @Test func aTerminalWithoutColourGetsNoReset() {
    let farewell = InterruptFarewell(
      colorOnOutput: false, outputIsTerminal: true, outputMovesCursor: true, errorIsTerminal: true)
    #expect(farewell.output.isEmpty)
    #expect(farewell.saved == Array("\n".utf8) + Self.message, "a fresh line on the terminal")
    #expect(farewell.outputAfterEditor == Array("\u{1B}[?25h".utf8), "a killed editor's cursor")
  }

  /// Colour is written to standard output, so the reset goes there, not with the message.
  @Test func colourIsResetOnStandardOutputNotStandardError() {
    let farewell = InterruptFarewell(
      colorOnOutput: true, outputIsTerminal: true, outputMovesCursor: true, errorIsTerminal: false)
    #expect(farewell.output == Array("\u{1B}[0m\n".utf8), "the fresh line is the terminal's")
    #expect(farewell.outputAfterEditor == Array("\u{1B}[0m\u{1B}[?25h\n".utf8))
    #expect(farewell.saved == Self.message)
  }

  @Test func aDumbTerminalGetsNoCursorEscape() {
    let farewell = InterruptFarewell(
      colorOnOutput: false, outputIsTerminal: true, outputMovesCursor: false,
      errorIsTerminal: true)
    #expect(farewell.outputAfterEditor.isEmpty)
  }

  /// Built from the detected capabilities: `NO_COLOR` with both streams piped writes no escape.
  @Test func theCapabilitiesDecide() {
    let piped = TerminalCapabilities.detect(
      noColorFlag: true, environment: ["NO_COLOR": "1"], outputIsTerminal: false,
      inputIsTerminal: false, terminalColumns: nil, errorColumns: nil)
    let farewell = InterruptFarewell(capabilities: piped, errorIsTerminal: false)
    #expect(farewell.output.isEmpty && farewell.outputAfterEditor.isEmpty)
    #expect(farewell.saved == Self.message)
    let coloured = TerminalCapabilities.detect(
      noColorFlag: false, environment: ["TERM": "xterm"], outputIsTerminal: true,
      inputIsTerminal: true, terminalColumns: 80, errorColumns: 80)
    #expect(
      InterruptFarewell(capabilities: coloured, errorIsTerminal: true).output
        == Array("\u{1B}[0m".utf8))
  }
}
