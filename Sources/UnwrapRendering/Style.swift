/// ANSI styling that turns itself off: every method returns plain text when colour is disabled.
public struct Style {
  public var enabled: Bool

  public init(enabled: Bool) { self.enabled = enabled }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func italic(_ text: String) -> String { wrap(text, "3") }
  public func underline(_ text: String) -> String { wrap(text, "4") }
  public func red(_ text: String) -> String { wrap(text, "31") }
  public func green(_ text: String) -> String { wrap(text, "32") }
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  public func blue(_ text: String) -> String { wrap(text, "34") }
  public func magenta(_ text: String) -> String { wrap(text, "35") }
  public func cyan(_ text: String) -> String { wrap(text, "36") }
  public func gray(_ text: String) -> String { wrap(text, "90") }

  /// Inline code inside prose.
  public func code(_ text: String) -> String { wrap(text, "36") }
  public func heading(_ text: String) -> String { wrap(text, "1;34") }
  public func success(_ text: String) -> String { wrap(text, "1;32") }
  public func failure(_ text: String) -> String { wrap(text, "1;31") }

  /// Undoes every style; written on Ctrl-C so the terminal is left as it was found.
  public static let reset = "\u{1B}[0m"

  /// The columns text takes as it appears, ignoring ANSI escape sequences (wide characters and emoji
  /// take two).
  public static func visibleWidth(_ text: String) -> Int {
    // ASCII text (most of it) is measured byte by byte, without grapheme breaking.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var width = 0
      var inEscape = false
      for byte in text.utf8 {
        if inEscape {
          if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { inEscape = false }
        } else if byte == 0x1B {
          inEscape = true
        } else {
          width += 1
        }
      }
      return width
    }
    return CharacterWidth.columns(of: TextWrapper.visibleText(text))
  }
}
