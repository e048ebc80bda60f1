import Testing

@testable import UnwrapKit
@testable import UnwrapRendering
@testable import unwrap

/// A tab in a code row is drawn as spaces to the next multiple of 4 columns on a terminal, so a row
/// cut to the terminal's width is measured as it is drawn and never goes past the edge: Rearrange
/// and Tap to Code's items, a lesson's code, and an author tool's or a verdict's code lines. To a
/// pipe the tabs stay as written.
@Suite struct TabWidthTests {
  static var plain: Style { Style(enabled: false) }

  /// The columns a terminal draws `line` in: a tab goes on to the terminal's next stop, every 8
  /// columns from the screen's edge.
  static func drawnWidth(_ line: String) -> Int {
    var column = 0
    for character in TextWrapper.visibleText(line) {
      column += character == "\t" ? 8 - column % 8 : CharacterWidth.columns(of: character)
    }
    return column
  }

  static func expectDrawnWithin(
    _ lines: [String], width: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for line in lines {
      #expect(
        drawnWidth(line) <= width, "\(drawnWidth(line)) columns: \(lines.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
  }

  @Test func tabStopsAreEveryFourColumnsAndEscapesTakeNone() {
    #expect(TabStops.expanded("\tx") == "    x")
    #expect(TabStops.expanded("ab\tx\t") == "ab  x   ")
    #expect(TabStops.expanded("\u{1B}[1m\t\u{1B}[0mx") == "\u{1B}[1m    \u{1B}[0mx")
    #expect(TabStops.expanded("漢\tx") == "漢  x", "a wide character takes two columns")
    #expect(TabStops.expanded("\tx", from: 2) == "  x", "the stops count from `from`")
    #expect(TabStops.expanded("no tabs") == "no tabs")
  }

  /// The audit's item: a Rearrange line indented with tabs went past a 24-column terminal.
  @Test(arguments: [24, 30])
  func numberedItemsIndentedWithTabsFit(width: Int) {
    let console = ScriptedConsole(input: "")
    let ui = TerminalPracticeUI(
      console: console, style: Self.plain, width: width, codeColumns: width)
    let items = ["\t\tlet total = prices.reduce(0, +)", "\tfor price in prices {", "}"]
    ui.show(
      .question(
        SessionQuestion(
          number: 1, total: 10, activityTitle: "Rearrange the Lines",
          screen: QuestionScreen(
            prompt: "Put the lines in order.", items: items, answerKind: .order(items.count)))))
    let lines = console.output.split(separator: "\n").map(String.init)
    Self.expectDrawnWithin(lines, width: width)
    #expect(lines.contains { $0.hasPrefix("  2.     for price") }, "\(lines)")
    #expect(!console.output.contains("\t"), "\(console.output)")
  }

  @Test func aLessonsCodeIndentedWithTabsFitsAndAPipeKeepsTheTabs() {
    let code = "func total() {\n\t\t\treturn prices.reduce(0, +) + shipping\n}"
    let narrow = LessonRenderer(style: Self.plain, width: 30, codeColumns: 30)
    let lines = narrow.code(code).split(separator: "\n").map(String.init)
    Self.expectDrawnWithin(lines, width: 30)
    #expect(
      lines[1] == "  │ " + String(repeating: " ", count: 12) + "return prices.", "\(lines)")
    let piped = LessonRenderer(style: Self.plain, width: 30)
    #expect(piped.code(code).contains("  │ \t\t\treturn prices"))
  }

  /// A compile error's code line indented with tabs, as `content check-answer`, the watch screen
  /// and Free Coding's verdicts show it: cut within the width, its caret still under the `1`.
  @Test(arguments: [20, 30, 80])
  func aVerdictsCodeIndentedWithTabsFitsWithItsCaretInPlace(width: Int) {
    let source = "  \t\tlet sign: String = 1_200 + 3_400 + 5_600"
    let caret = "  \t\t" + String(repeating: " ", count: 19) + "^"
    let details = VerdictDetails(style: Self.plain, width: width, codeColumns: width)
    let lines = details.lines(["line 3: error: cannot convert", source, caret], indent: "  ")
    Self.expectDrawnWithin(lines, width: width)
    VerdictDetailsWidthTests.expectCaretUnderOne(lines)
    // To a pipe, both lines as they were written.
    let piped = VerdictDetails(style: Self.plain, width: width)
      .lines(["line 3: error: cannot convert", source, caret], indent: "  ")
    #expect(piped.suffix(2) == ["  " + source, "  " + caret], "\(piped)")
  }
}
