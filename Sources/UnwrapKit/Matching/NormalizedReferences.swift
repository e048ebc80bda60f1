/// Each question's references, normalized once and remembered: a session builds a matcher for every
/// answer it judges (retries too), and the references' tokens never change, so only the answer is
/// tokenized. Bounded, so a long-running process cannot grow it without limit.
final class NormalizedReferences: Sendable {
  /// The one table the matcher shares; it holds only values derived from its keys, so sharing it can
  /// never change a verdict.
  static let shared = NormalizedReferences(limit: 256)

  private let limit: Int
  private let lock = Lock()
  private nonisolated(unsafe) var table: [[String]: [[String]]] = [:]

  init(limit: Int) {
    self.limit = limit
  }

  func normalized(_ references: [String], by normalize: (String) -> [String]) -> [[String]] {
    if let known = lock.withLock({ table[references] }) { return known }
    let normalized = references.map(normalize)
    lock.withLock {
      if table.count >= limit { table.removeAll(keepingCapacity: true) }
      table[references] = normalized
    }
    return normalized
  }
}
