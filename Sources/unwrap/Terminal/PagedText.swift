import UnwrapRendering

/// Text to show a screen at a time on a terminal (`Console.page`), laid out for the terminal's
/// width when it is shown and laid out again when the window is resized.
struct PagedText {
  /// The text in pieces (a heading, a paragraph, a code block, a statement), each of one or more
  /// lines, written one under the other: for nil, the width the screen was made for (a pipe, a
  /// file); otherwise for a terminal that many columns wide. After a resize, what is left to show
  /// is laid out again from the start of the piece it had reached.
  var layout: (_ columns: Int?) -> [String]
  /// Written under the last part when the text took more than one screen, so it is on screen at
  /// the prompt that follows (the question the statements above it answer); nil for nothing.
  var recap: ((_ columns: Int) -> [String])? = nil
  /// The rows the prompt after the text takes at a width: left free under the last part, so that
  /// part's first row is still on screen while the learner answers.
  var reserve: (_ columns: Int) -> Int = { _ in 0 }
  /// The pager's prompt, longest first (`Pager.prompt(columns:in:)` picks the one that fits).
  var prompts: [String] = Pager.lessonPrompts

  /// The whole text as a pipe or a file gets it.
  var plain: String { layout(nil).joined(separator: "\n") }
}

/// The rows written since the learner last pressed a key, counted as they are written, so that a
/// screen that follows (a P.S. after the end of a lesson) is paged with what is already on
/// screen, not as if it started on a screen of its own.
struct ScreenTally: Equatable {
  /// Rows ended by a newline since the last key (a line wider than the terminal counts each row).
  private(set) var rows = 0
  /// Columns written on the cursor's row.
  private(set) var column = 0

  /// Counts `text` written at a terminal `columns` wide.
  mutating func add(_ text: String, columns: Int) {
    let columns = max(columns, 1)
    let segments = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, segment) in segments.enumerated() {
      var segment = segment
      if let back = segment.lastIndex(of: "\r") {
        column = 0
        segment = segment[segment.index(after: back)...]
      }
      column += Style.visibleWidth(String(segment))
      guard number < segments.count - 1 else { break }
      rows += max(1, (column + columns - 1) / columns)
      column = 0
    }
  }

  /// The rows on screen since the last key, the cursor's row counted when something is on it.
  func used(columns: Int) -> Int {
    rows + (column + max(columns, 1) - 1) / max(columns, 1)
  }
}

/// A terminal's screen as the pager sees it: everything written goes through `write`, counted
/// until the learner presses a key (`keyPressed`: at a prompt, or in the pager), so `page` knows
/// how much is already on screen above the text it pages.
final class PagedScreen {
  private var tally = ScreenTally()
  private let read: () -> Pager.Input?
  private let size: () -> (rows: Int, columns: Int)
  private let output: (String) -> Void

  init(
    read: @escaping () -> Pager.Input?, size: @escaping () -> (rows: Int, columns: Int),
    output: @escaping (String) -> Void
  ) {
    self.read = read
    self.size = size
    self.output = output
  }

  func write(_ text: String) {
    output(text)
    tally.add(text, columns: size().columns)
  }

  /// What was written has been seen: the learner answered a prompt or pressed a key.
  func keyPressed() {
    tally = ScreenTally()
  }

  func page(_ text: PagedText) {
    let pager = Pager(read: read, size: size, write: write, paused: keyPressed)
    // Each key is read in raw mode; between keys, while the next part is drawn, the echo stays off,
    // or a key pressed then (Space held down) was written after the part's prompt.
    RawMode.withoutEcho { pager.show(text, used: tally.used(columns: size().columns)) }
  }
}
