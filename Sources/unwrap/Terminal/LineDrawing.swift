import UnwrapRendering

/// The escapes that draw the line editor's prompt and text, wrapped as the terminal wraps them
/// (`TerminalLineLayout`), with the cursor put where the editor's is; and, after the window is
/// resized, the row that cursor is on once the terminal has rewrapped what was drawn.
///
/// Text taller than the window (a recalled Free Coding attempt) is drawn a window's rows at a
/// time, as zsh's editor does: the rows around the cursor, the window scrolled only as far as the
/// cursor's row needs. Drawn whole, the cursor could not go up past the top of the screen to the
/// prompt's first row (`ESC[nA` stops there), so every key drew the text again lower down and put
/// the cursor rows below the character it was on.
struct LineDrawing {
  /// What to write after moving to the start of the first row drawn and clearing below it.
  let output: String
  /// Rows between the first row drawn and the cursor.
  let cursorRow: Int
  /// The first row drawn, counted from the prompt's first row: 0 unless the text is taller than
  /// the window.
  let top: Int
  /// Each line's visible characters as drawn, its prompt or continuation first (from the first
  /// row drawn to the last, for a line the window cuts).
  private let lines: [[Character]]
  private let columns: Int
  /// The line drawn that the cursor is on and the index in it of the character it is on.
  private let cursor: (line: Int, index: Int)

  /// One line of the text laid out: its prompt or continuation, the characters as they show, and
  /// the rows it takes from `start` (a line that fills its last row takes the row after it too,
  /// where the terminal's cursor goes).
  private struct Laid {
    var lead: String
    var text: Substring
    var visible: [Character]
    var layout: TerminalLineLayout
    var start: Int
    var rows: Int
  }

  /// `rows`: the window's rows, or nil to draw the text whole however tall it is. `top`: the first
  /// row drawn last time, kept while the cursor's row is still in the window.
  init(
    text: [Character], cursor: Int, prompt: String, continuation: String, columns: Int,
    rows: Int? = nil, top previousTop: Int = 0
  ) {
    let columns = max(columns, 1)
    var laid: [Laid] = []
    var start = 0
    var cursorPlace = (line: 0, index: 0, row: 0, column: 0)
    var index = 0
    let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in textLines.enumerated() {
      let lead = number == 0 ? prompt : continuation
      let visible = Array(TextWrapper.visibleText(lead)) + Array(line)
      let layout = TerminalLineLayout(visible, columns: columns)
      let rows = layout.cursor(at: visible.count).row + 1
      if cursor >= index && cursor <= index + line.count {
        let at = visible.count - line.count + cursor - index
        let place = layout.cursor(at: at)
        cursorPlace = (number, at, start + place.row, place.column)
      }
      laid.append(
        Laid(
          lead: lead, text: Substring(String(line)), visible: visible, layout: layout, start: start,
          rows: rows))
      start += rows
      index += line.count + 1
    }
    let total = start
    let height = min(max(rows ?? total, 1), total)
    // The window moves only as far as keeps the cursor's row in it, and never past the text's end.
    let top = min(
      max(min(max(previousTop, cursorPlace.row - height + 1), cursorPlace.row), 0), total - height)

    var output = ""
    var drawn: [[Character]] = []
    var drawnCursor = (line: 0, index: 0)
    var endRow = 0
    for (number, line) in laid.enumerated() {
      let first = max(top - line.start, 0)
      let last = min(top + height - line.start, line.rows) - 1
      guard first <= last else { continue }
      if !drawn.isEmpty { output += "\r\n" }
      let places = line.layout.places
      let from = places.firstIndex { $0.row >= first } ?? places.count
      let to = places.firstIndex { $0.row > last } ?? places.count
      let leadCount = line.visible.count - line.text.count
      output +=
        from == 0 && to >= leadCount
        ? line.lead + String(line.text.prefix(to - leadCount))
        : String(line.visible[from..<to])
      if number == cursorPlace.line { drawnCursor = (drawn.count, cursorPlace.index - from) }
      drawn.append(Array(line.visible[from..<to]))
      // The terminal waits at the right edge of a full row: the cursor goes to the next row itself.
      if to == places.count, line.layout.fillsLastRow, last == line.rows - 1 {
        output += "\r\n"
        endRow = line.start + last - top
      } else {
        endRow = line.start + (to > from ? places[to - 1].row : first) - top
      }
    }
    let cursorRow = cursorPlace.row - top
    if endRow > cursorRow { output += "\u{1B}[\(endRow - cursorRow)A" }
    output += "\r"
    if cursorPlace.column > 0 { output += "\u{1B}[\(cursorPlace.column)C" }
    self.output = output
    self.cursorRow = cursorRow
    self.top = top
    self.lines = drawn
    self.columns = columns
    self.cursor = drawnCursor
  }

  /// The cursor's row, counted from the first row drawn, once a terminal that rewraps its lines
  /// on a resize (tmux, and most terminals now) has rewrapped this drawing to `newColumns`: each
  /// line drawn rejoins and wraps again at the new width, and the cursor stays on its character.
  /// A line that filled its last row was ended by the drawing's own newline, so it keeps the
  /// empty row after it.
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

/// What the line editor last drew, and the escapes that draw it again in place: up to the first
/// row drawn, clear everything below, then the new drawing. Kept apart from the terminal so a
/// run of redraws can be played on a screen of a given height in tests.
struct DrawnLine {
  /// Rows between the first row drawn and the cursor.
  var cursorRow = 0
  /// The last drawing: the window's first row, kept for the next, and the lines drawn.
  private var last: LineDrawing?

  /// Draws `editor` again, at most `rows` rows of it (nil: all of it), the cursor where the
  /// editor's is, or after the text (`cursorAtEnd`).
  mutating func redraw(
    _ editor: LineEditor, prompt: String, continuation: String, columns: Int, rows: Int?,
    cursorAtEnd: Bool = false
  ) -> String {
    let drawing = LineDrawing(
      text: editor.text, cursor: cursorAtEnd ? editor.text.count : editor.cursor, prompt: prompt,
      continuation: continuation, columns: columns, rows: rows, top: last?.top ?? 0)
    let up = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    cursorRow = drawing.cursorRow
    last = drawing
    return up + "\r\u{1B}[J" + drawing.output
  }

  /// The terminal has rewrapped what was drawn to `columns`: the cursor's row is counted again.
  mutating func rewrapped(to columns: Int) {
    if let last { cursorRow = last.cursorRow(rewrappedTo: columns) }
  }
}
