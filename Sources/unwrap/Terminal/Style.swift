/// ANSI styling that turns itself off: every method returns plain text when colour is disabled.
struct Style {
  var enabled: Bool

  private func wrap(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func italic(_ text: String) -> String { wrap(text, "3") }
  func underline(_ text: String) -> String { wrap(text, "4") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func blue(_ text: String) -> String { wrap(text, "34") }
  func magenta(_ text: String) -> String { wrap(text, "35") }
  func cyan(_ text: String) -> String { wrap(text, "36") }
  func gray(_ text: String) -> String { wrap(text, "90") }

  /// Inline code inside prose.
  func code(_ text: String) -> String { wrap(text, "36") }
  func heading(_ text: String) -> String { wrap(text, "1;34") }
  func success(_ text: String) -> String { wrap(text, "1;32") }
  func failure(_ text: String) -> String { wrap(text, "1;31") }

  /// Undoes every style; written on Ctrl-C so the terminal is left as it was found.
  static let reset = "\u{1B}[0m"

  /// The width of text as it appears, ignoring ANSI escape sequences.
  static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        width += 1
      }
    }
    return width
  }
}
