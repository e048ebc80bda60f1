/// Control characters move the cursor, clear the screen, ring the bell or change colours when a
/// terminal prints them, so unwrap never prints one it did not write itself: content may not hold
/// them (`ContentTextRules`), and whatever of the learner's unwrap shows back goes through
/// `escapingControlCharacters` (UnwrapKit).
public enum ControlCharacters {
  /// Whether a Unicode scalar value is a control character: C0 (U+0000 to U+001F), DEL (U+007F) or
  /// C1 (U+0080 to U+009F). Inlinable: UnwrapKit calls it for every scalar of text it escapes.
  @inlinable
  public static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// How a control character is shown: as Swift writes it in a string literal, `\u{1B}` for ESC
  /// (hexadecimal, uppercase, no leading zeros), which is also what learners of Swift meet first.
  public static func visible(_ value: UInt32) -> String {
    "\\u{" + String(value, radix: 16, uppercase: true) + "}"
  }
}
