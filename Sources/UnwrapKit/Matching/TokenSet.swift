/// A set of tokens kept as bits indexed by token number, with its members in order of insertion: the
/// anonymizer asks about nearly every token, and testing a bit is cheaper than hashing.
struct TokenSet {
  private var bits: [UInt64] = []
  /// Every member once, in the order it was first inserted.
  private(set) var members: [MatchToken] = []

  var isEmpty: Bool { members.isEmpty }

  func contains(_ token: MatchToken) -> Bool {
    let word = Int(token.id) >> 6
    return word < bits.count && bits[word] & (1 << UInt64(token.id & 63)) != 0
  }

  mutating func insert(_ token: MatchToken) {
    guard !contains(token) else { return }
    let word = Int(token.id) >> 6
    if word >= bits.count { bits += repeatElement(0, count: word + 1 - bits.count) }
    bits[word] |= 1 << UInt64(token.id & 63)
    members.append(token)
  }

  mutating func formUnion(_ tokens: [MatchToken]) {
    for token in tokens { insert(token) }
  }
}
