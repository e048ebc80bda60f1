/// "Did you mean" suggestions: the candidates nearest to a mistyped word.
public enum Suggestions {
  /// The most typos that leave a word of `length` characters recognisable: a `share` of them (a
  /// third unless said), at least two, but always fewer than the word has, since that many replace
  /// it whole: `x` is two typos from `$0` and from `??`, and near neither.
  public static func typoAllowance(length: Int, share: Int = 3) -> Int {
    min(max(2, length / share), length - 1)
  }

  /// Candidates within a small edit distance of `word`, or that contain it (or, for a word of two
  /// characters, begin with it: `he` is the start of `help`, as git's suggestions count it), nearest
  /// first.
  public static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    let word = word.lowercased()
    guard !word.isEmpty else { return [] }
    let threshold = typoAllowance(length: word.count)
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let lowered = candidate.lowercased()
      // The lengths' difference is typos already: a 5,000-character argument is not measured
      // against every name (the cost is the product of the lengths), since none can be near it.
      if abs(lowered.count - word.count) <= threshold {
        let distance = typoDistance(word, lowered)
        if distance <= threshold { return (candidate, distance) }
      }
      if word.count >= 3, lowered.contains(word) { return (candidate, threshold) }
      if word.count == 2, lowered.hasPrefix(word) { return (candidate, threshold) }
      return nil
    }
    var seen: Set<String> = []
    return scored.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
      .map(\.0).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
  }

  /// Edit distance that also counts swapping two neighbouring characters (`clsoure`) as one typo
  /// (optimal string alignment).
  public static func typoDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
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
