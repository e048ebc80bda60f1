import UnwrapRendering

/// Shows text longer than the terminal one screen at a time (Enter or Space for the next part,
/// q to stop), so it does not scroll away: a lesson and its P.S. before the review, a review's
/// statements before its prompt. Written here rather than handing the text to `less`, which may
/// be missing and would take the colours' escapes literally. A resized window is followed: what
/// is left is laid out again for the new size, and the prompt drawn again in the form that fits.
struct Pager {
  /// A lesson's prompt, longest first: q skips the rest of the lesson, on to its P.S. and the review.
  static let lessonPrompts = [
    "-- Enter for more · q for the review --", "-- Enter: more · q: review --", "-- Enter · q --",
    "--",
  ]
  /// A review's statements: q skips to the prompt, where `l` lists them again.
  static let statementPrompts = [
    "-- Enter for more statements · q to answer --", "-- Enter: more · q: answer --",
    "-- Enter · q --", "--",
  ]

  /// What the pager waits for: a key, or the window being resized.
  enum Input: Equatable {
    case key(EditKey)
    case resized
  }

  /// The longest prompt that fits one row of a terminal `columns` wide with a column left for the
  /// cursor, so moving back to its start and clearing it (`\r`, `\e[K`), which reaches only its
  /// last row, clears it all.
  static func prompt(columns: Int, in prompts: [String] = lessonPrompts) -> String {
    prompts.first { Style.visibleWidth($0) < columns } ?? ""
  }

  /// The rows a line takes at a terminal `columns` wide.
  static func height(_ line: Substring, columns: Int) -> Int {
    max(1, (Style.visibleWidth(String(line)) + max(columns, 1) - 1) / max(columns, 1))
  }

  /// Waits for a key or a resize; nil at the end of input.
  let read: () -> Input?
  /// The terminal's rows and columns now.
  let size: () -> (rows: Int, columns: Int)
  let write: (String) -> Void
  /// Told after each key: what was on screen has been seen.
  var paused: () -> Void = {}

  /// One line of the text laid out, and the piece it belongs to.
  private struct Line {
    var text: Substring
    var piece: Int
    var height: Int
  }

  /// The text laid out at the terminal's size, and how far it has been shown.
  private struct Layout {
    let text: PagedText
    var rows = 0
    var columns = 0
    var lines: [Line] = []
    /// The first line not yet shown.
    var next = 0
    /// Whether the recap is shown after the text, once it took more than one screen.
    var withRecap = false

    /// Lays the text out again at `size`, going on from the start of the piece it had reached.
    mutating func fit(_ size: (rows: Int, columns: Int)) {
      guard size.rows != rows || size.columns != columns else { return }
      let piece = next < lines.count ? lines[next].piece : nil
      let finished = !lines.isEmpty && next >= lines.count
      (rows, columns) = size
      var pieces = text.layout(columns)
      if withRecap, let recap = text.recap { pieces += recap(columns) }
      lines = pieces.enumerated().flatMap { number, piece in
        piece.split(separator: "\n", omittingEmptySubsequences: false).map {
          Line(text: $0, piece: number, height: Pager.height($0, columns: size.columns))
        }
      }
      if let piece {
        next = lines.firstIndex { $0.piece == piece } ?? lines.count
      } else {
        next = finished ? lines.count : 0
      }
    }

    /// Adds the recap after the text.
    mutating func addRecap() {
      guard !withRecap, let recap = text.recap else { return }
      withRecap = true
      let first = (lines.last?.piece ?? -1) + 1
      lines += recap(columns).enumerated().flatMap { number, piece in
        piece.split(separator: "\n", omittingEmptySubsequences: false).map {
          Line(text: $0, piece: first + number, height: Pager.height($0, columns: columns))
        }
      }
    }

    /// The lines from `next` on that fill at most `room` rows: at least one, or the pager would
    /// never move on past a line taller than the screen, unless `mayBeEmpty`.
    func part(room: Int, mayBeEmpty: Bool) -> Range<Int> {
      var end = next
      var height = 0
      while end < lines.count, height + lines[end].height <= room {
        height += lines[end].height
        end += 1
      }
      if end == next, !mayBeEmpty, end < lines.count { end += 1 }
      return next..<end
    }

    func joined(_ range: Range<Int>) -> String {
      lines[range].map(\.text).joined(separator: "\n")
    }
  }

  /// Writes text a part at a time, each leaving a row for the prompt and the last leaving the
  /// text's `reserve`; `used` rows are already on screen since the last key, so the first part
  /// is that much shorter. What follows a `q` is not shown but the recap.
  func show(_ text: PagedText, used alreadyUsed: Int = 0) {
    var layout = Layout(text: text)
    layout.fit(size())
    var used = alreadyUsed
    while layout.next < layout.lines.count {
      let room = max(layout.rows - used, 1)
      let rest = layout.next..<layout.lines.count
      if layout.lines[rest].map(\.height).reduce(0, +) + text.reserve(layout.columns) <= room {
        return write(layout.joined(rest))
      }
      layout.addRecap()
      let part = layout.part(room: room - 1, mayBeEmpty: used > 0)
      layout.next = part.upperBound
      var prompt = Self.prompt(columns: layout.columns, in: text.prompts)
      write(part.isEmpty ? prompt : layout.joined(part) + "\n" + prompt)
      waiting: while true {
        switch read() {
        case .key(.enter), .key(.character(" ")): break waiting
        case .key(.character("q")), .key(.character("Q")), .key(.endOfInput), nil:
          paused()
          write("\r\u{1B}[K")
          if layout.withRecap, let recap = text.recap {
            write(recap(layout.columns).joined(separator: "\n"))
          }
          return
        case .key(.interrupt): InterruptHandling.interruptFromKeyboard()
        case .key(.quit): InterruptHandling.quitFromKeyboard()
        case .key(.suspend):
          InterruptHandling.suspendFromKeyboard()
          write("\r\n" + prompt)
        case .resized:
          let old = (columns: layout.columns, prompt: prompt)
          layout.fit(size())
          prompt = Self.prompt(columns: layout.columns, in: text.prompts)
          write(Self.redraw(old.prompt, drawnAt: old.columns, as: prompt, at: layout.columns))
        case .key: continue
        }
      }
      paused()
      write("\r\u{1B}[K")
      used = 0
      // A resize missed while writing (SIGWINCH is watched only while waiting) is followed too.
      layout.fit(size())
    }
  }

  /// Draws the prompt again after a resize: the terminal has rewrapped the one on screen to the
  /// new width, so the cursor goes up the rows it now takes before clearing below and drawing the
  /// form that fits one row.
  static func redraw(_ old: String, drawnAt oldColumns: Int, as new: String, at columns: Int)
    -> String
  {
    let drawing = LineDrawing(
      text: [], cursor: 0, prompt: old, continuation: "", columns: oldColumns)
    let up = drawing.cursorRow(rewrappedTo: max(columns, 1))
    return (up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J" + new
  }
}
