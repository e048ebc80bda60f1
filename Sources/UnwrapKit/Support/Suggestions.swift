/// "Did you mean" suggestions: the candidates nearest to a mistyped word.
public enum Suggestions {
  /// Candidates within a small edit distance of `word`, or that contain it, nearest first.
  public static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    let word = word.lowercased()
    guard !word.isEmpty else { return [] }
    let threshold = max(2, word.count / 3)
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let distance = editDistance(word, candidate.lowercased())
      if distance <= threshold { return (candidate, distance) }
      if word.count >= 3, candidate.lowercased().contains(word) { return (candidate, threshold) }
      return nil
    }
    var seen: Set<String> = []
    return scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
      .map(\.0).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
  }

  /// Levenshtein distance between two strings, by characters.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
