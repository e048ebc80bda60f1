/// One key the line editor understands, already decoded from the terminal's bytes.
enum EditKey: Equatable {
  case character(Character)
  case left, right, home, end, up, down
  case backspace, delete
  /// Ctrl-K: delete from the cursor to the end of the line.
  case killToEnd
  /// Ctrl-U: delete from the start of the line to the cursor.
  case killToStart
  /// Ctrl-W: delete the word before the cursor.
  case killWord
  case enter
  /// Ctrl-C.
  case interrupt
  /// Ctrl-\: ends unwrap as SIGQUIT does (status 131).
  case quit
  /// Ctrl-Z: stop unwrap until `fg`, as in any terminal program.
  case suspend
  /// Ctrl-D: end of input on an empty line, else delete under the cursor.
  case endOfInput
  /// A key or sequence the editor has no use for.
  case ignored
}

/// The editing rules of a prompt as a pure value (text, cursor, history, key in, new state out), so
/// every key is unit tested without a terminal; `TerminalLineReader` only draws it and feeds it keys.
/// The text may hold several lines (a recalled Free Coding attempt); ↑/↓ move between them before
/// they reach the history.
struct LineEditor: Equatable {
  /// What a key did to the prompt.
  enum Outcome: Equatable {
    case editing
    case submit(String)
    case endOfInput
    case interrupt
    case quit
  }

  private(set) var text: [Character]
  /// An index into `text`, from 0 (before the first character) to `text.count`.
  private(set) var cursor: Int
  /// Earlier answers, oldest first.
  let history: [String]
  /// Which history entry is shown; `history.count` is the learner's own draft.
  private var historyIndex: Int
  private var draft: [Character] = []

  init(history: [String] = [], text: String = "") {
    self.history = history
    self.text = Array(text)
    self.cursor = self.text.count
    self.historyIndex = history.count
  }

  var string: String { String(text) }

  mutating func apply(_ key: EditKey) -> Outcome {
    switch key {
    case .character(let character): insert(character)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home: cursor = lineStart
    case .end: cursor = lineEnd
    case .up: moveUp()
    case .down: moveDown()
    case .backspace:
      if cursor > 0 {
        text.remove(at: cursor - 1)
        cursor -= 1
      }
    case .delete:
      if cursor < text.count { text.remove(at: cursor) }
    case .killToEnd: text.removeSubrange(cursor..<lineEnd)
    case .killToStart:
      let start = lineStart
      text.removeSubrange(start..<cursor)
      cursor = start
    case .killWord: killWord()
    case .enter: return .submit(string)
    case .interrupt: return .interrupt
    case .quit: return .quit
    case .endOfInput:
      if text.isEmpty { return .endOfInput }
      if cursor < text.count { text.remove(at: cursor) }
    case .ignored, .suspend: break
    }
    return .editing
  }

  /// Inserts a character; a combining mark typed on its own joins the character before it.
  private mutating func insert(_ character: Character) {
    if cursor > 0 {
      let joined = String(text[cursor - 1]) + String(character)
      if joined.count == 1, let single = joined.first {
        text[cursor - 1] = single
        return
      }
    }
    text.insert(character, at: cursor)
    cursor += 1
  }

  private mutating func killWord() {
    var start = cursor
    while start > lineStart, text[start - 1] == " " { start -= 1 }
    while start > lineStart, text[start - 1] != " " { start -= 1 }
    text.removeSubrange(start..<cursor)
    cursor = start
  }

  // MARK: Lines within the text

  /// Where the line holding the cursor starts.
  var lineStart: Int {
    var index = cursor
    while index > 0, text[index - 1] != "\n" { index -= 1 }
    return index
  }

  /// Where the line holding the cursor ends (before its newline).
  var lineEnd: Int {
    var index = cursor
    while index < text.count, text[index] != "\n" { index += 1 }
    return index
  }

  private mutating func moveUp() {
    let start = lineStart
    guard start > 0 else { return recall(historyIndex - 1) }
    let column = cursor - start
    var previousStart = start - 1
    while previousStart > 0, text[previousStart - 1] != "\n" { previousStart -= 1 }
    cursor = min(previousStart + column, start - 1)
  }

  private mutating func moveDown() {
    let end = lineEnd
    guard end < text.count else { return recall(historyIndex + 1) }
    let column = cursor - lineStart
    var nextEnd = end + 1
    while nextEnd < text.count, text[nextEnd] != "\n" { nextEnd += 1 }
    cursor = min(end + 1 + column, nextEnd)
  }

  /// Shows history entry `index` (or the draft past the newest), cursor at its end.
  private mutating func recall(_ index: Int) {
    guard index >= 0, index <= history.count, index != historyIndex else { return }
    if historyIndex == history.count { draft = text }
    historyIndex = index
    text = index == history.count ? draft : Array(history[index])
    cursor = text.count
  }
}
