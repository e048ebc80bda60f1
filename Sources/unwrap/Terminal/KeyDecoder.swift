/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys and the escape sequences
/// different terminals use for the same key (Home is `ESC[H`, `ESC[1~`, `ESC[7~` or `ESCOH`). Pure,
/// so it is tested without a terminal; bytes of an unfinished sequence wait for the next call.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// Adds bytes and returns every key they complete.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [EditKey] {
    pending.append(contentsOf: bytes)
    var keys: [EditKey] = []
    while let (key, used) = Self.decode(pending[...]) {
      keys.append(key)
      pending.removeFirst(used)
    }
    return keys
  }

  /// A lone Escape with nothing after it (the Escape key itself) is dropped.
  mutating func flushLoneEscape() {
    if pending == [0x1B] { pending = [] }
  }

  /// The first key in `bytes` and how many bytes it used, or nil when more bytes are needed.
  private static func decode(_ bytes: ArraySlice<UInt8>) -> (EditKey, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x1B: return escape(bytes)
    case 0x01: return (.home, 1)
    case 0x02: return (.left, 1)
    // Ctrl-C and Ctrl-\, which raw mode turns into bytes instead of SIGINT and SIGQUIT.
    case 0x03: return (.interrupt, 1)
    case 0x1C: return (.quit, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x1A: return (.suspend, 1)
    case 0x05: return (.end, 1)
    case 0x06: return (.right, 1)
    case 0x08, 0x7F: return (.backspace, 1)
    case 0x09: return (.character(" "), 1)
    case 0x0A, 0x0D: return (.enter, 1)
    case 0x0B: return (.killToEnd, 1)
    case 0x0E: return (.down, 1)
    case 0x10: return (.up, 1)
    case 0x15: return (.killToStart, 1)
    case 0x17: return (.killWord, 1)
    case 0x00..<0x20: return (.ignored, 1)
    default: return utf8(bytes)
    }
  }

  private static func escape(_ bytes: ArraySlice<UInt8>) -> (EditKey, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let kind = bytes[start + 1]
    if kind == UInt8(ascii: "O") {
      guard bytes.count >= 3 else { return nil }
      return (letterKey(bytes[start + 2]), 3)
    }
    guard kind == UInt8(ascii: "[") else { return (.ignored, 1) }
    // A control sequence: parameters, intermediates, then one final byte.
    var index = start + 2
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else { return nil }
    let final = bytes[index]
    let used = index - start + 1
    guard final == UInt8(ascii: "~") else { return (letterKey(final), used) }
    let parameter =
      String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
      .split(separator: ";").first.map(String.init) ?? ""
    switch parameter {
    case "1", "7": return (.home, used)
    case "4", "8": return (.end, used)
    case "3": return (.delete, used)
    default: return (.ignored, used)
    }
  }

  private static func letterKey(_ byte: UInt8) -> EditKey {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: .ignored
    }
  }

  /// One UTF-8 encoded character; an invalid byte is skipped.
  private static func utf8(_ bytes: ArraySlice<UInt8>) -> (EditKey, Int)? {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0x20..<0x80: length = 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return (.ignored, 1)
    }
    guard bytes.count >= length else {
      // Stop waiting when a byte that cannot continue the character has arrived.
      let rest = bytes.dropFirst()
      return rest.allSatisfy({ $0 & 0xC0 == 0x80 }) ? nil : (.ignored, 1)
    }
    let encoded = bytes.prefix(length)
    var decoded = String(validating: encoded, as: UTF8.self)
    if length > 1, !encoded.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) { decoded = nil }
    guard let text = decoded, let character = text.first else { return (.ignored, 1) }
    return (.character(character), length)
  }
}
