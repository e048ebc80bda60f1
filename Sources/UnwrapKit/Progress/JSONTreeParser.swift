/// A JSON value as `ProgressFastReader` needs it: objects keep their keys in file order, numbers
/// keep their text.
enum JSONNode {
  /// Keys and values in file order, side by side.
  case object(keys: [String], values: [JSONNode])
  case array([JSONNode])
  case string(String)
  case number(String)
  case bool(Bool)
  case null
}

/// A strict, small JSON parser over UTF-8 bytes for `ProgressFastReader`. It refuses (returns nil)
/// what it does not need to handle, such as escapes in strings, so its caller falls back to
/// `JSONDecoder`; it never accepts a document that is not valid JSON.
struct JSONTreeParser {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

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
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(keys: keys, values: values)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else {
        return nil
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = parseValue() else { return nil }
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
      guard let value = parseValue() else { return nil }
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

  /// A string without escapes or control characters; anything else is left to `JSONDecoder`.
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
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    return nil
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
