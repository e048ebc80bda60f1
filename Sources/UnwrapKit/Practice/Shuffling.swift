/// Shuffles numbered items so the solved order is never the one shown.
public enum Shuffling {
  /// A shuffled copy of `items` whose sequence differs from the original (when any other order exists).
  public static func unsolved<T: Equatable>(_ items: [T], random: inout SeededGenerator) -> [T] {
    guard items.count > 1, Set(items.indices.map { items.firstIndex(of: items[$0])! }).count > 1
    else {
      return items
    }
    var shuffled = items
    repeat { shuffled.shuffle(using: &random) } while shuffled == items
    return shuffled
  }
}
