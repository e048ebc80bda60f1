/// The rules every content file's text meets whatever its format, checked on loading and by
/// `content validate`: no control character but newline and tab (it would reach the learner's
/// terminal raw, even with colour off), and no nesting deeper than `maximumNesting` (a parser that
/// follows it would run out of stack). Both are read from UTF-8 bytes in the loaders' single pass.
public enum ContentTextRules {
  /// How deep tags in a lesson, or arrays and objects in a JSON file, may nest. Real content nests a
  /// handful of levels; this is far above that and far below what overflows a thread's stack.
  public static let maximumNesting = 256

  /// What an author is told about a nesting too deep.
  public static let nestingMessage =
    "nests more than \(maximumNesting) levels deep; content never needs that many"

  /// The control character whose UTF-8 encoding starts at `index`, or nil when none does there.
  /// Newline and tab are allowed; C0, DEL and C1 (encoded as 0xC2 0x80 to 0xC2 0x9F) are not.
  static func forbiddenControl(at index: Int, in bytes: [UInt8]) -> UInt32? {
    let byte = bytes[index]
    if byte < 0x20 { return byte == 0x09 || byte == 0x0A ? nil : UInt32(byte) }
    if byte == 0x7F { return 0x7F }
    if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
      return UInt32(bytes[index + 1])
    }
    return nil
  }

  /// Whether a character the text spells out (a JSON `\u` escape, an HTML numeric reference)
  /// would be a forbidden control character once decoded.
  public static func isForbidden(_ value: UInt32) -> Bool {
    ControlCharacters.isControl(value) && value != 0x09 && value != 0x0A
  }

  /// The first forbidden control character written raw in `bytes`, and the byte it starts at.
  public static func firstForbiddenControl(in bytes: [UInt8]) -> (offset: Int, value: UInt32)? {
    for index in bytes.indices {
      // Only these bytes can start a control character: skip the rest without a call.
      let byte = bytes[index]
      guard byte < 0x20 || byte == 0x7F || byte == 0xC2 else { continue }
      if let value = forbiddenControl(at: index, in: bytes) { return (index, value) }
    }
    return nil
  }

  /// The 1-based line and column (counted in Unicode scalars) of the byte at `offset`.
  public static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// What an author is told about a file that starts with a byte-order mark (some Windows editors
  /// write one), which is invisible and would be read as the first character of the content.
  public static let byteOrderMarkMessage =
    "starts with a byte-order mark (U+FEFF); save the file as UTF-8 without one"

  /// Whether `bytes` start with UTF-8's byte-order mark.
  public static func startsWithByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0xEF, 0xBB, 0xBF])
  }

  /// What an author is told about a control character, shown the way unwrap shows them.
  public static func controlMessage(_ value: UInt32, writtenAs spelling: String? = nil) -> String {
    let name = ControlCharacters.visible(value)
    let written = spelling.map { " (written \($0))" } ?? ""
    let rule = "content may hold no control characters but newlines and tabs"
    let advice: String
    switch (value, spelling) {
    // A raw CR comes from an editor's line endings, not from anything the author typed.
    case (0x0D, nil): advice = "save the file with LF line endings"
    // An escape was typed: say the rule, and how to write the line break it was probably meant as.
    case (0x0D, let spelling?) where spelling.hasPrefix("\\"):
      advice = rule + ", so end a line with \\n alone"
    default: advice = rule
    }
    return "holds the control character \(name)\(written); \(advice)"
  }
}
