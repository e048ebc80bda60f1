/// A strict, small JSON parser over UTF-8 bytes for `ProgressFastReader`: it never accepts a
/// document that is not valid JSON, and refuses (returns nil) one nested deeper than it needs, so its
/// caller falls back to `JSONDecoder`. `firstDuplicateKey(in:)` runs it to find a key given twice.
struct JSONTreeParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// Set by `firstDuplicateKey(in:)`: objects then note where each key starts and stop at a key
  /// given twice, which the parse does not look for otherwise (the fast reader finds them itself).
  private var findsDuplicates = false
  private var duplicate: DuplicateKey?

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The first key given twice in one object, in file order, or nil when there is none or the
  /// bytes are not JSON this parser reads (the decoder then says what is wrong).
  static func firstDuplicateKey(in bytes: [UInt8]) -> DuplicateKey? {
    var parser = JSONTreeParser(bytes: bytes)
    parser.findsDuplicates = true
    _ = parser.parseDocument()
    return parser.duplicate
  }

  /// The document's one value, or nil when the bytes hold anything else.
  mutating func parseDocument() -> JSONNode? {
    guard let value = parseValue() else { return nil }
    skipWhitespace()
    return index == bytes.count ? value : nil
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() -> JSONNode? {
    skipWhitespace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return parseObject()
    case UInt8(ascii: "["): return parseArray()
    case UInt8(ascii: "\""): return parseString().map(JSONNode.string)
    case UInt8(ascii: "t"): return parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return parseLiteral("null", .null)
    default: return parseNumber()
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONNode) -> JSONNode? {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return nil }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      return nil
    }
    index += count
    return value
  }

  private mutating func parseObject() -> JSONNode? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= 64 else { return nil }
    index += 1
    var keys: [String] = []
    var values: [JSONNode] = []
    var keyOffsets: [Int] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(keys: keys, values: values)
    }
    while true {
      skipWhitespace()
      let keyOffset = index
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else {
        return nil
      }
      if findsDuplicates {
        if let first = keys.firstIndex(of: key) {
          duplicate = DuplicateKey(
            path: [JSONFieldKey(key)], offsets: (keyOffsets[first], keyOffset), bytes: bytes)
          return nil
        }
        keyOffsets.append(keyOffset)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = parseValue() else {
        duplicate?.path.insert(JSONFieldKey(key), at: 0)
        return nil
      }
      keys.append(key)
      values.append(value)
      skipWhitespace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(keys: keys, values: values)
      } else {
        return nil
      }
    }
  }

  private mutating func parseArray() -> JSONNode? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= 64 else { return nil }
    index += 1
    var items: [JSONNode] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      guard let value = parseValue() else {
        duplicate?.path.insert(JSONFieldKey(index: items.count), at: 0)
        return nil
      }
      items.append(value)
      skipWhitespace()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        return nil
      }
    }
  }

  /// A string: read straight from the buffer when it has no escape (nearly every string unwrap
  /// writes), else decoded by `parseEscapedString`; nil for a raw control character or bad UTF-8.
  private mutating func parseString() -> String? {
    index += 1
    let start = index
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let range = start..<index
        index += 1
        // Straight from the buffer: the generic slice initializers cost ten times as much, and
        // nearly every string in progress.json (slugs, days, ids) is ASCII, which needs no check.
        return bytes.withUnsafeBufferPointer { buffer in
          let text = UnsafeBufferPointer(rebasing: buffer[range])
          return ascii
            ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
        }
      }
      if byte == UInt8(ascii: "\\") { return parseEscapedString(from: start) }
      if byte < 0x20 { return nil }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    return nil
  }

  /// The rest of a string that has an escape: `start` is its first byte, `index` its first backslash.
  /// Nil for an escape JSON does not have, a raw control character, a lone surrogate or bad UTF-8.
  private mutating func parseEscapedString(from start: Int) -> String? {
    var decoded = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = parseEscapedScalar() else { return nil }
          decoded += Array(String(Character(scalar)).utf8)
        default: return nil
        }
      case 0..<0x20:
        return nil
      default:
        decoded.append(byte)
      }
    }
    return nil
  }

  /// The character of a `\u` escape, whose four hex digits start at `index`; a surrogate pair is
  /// two escapes.
  private mutating func parseEscapedScalar() -> Unicode.Scalar? {
    guard let unit = parseHexUnit() else { return nil }
    switch unit {
    case 0xD800..<0xDC00:
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      index += 2
      guard let low = parseHexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
      return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    case 0xDC00..<0xE000:
      return nil
    default:
      return Unicode.Scalar(unit)
    }
  }

  private mutating func parseHexUnit() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var unit: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: return nil
      }
      unit = unit << 4 | digit
    }
    index += 4
    return unit
  }

  /// A number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func parseNumber() -> JSONNode? {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - first
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
    if bytes[index] == 0x30 {
      index += 1
    } else {
      _ = digits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }
}
