import UnwrapRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads keys from a terminal in raw mode and draws a `LineEditor` as it changes: the terminal half
/// of the line editor. Keys typed ahead (a paste of several lines) wait for the next prompt.
final class TerminalLineReader {
  private var decoder = KeyDecoder()
  private var keys: [EditKey] = []
  private let write: (String) -> Void
  /// Rows between the first row of the prompt and the cursor, as last drawn.
  private var cursorRow = 0

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Edits one answer; `continuation` starts the rows after the first of a text of several lines.
  /// Nil when raw mode could not be set (the caller reads a plain line instead).
  func editLine(prompt: String, continuation: String, history: [String]) -> LineEditor.Outcome? {
    RawMode.run {
      var editor = LineEditor(history: history)
      cursorRow = 0
      draw(editor, prompt: prompt, continuation: continuation)
      while true {
        guard let key = nextKey() else {
          draw(editor, prompt: prompt, continuation: continuation, cursorAtEnd: true)
          return .endOfInput
        }
        if key == .suspend {
          InterruptHandling.suspendFromKeyboard()
          // The shell wrote below the prompt meanwhile: draw it afresh on a line of its own.
          write("\r\n")
          cursorRow = 0
          draw(editor, prompt: prompt, continuation: continuation)
          continue
        }
        let outcome = editor.apply(key)
        if outcome == .editing {
          // Keys already read (a paste) are applied first and drawn once: drawing after each one
          // made a pasted line take time and output that grew with the square of its length.
          if keys.isEmpty { draw(editor, prompt: prompt, continuation: continuation) }
          continue
        }
        draw(editor, prompt: prompt, continuation: continuation, cursorAtEnd: true)
        if outcome != .endOfInput { write("\r\n") }
        return outcome
      }
    }
  }

  /// Waits for one key in raw mode (the pager's), or nil at the end of input.
  func readKey() -> EditKey? {
    RawMode.run { nextKey() } ?? nil
  }

  /// The next key, reading more bytes when none is waiting; nil at the end of input or on an error.
  private func nextKey() -> EditKey? {
    while keys.isEmpty {
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      keys = decoder.feed(buffer[..<count])
      if keys.isEmpty && !Self.moreBytesWaiting() { decoder.flushLoneEscape() }
    }
    return keys.removeFirst()
  }

  /// Whether more input arrives within 50 ms (the rest of an escape sequence, or not: a lone Escape).
  private static func moreBytesWaiting() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 50) > 0
  }

  /// Redraws the prompt and text in place, wrapping rows as the terminal does, then puts the cursor
  /// where the editor's is (or after the text, before leaving the prompt).
  private func draw(
    _ editor: LineEditor, prompt: String, continuation: String, cursorAtEnd: Bool = false
  ) {
    let columns = max(TerminalCapabilities.outputColumns() ?? 80, 1)
    let lines = editor.text.split(separator: "\n", omittingEmptySubsequences: false)
    var output = cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : ""
    output += "\r\u{1B}[J"
    var rowsBefore = 0
    var cursorPlace = (row: 0, column: 0)
    var index = 0
    var endRow = 0
    for (number, line) in lines.enumerated() {
      let lead = number == 0 ? prompt : continuation
      let leadWidth = Style.visibleWidth(lead)
      output += lead + String(line)
      let width = leadWidth + CharacterWidth.columns(of: line)
      if width > 0 && width % columns == 0 { output += "\r\n" }
      let cursor = cursorAtEnd ? editor.text.count : editor.cursor
      if cursor >= index && cursor <= index + line.count {
        let before = leadWidth + CharacterWidth.columns(of: line.prefix(cursor - index))
        cursorPlace = (rowsBefore + before / columns, before % columns)
      }
      endRow = rowsBefore + width / columns
      rowsBefore += width / columns + 1
      index += line.count + 1
      if number < lines.count - 1 { output += "\r\n" }
    }
    if endRow > cursorPlace.row { output += "\u{1B}[\(endRow - cursorPlace.row)A" }
    output += "\r"
    if cursorPlace.column > 0 { output += "\u{1B}[\(cursorPlace.column)C" }
    cursorRow = cursorPlace.row
    write(output)
  }
}
