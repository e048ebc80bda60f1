import UnwrapRendering

/// Shows a lesson longer than the terminal one screen at a time (Enter or Space for the next part,
/// q to stop), so it does not scroll away before the review starts; written here rather than
/// handing the text to `less`, which may be missing and would take the colours' escapes literally.
struct Pager {
  /// The prompt, longest first: q skips the rest of the lesson, on to its P.S. and the review.
  static let prompts = [
    "-- Enter for more · q for the review --", "-- Enter: more · q: review --", "-- Enter · q --",
    "--",
  ]

  /// The longest prompt that fits one row of a terminal `columns` wide with a column left for the
  /// cursor, so moving back to its start and clearing it (`\r`, `\e[K`), which reaches only its
  /// last row, clears it all.
  static func prompt(columns: Int) -> String {
    prompts.first { Style.visibleWidth($0) < columns } ?? ""
  }

  /// The text cut into parts that each fill at most `rows` rows of a terminal `columns` wide,
  /// counting the rows a long line wraps onto.
  static func pages(of text: String, rows: Int, columns: Int) -> [String] {
    let rows = max(rows, 1)
    let columns = max(columns, 1)
    var pages: [String] = []
    var current: [Substring] = []
    var used = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let height = max(1, (Style.visibleWidth(String(line)) + columns - 1) / columns)
      if used + height > rows, !current.isEmpty {
        pages.append(current.joined(separator: "\n"))
        current = []
        used = 0
      }
      current.append(line)
      used += height
    }
    pages.append(current.joined(separator: "\n"))
    return pages
  }

  let reader: TerminalLineReader
  let write: (String) -> Void

  /// Writes text a page at a time, leaving one row for the prompt; what follows a `q` is not shown.
  func show(_ text: String, rows: Int, columns: Int) {
    let prompt = Self.prompt(columns: columns)
    let parts = Self.pages(of: text, rows: rows - 1, columns: columns)
    for (number, part) in parts.enumerated() {
      write(part)
      guard number < parts.count - 1 else { break }
      write("\n" + prompt)
      let next = waitForNext(prompt: prompt)
      write("\r\u{1B}[K")
      guard next else { return }
    }
  }

  /// True for the next part, false to stop (q, or the end of input); Ctrl-C interrupts as anywhere.
  private func waitForNext(prompt: String) -> Bool {
    while true {
      switch reader.readKey() {
      case .enter, .character(" "): return true
      case .character("q"), .character("Q"), .endOfInput, nil: return false
      case .interrupt: InterruptHandling.interruptFromKeyboard()
      case .quit: InterruptHandling.quitFromKeyboard()
      case .suspend:
        InterruptHandling.suspendFromKeyboard()
        write("\r\n" + prompt)
      default: continue
      }
    }
  }
}
