import UnwrapRendering

/// The escapes that draw the line editor's prompt and text, wrapped as the terminal wraps them
/// (`TerminalLineLayout`), with the cursor put where the editor's is; and, after the window is
/// resized, the row that cursor is on once the terminal has rewrapped what was drawn.
struct LineDrawing {
  /// What to write after moving to the start of the prompt and clearing below it.
  let output: String
  /// Rows between the first row of the prompt and the cursor.
  let cursorRow: Int
  /// Each line's visible characters, its prompt or continuation first.
  private let lines: [[Character]]
  private let columns: Int
  /// The line the cursor is on and the index in it (the prompt counted) of the character it is on.
  private let cursor: (line: Int, index: Int)

  init(text: [Character], cursor: Int, prompt: String, continuation: String, columns: Int) {
    let columns = max(columns, 1)
    let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var output = ""
    var lines: [[Character]] = []
    var rowsBefore = 0
    var endRow = 0
    var cursorLine = (line: 0, index: 0)
    var cursorPlace = TerminalLineLayout.Place(row: 0, column: 0)
    var index = 0
    for (number, line) in textLines.enumerated() {
      let lead = number == 0 ? prompt : continuation
      let visible = Array(TextWrapper.visibleText(lead)) + Array(line)
      let layout = TerminalLineLayout(visible, columns: columns)
      lines.append(visible)
      output += lead + String(line)
      // The terminal waits at the right edge of a full row: the cursor goes to the next row itself.
      if layout.fillsLastRow { output += "\r\n" }
      if cursor >= index && cursor <= index + line.count {
        cursorLine = (number, visible.count - line.count + cursor - index)
        let place = layout.cursor(at: cursorLine.index)
        cursorPlace = .init(row: rowsBefore + place.row, column: place.column)
      }
      let lastRow = layout.cursor(at: visible.count).row
      endRow = rowsBefore + lastRow
      rowsBefore += lastRow + 1
      index += line.count + 1
      if number < textLines.count - 1 { output += "\r\n" }
    }
    if endRow > cursorPlace.row { output += "\u{1B}[\(endRow - cursorPlace.row)A" }
    output += "\r"
    if cursorPlace.column > 0 { output += "\u{1B}[\(cursorPlace.column)C" }
    self.output = output
    self.cursorRow = cursorPlace.row
    self.lines = lines
    self.columns = columns
    self.cursor = cursorLine
  }

  /// The cursor's row, counted from the prompt's first row, once a terminal that rewraps its
  /// lines on a resize (tmux, and most terminals now) has rewrapped this drawing to `newColumns`:
  /// each line drawn rejoins and wraps again at the new width, and the cursor stays on its
  /// character. A line that filled its last row was ended by the drawing's own newline, so it
  /// keeps the empty row after it.
  func cursorRow(rewrappedTo newColumns: Int) -> Int {
    var row = 0
    for (number, visible) in lines.enumerated() {
      let old = TerminalLineLayout(visible, columns: columns)
      let new = TerminalLineLayout(visible, columns: newColumns)
      if number == cursor.line {
        if cursor.index < visible.count { return row + new.places[cursor.index].row }
        return row + (old.fillsLastRow ? new.rows : new.end.row)
      }
      row += new.rows + (old.fillsLastRow ? 1 : 0)
    }
    return row
  }
}
