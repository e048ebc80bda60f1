/// How many terminal columns text takes: East Asian wide characters and emoji take two, so the line
/// editor puts the cursor where the terminal draws it and the wrapper breaks lines where it does. A small table of the common wide ranges of
/// our own, rather than a dependency.
public enum CharacterWidth {
  /// The common ranges of characters a terminal draws two columns wide, first and last scalar
  /// values. Pairs rather than `ClosedRange`s: building an array of ranges makes the Swift runtime
  /// look up `UInt32: Comparable` among every conformance in the binary the first time, which took
  /// longer than wrapping a screen of text.
  private static let wideRanges: [(first: UInt32, last: UInt32)] = [
    (0x1100, 0x115F),  // Hangul Jamo initials
    (0x2E80, 0x303E),  // CJK radicals, punctuation
    (0x3041, 0x33FF),  // Hiragana, Katakana, CJK symbols
    (0x3400, 0x4DBF),  // CJK extension A
    (0x4E00, 0x9FFF),  // CJK unified ideographs
    (0xA000, 0xA4CF),  // Yi
    (0xAC00, 0xD7A3),  // Hangul syllables
    (0xF900, 0xFAFF),  // CJK compatibility ideographs
    (0xFE30, 0xFE4F),  // CJK compatibility forms
    (0xFF00, 0xFF60),  // fullwidth forms
    (0xFFE0, 0xFFE6),
    (0x1F300, 0x1F64F),  // pictographs, emoticons
    (0x1F680, 0x1F6FF),  // transport and map symbols
    (0x1F900, 0x1F9FF),  // supplemental symbols and pictographs
    (0x1FA70, 0x1FAFF),
    (0x20000, 0x3FFFD),  // CJK extensions B and beyond
  ]

  public static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    // An emoji presentation selector makes a narrow symbol (❤ + U+FE0F) wide.
    if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    // Below the first wide range (all of ASCII and Latin): no need to search.
    if value < 0x1100 { return 1 }
    return wideRanges.contains { $0.first <= value && value <= $0.last } ? 2 : 1
  }

  public static func columns(of text: some Sequence<Character>) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }
}
