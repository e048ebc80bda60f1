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
  /// What was last drawn: where the cursor is, and the drawing, to find its row after a resize.
  private var drawn = DrawnLine()

  /// What the editor waits for: a key, or the window being resized.
  private enum Input {
    case key(EditKey)
    case resized
  }

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Edits one answer; `continuation` starts the rows after the first of a text of several lines.
  /// Nil when raw mode could not be set (the caller reads a plain line instead).
  func editLine(prompt: String, continuation: String, history: [String]) -> LineEditor.Outcome? {
    takeTypedAhead()
    return RawMode.run {
      let resizes = InterruptHandling.watchResizes()
      defer { if resizes != nil { InterruptHandling.stopWatchingResizes() } }
      var editor = LineEditor(history: history)
      drawn = DrawnLine()
      draw(editor, prompt: prompt, continuation: continuation)
      while true {
        guard let input = nextInput(resizes: resizes) else {
          draw(editor, prompt: prompt, continuation: continuation, cursorAtEnd: true)
          return .endOfInput
        }
        guard case .key(let key) = input else {
          redrawAfterResize(editor, prompt: prompt, continuation: continuation)
          continue
        }
        if key == .suspend {
          InterruptHandling.suspendFromKeyboard()
          // The shell wrote below the prompt meanwhile: draw it afresh on a line of its own.
          write("\r\n")
          drawn.cursorRow = 0
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

  /// Waits in raw mode for one key or for the window to be resized (the pager's), or nil at the
  /// end of input.
  func readKeyOrResize() -> Pager.Input? {
    takeTypedAhead()
    return RawMode.run { () -> Pager.Input? in
      let resizes = InterruptHandling.watchResizes()
      defer { if resizes != nil { InterruptHandling.stopWatchingResizes() } }
      switch nextInput(resizes: resizes) {
      case .key(let key)?: return .key(key)
      case .resized?: return .resized
      case nil: return nil
      }
    } ?? nil
  }

  /// Lines typed while unwrap worked between prompts wait as keys; a Ctrl-D among them is one too.
  private func takeTypedAhead() {
    let typed = RawMode.takeTypedAhead()
    keys += decoder.feed(typed.bytes)
    if typed.ended { keys.append(.endOfInput) }
  }

  /// The next key, reading more bytes when none is waiting, or a resize when `resizes` (the pipe
  /// from `InterruptHandling.watchResizes`) has one; nil at the end of input or on an error.
  private func nextInput(resizes: Int32?) -> Input? {
    while keys.isEmpty {
      if let resizes, Self.waitForKeyOrResize(resizes) { return .resized }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      keys = decoder.feed(buffer[..<count])
      if keys.isEmpty && !Self.moreBytesWaiting() { decoder.flushLoneEscape() }
    }
    return .key(keys.removeFirst())
  }

  /// Waits until a key can be read or the window is resized; true for a resize.
  private static func waitForKeyOrResize(_ resizes: Int32) -> Bool {
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resizes, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&descriptors, 2, -1) < 0 {
      // Interrupted by a signal (the resize's own, often): wait again; another error: read.
      guard errno == EINTR else { return false }
    }
    return descriptors[1].revents != 0 && InterruptHandling.takeResizes(from: resizes)
  }

  /// Whether more input arrives within 50 ms (the rest of an escape sequence, or not: a lone Escape).
  private static func moreBytesWaiting() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    var result = poll(&descriptor, 1, 50)
    // A resize's signal may cut the wait short: a lone Escape is only decided after a full wait.
    while result < 0 && errno == EINTR { result = poll(&descriptor, 1, 50) }
    return result > 0
  }

  /// Redraws the prompt and text in place, wrapping rows as the terminal does, then puts the cursor
  /// where the editor's is. Text taller than the window is drawn a window's rows at a time, the
  /// rows around the cursor (`LineDrawing`); leaving the prompt (`cursorAtEnd`), it is drawn whole,
  /// the cursor after it, so the terminal's scrollback keeps every line of the answer.
  private func draw(
    _ editor: LineEditor, prompt: String, continuation: String, cursorAtEnd: Bool = false
  ) {
    write(
      drawn.redraw(
        editor, prompt: prompt, continuation: continuation, columns: Self.columns(),
        rows: cursorAtEnd ? nil : TerminalCapabilities.outputRows(), cursorAtEnd: cursorAtEnd))
  }

  /// After the window is resized. The terminal has rewrapped what was drawn to the new width (tmux
  /// and most terminals now do), so the cursor is no longer `cursorRow` rows below the prompt's
  /// start: moving up that far left the prompt's first rows on screen, under a second prompt.
  /// As linenoise and readline do, the rows are counted again at the new width (`LineDrawing`),
  /// the cursor goes up that many to the prompt's first row, and everything below is cleared and
  /// drawn afresh. Saving the cursor's place (ESC 7) instead would not do: the place saved is not
  /// moved by the rewrap, nor by the screen scrolling as the text grows. A terminal that cuts its
  /// rows instead of rewrapping keeps the cursor on its row; going up too far there clears a row of
  /// the question above, which is better than leaving a stale prompt.
  private func redrawAfterResize(_ editor: LineEditor, prompt: String, continuation: String) {
    drawn.rewrapped(to: Self.columns())
    draw(editor, prompt: prompt, continuation: continuation)
  }

  private static func columns() -> Int {
    max(TerminalCapabilities.outputColumns() ?? 80, 1)
  }
}
