/// Picks a session's items: never one twice in a session, unseen items first, then those seen longest ago,
/// so consecutive sessions cycle through the whole bank.
public enum ItemPicker {
  public static func pick(
    count: Int, from available: [String], recent: [String], random: inout SeededGenerator
  ) -> [String] {
    var lastSeen: [String: Int] = [:]
    for (index, item) in recent.enumerated() { lastSeen[item] = index }
    let shuffled = Array(Set(available)).sorted().shuffled(using: &random)
    let ordered = shuffled.enumerated().sorted { a, b in
      let (left, right) = (lastSeen[a.element] ?? -1, lastSeen[b.element] ?? -1)
      return left != right ? left < right : a.offset < b.offset
    }
    return ordered.prefix(count).map(\.element)
  }
}
