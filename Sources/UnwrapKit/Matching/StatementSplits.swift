/// Where spacing makes Swift start a new statement that the matcher, which drops whitespace and line
/// breaks, would otherwise join to the one before: an operator that is prefix by Swift's rule
/// (whitespace, or an opening bracket or separator, on its left and none on its right) straight after
/// an operand. `minutes\n-wholeHours * 60` is `minutes`, then `-wholeHours * 60`, not a subtraction,
/// and `total = total` then `+score` is not `total = total + score`. Such an operator is given a
/// token of its own, so the answer no longer matches a reference that subtracts or adds, and its tests
/// decide.
enum StatementSplits {
  /// Tokens that leave the operator after them unbound on the left, as whitespace does.
  private static let openers: Set<MatchToken> = [
    .openParen, .openBracket, .openBrace, .comma, .semicolon, .colon, .newline,
  ]
  /// Tokens that leave the operator before them unbound on the right, as whitespace does.
  private static let closers: Set<MatchToken> = [
    .closeParen, .closeBracket, .closeBrace, .comma, .semicolon, .colon, .newline,
  ]

  /// Marks, in place, each operator that starts a statement after an operand. `spaced[i]` says
  /// whether whitespace (or a comment or line break) came just before token `i`.
  static func mark(
    _ texts: inout [MatchToken], kinds: [SwiftTokenKind], spaced: [Bool],
    vocabulary: inout TokenVocabulary
  ) {
    for index in texts.indices where kinds[index] == .operator && index > 0 {
      let leftFree = spaced[index] || openers.contains(texts[index - 1])
      let rightFree =
        index + 1 == texts.count || spaced[index + 1] || closers.contains(texts[index + 1])
      guard leftFree, !rightFree else { continue }
      // The operand it would join: the token before it, past line breaks.
      var before = index - 1
      while before > 0, texts[before] == .newline { before -= 1 }
      let operand =
        [.identifier, .number, .string].contains(kinds[before])
        || texts[before] == .closeParen || texts[before] == .closeBracket
      guard operand else { continue }
      let text = vocabulary.text(of: texts[index])
      texts[index] = vocabulary.token(for: "\u{1}new statement " + text)
    }
  }
}
