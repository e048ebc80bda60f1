import Testing
import UnwrapRendering

@testable import unwrap

/// Where a terminal draws each character of a wrapped line, and so where the line editor puts its
/// cursor and how many rows it moves up to redraw: a 2-column character that does not fit in a
/// row's last column goes to the next row and leaves that cell blank.
@Suite struct TerminalLineLayoutTests {
  typealias Place = TerminalLineLayout.Place

  func places(_ text: String, columns: Int) -> [Place] {
    TerminalLineLayout(text, columns: columns).places
  }

  @Test func asciiWrapsAfterTheLastColumn() {
    let layout = TerminalLineLayout("abcde", columns: 3)
    #expect(
      layout.places == [
        Place(row: 0, column: 0), Place(row: 0, column: 1), Place(row: 0, column: 2),
        Place(row: 1, column: 0), Place(row: 1, column: 1),
      ])
    #expect(layout.end == Place(row: 1, column: 2))
    #expect(layout.rows == 2)
    #expect(!layout.fillsLastRow)
    #expect(layout.cursor(at: 5) == Place(row: 1, column: 2))
  }

  @Test func aFullRowPutsTheCursorAfterTheTextOnTheNextRow() {
    let layout = TerminalLineLayout("abcdef", columns: 3)
    #expect(layout.fillsLastRow)
    #expect(layout.rows == 2)
    #expect(layout.cursor(at: 6) == Place(row: 2, column: 0))
    #expect(layout.cursor(at: 5) == Place(row: 1, column: 2))
  }

  @Test func aWideCharacterThatWouldStraddleTheEdgeGoesToTheNextRow() {
    let layout = TerminalLineLayout("ab日本", columns: 3)
    #expect(
      layout.places == [
        Place(row: 0, column: 0), Place(row: 0, column: 1), Place(row: 1, column: 0),
        Place(row: 2, column: 0),
      ], "日 leaves column 2 blank; 本 does not fit after it either")
    #expect(layout.end == Place(row: 2, column: 2))
    #expect(layout.rows == 3)
    #expect(layout.cursor(at: 2) == Place(row: 1, column: 0), "the cursor sits on 日")
  }

  @Test func aWideCharacterThatFitsTheLastTwoColumnsStaysAndFillsTheRow() {
    let layout = TerminalLineLayout("a日", columns: 3)
    #expect(layout.places == [Place(row: 0, column: 0), Place(row: 0, column: 1)])
    #expect(layout.fillsLastRow)
    #expect(layout.cursor(at: 2) == Place(row: 1, column: 0))
  }

  @Test func emojiAreTwoColumnsAndWrapAsWideCharacters() {
    #expect(
      places("a👍b❤️", columns: 2) == [
        Place(row: 0, column: 0), Place(row: 1, column: 0), Place(row: 2, column: 0),
        Place(row: 3, column: 0),
      ])
  }

  @Test func combiningMarksShareTheirLettersCell() {
    let layout = TerminalLineLayout("e\u{301}e\u{301}x", columns: 2)
    #expect(layout.places.count == 3, "two letters with accents and an x: three characters")
    #expect(
      layout.places == [
        Place(row: 0, column: 0), Place(row: 0, column: 1), Place(row: 1, column: 0),
      ])
  }

  @Test func aWideCharacterWiderThanTheRowStillTakesOneRowEach() {
    #expect(places("日本", columns: 1) == [Place(row: 0, column: 0), Place(row: 1, column: 0)])
  }

  /// The audit's case: a 34-column prompt at 60 columns, 25 letters end at column 59, then 日本語:
  /// 日 goes to the next row. After ← ← the cursor is on 本 (column 2), not on 日's right half.
  @Test func theCursorIsDrawnWhereTypingGoesAfterAWideCharacterWraps() {
    let prompt = String(repeating: "p", count: 34)
    let text = Array(String(repeating: "x", count: 25) + "日本語")
    let atEnd = LineDrawing(
      text: text, cursor: text.count, prompt: prompt, continuation: "", columns: 60)
    #expect(atEnd.cursorRow == 1)
    #expect(atEnd.output.hasSuffix("日本語\r\u{1B}[6C"), "\(atEnd.output.debugDescription)")
    let onBen = LineDrawing(
      text: text, cursor: text.count - 2, prompt: prompt, continuation: "", columns: 60)
    #expect(onBen.cursorRow == 1)
    #expect(onBen.output.hasSuffix("日本語\r\u{1B}[2C"), "\(onBen.output.debugDescription)")
    let onRi = LineDrawing(
      text: text, cursor: 25, prompt: prompt, continuation: "", columns: 60)
    #expect(onRi.output.hasSuffix("日本語\r"), "on 日, at the start of the second row")
  }

  /// After a resize the terminal rewraps what was drawn; the editor must move up the rows the
  /// cursor is below the prompt's start at the new width, not the old.
  @Test func theCursorsRowIsCountedAgainAtTheNewWidth() {
    let prompt = String(repeating: "p", count: 34)
    let text = Array(String(repeating: "x", count: 90))
    let drawing = LineDrawing(
      text: text, cursor: text.count, prompt: prompt, continuation: "", columns: 80)
    #expect(drawing.cursorRow == 1, "124 cells: two rows at 80 columns")
    #expect(drawing.cursorRow(rewrappedTo: 50) == 2, "three rows at 50")
    #expect(drawing.cursorRow(rewrappedTo: 200) == 0)
    let midway = LineDrawing(
      text: text, cursor: 10, prompt: prompt, continuation: "", columns: 80)
    #expect(midway.cursorRow(rewrappedTo: 20) == 2, "cell 44 is on the third row of 20")
  }

  @Test func aRewrappedDrawingOfSeveralLinesKeepsEachLinesOwnRows() {
    let text = Array(String(repeating: "a", count: 18) + "\n" + String(repeating: "b", count: 6))
    // At 10 columns: "> " + 18 a's fill two rows exactly, the drawing's newline, the line break,
    // then "· " + 6 b's.
    let drawing = LineDrawing(
      text: text, cursor: text.count, prompt: "> ", continuation: "· ", columns: 10)
    #expect(drawing.cursorRow == 3)
    // At 6 columns: 20 cells take four rows, the row left by the full row's newline stays, then 8
    // cells take two rows: the cursor is on the second of them.
    #expect(drawing.cursorRow(rewrappedTo: 6) == 6)
  }
}
