/// Numbers token texts: the same bytes always get the same `MatchToken`, and a token's text can be read
/// back. Every vocabulary starts with `MatchToken.words` and the numbered placeholders.
///
/// Texts live in one byte buffer, found through an open-addressing table keyed by an FNV-1a hash of
/// their bytes, so numbering a token makes no `String`. A matcher numbers its references into one
/// vocabulary; each answer numbers into a copy of it (three small buffers copied), so the same text
/// in an answer and a reference is the same token.
struct TokenVocabulary: Sendable {
  /// Every text's bytes, one after another.
  private var bytes: [UInt8] = []
  /// Token `id`'s text is `bytes[starts[id]..<starts[id + 1]]`.
  private var starts: [Int32] = [0]
  /// Token ids by hash, `-1` where empty; the count is a power of two, at least twice the texts.
  private var slots: [Int32]

  private init(capacity: Int) {
    slots = Array(repeating: -1, count: capacity)
    bytes.reserveCapacity(capacity * 4)
    starts.reserveCapacity(capacity)
  }

  /// The vocabulary every matcher starts from: the named words, then the placeholders.
  static let standard: TokenVocabulary = {
    var vocabulary = TokenVocabulary(capacity: 512)
    let texts =
      MatchToken.words + (1...MatchToken.placeholderCount).map(MatchToken.placeholderText)
    for (id, text) in texts.enumerated() {
      precondition(vocabulary.token(for: text).id == id, "\(text) is listed twice")
    }
    return vocabulary
  }()

  var count: Int { starts.count - 1 }

  /// The token for these bytes, numbering them if they are new.
  mutating func token(for text: UnsafeBufferPointer<UInt8>) -> MatchToken {
    let hash = Self.hash(text)
    var slot = hash & (slots.count - 1)
    while true {
      let id = slots[slot]
      if id < 0 { break }
      if hasText(Int(id), text) { return MatchToken(id: id) }
      slot = (slot + 1) & (slots.count - 1)
    }
    let id = Int32(count)
    bytes.append(contentsOf: text)
    starts.append(Int32(bytes.count))
    slots[slot] = id
    if count * 2 > slots.count { grow() }
    return MatchToken(id: id)
  }

  mutating func token(for text: String) -> MatchToken {
    var text = text
    return text.withUTF8 { token(for: $0) }
  }

  /// The token's exact text.
  func text(of token: MatchToken) -> String {
    let id = Int(token.id)
    return bytes.withUnsafeBufferPointer {
      String(decoding: $0[Int(starts[id])..<Int(starts[id + 1])], as: UTF8.self)
    }
  }

  /// Whether the token's first character is uppercase, as `Character.isUppercase` says; from the
  /// bytes when that character is plain ASCII.
  func startsUppercase(_ token: MatchToken) -> Bool {
    let start = Int(starts[Int(token.id)])
    let end = Int(starts[Int(token.id) + 1])
    let first = bytes[start]
    if first < 0x80, start + 1 == end || bytes[start + 1] < 0x80 {
      return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
    return text(of: token).first?.isUppercase ?? false
  }

  /// Whether the token's text is made only of these bytes.
  func text(of token: MatchToken, isAll byte: UInt8) -> Bool {
    let id = Int(token.id)
    return bytes[Int(starts[id])..<Int(starts[id + 1])].allSatisfy { $0 == byte }
  }

  /// Whether the token's text holds these two bytes one after the other.
  func text(of token: MatchToken, contains first: UInt8, _ second: UInt8) -> Bool {
    let id = Int(token.id)
    let end = Int(starts[id + 1])
    var index = Int(starts[id])
    while index + 1 < end {
      if bytes[index] == first, bytes[index + 1] == second { return true }
      index += 1
    }
    return false
  }

  private func hasText(_ id: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[id])
    guard Int(starts[id + 1]) - start == text.count else { return false }
    return bytes.withUnsafeBufferPointer { all in
      for offset in 0..<text.count where all[start + offset] != text[offset] { return false }
      return true
    }
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    bytes.withUnsafeBufferPointer { all in
      for id in 0..<count {
        let text = UnsafeBufferPointer(rebasing: all[Int(starts[id])..<Int(starts[id + 1])])
        var slot = Self.hash(text) & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(id)
      }
    }
  }

  private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in text {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash ^ (hash >> 15))
  }
}
