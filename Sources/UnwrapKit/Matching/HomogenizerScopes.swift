/// How the homogenizer finds its way around brackets: where a group closes, whether a `{` opens a
/// function or closure body, and how many statements a body holds.
extension Homogenizer {
  func matching(_ tokens: Tokens, from open: Int, open opener: MatchToken, close closer: MatchToken)
    -> Int?
  {
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index] == opener { depth += 1 }
      if tokens[index] == closer {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  func topLevelIndex(of token: MatchToken, in tokens: Tokens) -> Int? {
    var depth = 0
    for (index, current) in tokens.enumerated() {
      if current == .openParen || current == .openBracket || current == .openAngle { depth += 1 }
      if current == .closeParen || current == .closeBracket || current == .closeAngle {
        depth -= 1
      }
      if depth == 0, current == token { return index }
    }
    return nil
  }

  func isFunctionOrClosureBody(_ tokens: Tokens, brace: Int) -> Bool {
    guard brace > 0 else { return false }
    let previous = tokens[..<brace].last { $0 != .newline }
    if let previous, Self.bodyFollows.contains(previous) { return true }
    // A function signature: `func name(…) -> Type {` with no control keyword since the `func`.
    var depth = 0
    for token in tokens[..<brace].reversed() {
      if token == .closeParen || token == .closeBracket { depth += 1 }
      if token == .openParen || token == .openBracket { depth -= 1 }
      if depth == 0, token == .openBrace || token == .closeBrace { return false }
      if depth == 0, Self.controlKeywords.contains(token) { return false }
      if depth == 0, Self.functionKeywords.contains(token) { return true }
      if depth == 0, token == .newline { break }
    }
    // A trailing closure: `.map {`, `.filter {`.
    let beforePrevious = tokens[..<brace].dropLast().last { $0 != .newline }
    return beforePrevious == .dot || previous == .closeParen
  }

  /// Tokens after which a `{` can only open a closure.
  private static let bodyFollows: [MatchToken] = [
    .equals, .openParen, .comma, .colon, .return, .in,
  ]
  private static let controlKeywords: [MatchToken] = [
    .if, .while, .for, .guard, .switch, .else, .repeat, .do, .catch,
  ]
  private static let functionKeywords: [MatchToken] = [.func, .`init`, .subscript, .get, .set]

  func closureIn(_ tokens: Tokens, from start: Int, to end: Int) -> Int? {
    var depth = 0
    for index in start..<end {
      let token = tokens[index]
      if token.opensGroup { depth += 1 }
      if token.closesGroup { depth -= 1 }
      if depth == 0, token == .in { return index }
      if depth == 0, token == .newline { return nil }
    }
    return nil
  }

  func statementCount(_ body: ArraySlice<MatchToken>) -> Int {
    var count = 0
    var depth = 0
    var inStatement = false
    for token in body {
      if token.opensGroup { depth += 1 }
      if token.closesGroup { depth -= 1 }
      if token == .newline, depth == 0 {
        inStatement = false
      } else if !inStatement {
        inStatement = true
        count += 1
      }
    }
    return count
  }
}
