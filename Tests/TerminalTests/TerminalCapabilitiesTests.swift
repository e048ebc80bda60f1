import Testing

@testable import unwrap

/// The colour and width rules, with the terminal's facts passed in, so each rule is tested on both sides
/// whatever runs the tests (a terminal, a pipe, CI).
@Suite struct TerminalCapabilitiesTests {
  /// Capabilities for a made-up terminal: standard output is a TTY unless told otherwise.
  func detect(
    _ environment: [String: String] = ["TERM": "xterm-256color"], noColorFlag: Bool = false,
    tty: Bool = true, columns: Int? = 120
  ) -> TerminalCapabilities {
    TerminalCapabilities.detect(
      noColorFlag: noColorFlag, environment: environment, outputIsTerminal: tty,
      inputIsTerminal: tty, terminalColumns: columns)
  }

  @Test func aTerminalGetsColour() {
    #expect(detect().useColor)
    #expect(detect([:]).useColor, "no TERM at all is not a dumb terminal")
    #expect(detect(["TERM": "xterm", "NO_COLOR": ""]).useColor, "an empty NO_COLOR is unset")
  }

  @Test func noColorTurnsColourOffOnATerminal() {
    #expect(!detect(["TERM": "xterm", "NO_COLOR": "1"]).useColor)
  }

  @Test func theNoColorFlagTurnsColourOffOnATerminal() {
    #expect(!detect(noColorFlag: true).useColor)
  }

  @Test func aDumbTerminalGetsNoColour() {
    #expect(!detect(["TERM": "dumb"]).useColor)
  }

  /// Readline-style: on a dumb terminal, a person still types at prompts, but as plain lines,
  /// with no cursor movement escapes.
  @Test func aDumbTerminalGetsPlainLinesNotTheLineEditor() {
    #expect(detect().editsLines)
    #expect(detect([:]).editsLines)
    #expect(detect(["TERM": "dumb"]).isInteractive)
    #expect(!detect(["TERM": "dumb"]).movesCursor)
    #expect(!detect(["TERM": "dumb"]).editsLines)
    #expect(!detect(tty: false).editsLines)
  }

  @Test func outputThatIsNotATerminalGetsNoColour() {
    #expect(!detect(tty: false).useColor)
  }

  @Test func widthComesFromTheTerminalThenColumnsThenEighty() {
    #expect(detect(columns: 72).width == 72)
    #expect(detect(columns: 200).width == 100, "wide terminals are capped for readable prose")
    #expect(detect(columns: 30).width == 30, "a narrow terminal is wrapped to, not past")
    #expect(detect(columns: 20).width == 20)
    #expect(detect(columns: 12).width == 12, "below 20, still the real width")
    #expect(detect(["COLUMNS": "30"], columns: nil).width == 30)
    #expect(detect(["COLUMNS": "0"], tty: false).width == 80, "0 is unset")
    #expect(detect(["COLUMNS": "-3"], tty: false).width == 80, "so is a negative width")
    #expect(detect(["COLUMNS": "60"], columns: nil).width == 60)
    #expect(detect(["COLUMNS": "60"], tty: false, columns: 120).width == 60)
    #expect(detect([:], tty: false).width == 80)
  }

  /// Code is cut to the terminal's real columns, uncapped; a pipe or file keeps code lines whole.
  @Test func codeIsCutOnlyToARealTerminalsColumns() {
    #expect(detect(columns: 200).codeColumns == 200)
    #expect(detect(columns: 30).codeColumns == 30)
    #expect(detect(["COLUMNS": "60"], tty: false, columns: 120).codeColumns == nil)
    #expect(detect(columns: nil).codeColumns == nil)
  }

  @Test func whetherAPersonIsTypingIsPassedThrough() {
    #expect(detect(tty: true).inputIsTerminal)
    #expect(!detect(tty: false).inputIsTerminal)
  }
}

/// A window resized during a session: on a terminal each screen reads the width again (`now`);
/// to a pipe the width is as detected, and nothing is measured.
@Suite struct TerminalResizeTests {
  @Test func onATerminalTheWidthIsReadAgain() {
    let window = Window(columns: 120)
    let tty = TerminalCapabilities.detect(
      noColorFlag: false, environment: ["TERM": "xterm"], outputIsTerminal: true,
      inputIsTerminal: true, terminalColumns: window.columns)
    #expect(tty.width == 100 && tty.codeColumns == 120)
    window.columns = 40
    #expect(tty.now.width == 40 && tty.now.codeColumns == 40)
    #expect(tty.now.useColor)
  }

  @Test func toAPipeTheWidthStaysAsDetected() {
    let window = Window(columns: 40)
    let piped = TerminalCapabilities.detect(
      noColorFlag: false, environment: ["COLUMNS": "60"], outputIsTerminal: false,
      inputIsTerminal: false, terminalColumns: window.columns)
    #expect(piped.measureColumns == nil)
    #expect(piped.now.width == 60 && piped.now.codeColumns == nil)
  }
}
