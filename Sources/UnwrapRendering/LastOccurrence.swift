extension String {
  /// The last of the non-overlapping ranges of `piece` found from the start, matched character by
  /// character (`é` is never an `e`), as `ranges(of: piece).last` gives them; an empty `piece` is
  /// found at the end. Written out because the standard search builds a table of characters and
  /// instantiates its generic types on first use, which cost more than wrapping the sentence.
  func lastOccurrence(of piece: String) -> Range<Index>? {
    guard !piece.isEmpty else { return endIndex..<endIndex }
    var found: Range<Index>?
    var start = startIndex
    while start < endIndex {
      if let end = endOfMatch(piece, at: start) {
        found = start..<end
        start = end
      } else {
        formIndex(after: &start)
      }
    }
    return found
  }

  /// Where `piece` ends when this string holds it, character by character, from `start`.
  private func endOfMatch(_ piece: String, at start: Index) -> Index? {
    var index = start
    for character in piece {
      guard index < endIndex, self[index] == character else { return nil }
      formIndex(after: &index)
    }
    return index
  }
}
