import Testing

@testable import unwrap

/// A terminal's screen for one-column characters: printing with the wait at the right edge before
/// wrapping, `\r`, `\n` (scrolling at the bottom), and the escapes the line editor writes: cursor
/// up (which stops at the top row), cursor right, and clearing below the cursor.
struct VirtualScreen {
  let rows: Int
  let columns: Int
  private(set) var grid: [[Character]]
  private(set) var row = 0
  private(set) var column = 0
  private var waitingAtEdge = false

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The text of a row, without the spaces after it.
  func text(_ row: Int) -> String {
    String(String(grid[row]).reversed().drop { $0 == " " }.reversed())
  }

  mutating func write(_ output: String) {
    // By scalar: "\r\n" is one Character.
    var characters = Array(output.unicodeScalars.map(Character.init))[...]
    while let character = characters.popFirst() {
      switch character {
      case "\r":
        column = 0
        waitingAtEdge = false
      case "\n":
        lineFeed()
        waitingAtEdge = false
      case "\u{1B}":
        guard characters.popFirst() == "[" else { continue }
        var digits = ""
        while let next = characters.first, next.isNumber { digits.append(characters.removeFirst()) }
        let count = Int(digits) ?? 1
        waitingAtEdge = false
        switch characters.popFirst() {
        case "A": row = max(row - count, 0)
        case "C": column = min(column + count, columns - 1)
        case "J":
          grid[row].replaceSubrange(column..., with: repeatElement(" ", count: columns - column))
          for below in (row + 1)..<rows { grid[below] = Array(repeating: " ", count: columns) }
        default: break
        }
      default:
        if waitingAtEdge {
          column = 0
          lineFeed()
          waitingAtEdge = false
        }
        grid[row][column] = character
        if column == columns - 1 { waitingAtEdge = true } else { column += 1 }
      }
    }
  }

  private mutating func lineFeed() {
    if row == rows - 1 {
      grid.removeFirst()
      grid.append(Array(repeating: " ", count: columns))
    } else {
      row += 1
    }
  }
}

/// Text taller than the window in the line editor (a recalled Free Coding attempt): the rows
/// around the cursor are drawn, so the cursor is always on the character the editor's is on. Drawn
/// whole, the cursor could not go up past the top of the screen, and each key drew the text again
/// lower down with the cursor rows below its character.
@Suite struct TallLineDrawingTests {
  /// Plays keys on the editor, drawing after each as `TerminalLineReader` does, and checks after
  /// each that the screen's cursor is on the editor's character (or after its line's end).
  static func play(
    _ keys: [EditKey], on editor: inout LineEditor, screen: inout VirtualScreen,
    drawn: inout DrawnLine
  ) {
    for key in keys {
      _ = editor.apply(key)
      screen.write(
        drawn.redraw(
          editor, prompt: "> ", continuation: ". ", columns: screen.columns, rows: screen.rows))
      let text = editor.text
      let line = text[editor.lineStart..<editor.lineEnd]
      let before = text[editor.lineStart..<editor.cursor]
      let lead = editor.lineStart == 0 ? "> " : ". "
      // Where the cursor stands in its line, wrapped at the screen's width, and what is under it.
      let offset = lead.count + before.count
      let under = screen.text(screen.row).dropFirst(screen.column).first
      #expect(
        screen.column == offset % screen.columns,
        "\(key): column \(screen.column), expected \(offset % screen.columns)")
      if editor.cursor < editor.lineEnd {
        #expect(
          under == text[editor.cursor], "\(key): under the cursor \(String(describing: under))")
      } else {
        #expect(under == nil, "\(key): past \(String(line)) but on \(String(describing: under))")
      }
    }
  }

  /// Thirty lines recalled at a 10-row window, below a question: the last ten are on screen; ↑ to
  /// the fourth line scrolls the window up with the cursor; a letter typed there shows on it.
  @Test func aRecalledAttemptTallerThanTheWindowKeepsTheCursorOnItsCharacter() {
    let attempt = (1...30).map { "let a\($0) = \($0)" }.joined(separator: "\n")
    var editor = LineEditor(history: [attempt])
    var screen = VirtualScreen(rows: 10, columns: 40)
    screen.write("Write some code.\r\n\r\n")
    var drawn = DrawnLine()
    screen.write(drawn.redraw(editor, prompt: "> ", continuation: ". ", columns: 40, rows: 10))
    Self.play([.up], on: &editor, screen: &screen, drawn: &drawn)
    #expect(screen.text(9) == ". let a30 = 30" && screen.text(0) == ". let a21 = 21")
    Self.play(
      Array(repeating: .up, count: 26) + [.character("X"), .left, .home],
      on: &editor, screen: &screen, drawn: &drawn)
    #expect(screen.row == 0 && screen.text(0) == ". let a4 = 4X", "\(screen.grid)")
    #expect(screen.text(9) == ". let a13 = 13", "the window moved no further than the cursor")
    Self.play(
      Array(repeating: .up, count: 3) + Array(repeating: .down, count: 9), on: &editor,
      screen: &screen, drawn: &drawn)
    #expect(screen.text(0) == "> let a1 = 1" && screen.text(9) == ". let a10 = 10")
    #expect(screen.row == 9)
  }

  /// One line taller than the window, wrapped at 10 columns: the rows around the cursor.
  @Test func aLineTallerThanTheWindowIsDrawnAroundTheCursor() {
    let long = String((0..<80).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
    var editor = LineEditor(history: [long])
    var screen = VirtualScreen(rows: 4, columns: 10)
    var drawn = DrawnLine()
    screen.write(drawn.redraw(editor, prompt: "> ", continuation: ". ", columns: 10, rows: 4))
    Self.play(
      [.up, .home] + Array(repeating: .right, count: 45) + [.end, .character("Z")], on: &editor,
      screen: &screen, drawn: &drawn)
  }

  /// Text that fits is drawn whole, as it always was.
  @Test func textThatFitsIsDrawnWhole() {
    let text = Array("let a = 1\nlet b = 2")
    let whole = LineDrawing(
      text: text, cursor: 3, prompt: "> ", continuation: ". ", columns: 40)
    let fitting = LineDrawing(
      text: text, cursor: 3, prompt: "> ", continuation: ". ", columns: 40, rows: 2)
    #expect(fitting.output == whole.output && fitting.top == 0)
    #expect(whole.output == "> let a = 1\r\n. let b = 2\u{1B}[1A\r\u{1B}[5C")
  }
}
