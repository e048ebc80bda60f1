import Testing

@testable import UnwrapKit
@testable import UnwrapRendering
@testable import unwrap

/// Compiler errors, code and a program's output in the watch screen, `exercises check` and Free
/// Coding's verdicts, at terminals of 20 to 80 columns: prose wrapped, code cut under its indent,
/// and the caret under a compile error still under the character it points at.
@Suite struct VerdictDetailsWidthTests {
  static let error =
    "cannot convert value of type 'Int' to specified type 'String'"
  static let source = "  let sign: String = 1_200 + 3_400 + 5_600"
  /// Under the `1` of `1_200`.
  static let caret = "                     ^"

  /// The caret's row points at `1`: the character in its column on the row above.
  static func expectCaretUnderOne(
    _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let visible = lines.map(TextWrapper.visibleText)
    guard let row = visible.firstIndex(where: { $0.hasSuffix("^") && $0.drop { $0 == " " } == "^" })
    else {
      Issue.record("no caret:\n\(visible.joined(separator: "\n"))", sourceLocation: sourceLocation)
      return
    }
    let column = visible[row].count - 1
    let above = Array(visible[row - 1])
    #expect(
      column < above.count && above[column] == "1",
      "the caret points at nothing:\n\(visible.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [20, 30, 40, 80])
  func theWatchScreensReportFitsWithItsCaretInPlace(width: Int) {
    let screen = ExerciseViews.Screen(
      status: ScreenWrappingTests.status, file: "exercises/002-town-sign.swift", done: 1,
      total: 109, sectionTitle: "Strings and integers",
      report: [
        "It does not compile yet: the compiler found 1 error.",
        "exercises/002-town-sign.swift:3: error: \(Self.error)", Self.source, Self.caret,
      ], passed: false)
    let views = ExerciseViews(style: ScreenWrappingTests.plain, width: width, codeColumns: width)
    let lines = views.screen(screen, watching: true)
    ScreenWrappingTests.expectWrapped(lines, width: width, keeping: [Self.error])
    Self.expectCaretUnderOne(lines)
    // To a pipe the code is whole, as it was written.
    let piped = ExerciseViews(style: ScreenWrappingTests.plain, width: width)
    #expect(piped.screen(screen, watching: true).contains(Self.source))
  }

  @Test(arguments: [20, 30, 40, 80])
  func aFreeCodingVerdictsDetailsFitWithTheCaretInPlace(width: Int) {
    let console = ScriptedConsole(input: "")
    let ui = TerminalPracticeUI(
      console: console, style: ScreenWrappingTests.plain, width: width, codeColumns: width)
    let output = "− the program should have printed this long line"
    ui.show(
      .verdict(
        PracticeVerdict(
          isCorrect: false, explanation: "It does not compile yet.",
          details: ["line 1: error: \(Self.error)", Self.source, Self.caret, output, "+ nothing"])))
    let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    ScreenWrappingTests.expectWrapped(lines, width: width, keeping: [Self.error])
    Self.expectCaretUnderOne(lines)
    // The program's output is all there, cut under its `−` when it is wider.
    let shown = lines.map { TextWrapper.visibleText($0).drop { $0 == " " } }
      .map { $0.hasPrefix("↳ ") || $0.hasPrefix("− ") ? String($0.dropFirst(2)) : "" }
      .joined()
    #expect(shown.contains(String(output.dropFirst(2))), "\(lines)")
  }

  /// A caret at the end of a line that fills its last row stays on the screen.
  @Test func aCaretPastAFullRowStaysOnTheScreen() {
    let details = VerdictDetails(style: ScreenWrappingTests.plain, width: 20, codeColumns: 20)
    let lines = details.lines([
      "  " + String(repeating: "x", count: 36), "  " + String(repeating: " ", count: 36) + "^",
    ])
    for line in lines { #expect(Style.visibleWidth(line) <= 20, "\(lines)") }
    #expect(lines.last?.hasSuffix("^") == true)
  }
}

/// The short messages after a skip are prose, wrapped like the rest, at 20 and 30 columns.
@Suite struct SkipMessageWidthTests {
  @Test(arguments: [20, 30])
  func skipMessagesWrap(width: Int) {
    let console = ScriptedConsole(input: "")
    let practice = TerminalPracticeUI(
      console: console, style: ScreenWrappingTests.plain, width: width)
    practice.show(.questionSkipped)
    practice.show(.cardSkipped)
    practice.show(.noHint)
    let learn = TerminalLearnUI(console: console, style: ScreenWrappingTests.plain, width: width)
    learn.show(
      .statementVerdict(
        StatementVerdict(wasRight: false, statementIsTrue: true, reason: "", wasSkipped: true)))
    let lines = console.output.split(separator: "\n").map(String.init)
    ScreenWrappingTests.expectWrapped(
      lines, width: width,
      keeping: [
        "Skipped: this question counts as not right.",
        "Skipped: this card stays due, so your next review asks it again.",
        "This question has no hint.", "Skipped (counts as not right): it is true.",
      ])
  }
}
