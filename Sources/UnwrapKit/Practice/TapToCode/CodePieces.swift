/// Joins the pieces of a line of Swift as Swift is normally written, so Tap to Code shows and
/// compiles `Set(["Tarn", "Mull"])`, not `Set( ["Tarn", "Mull"] )`. It reads the line with
/// `SwiftTokenizer`, so a space inside a string literal is always kept.
public enum CodePieces {
  /// The pieces in order, one space between two of them except: none after `(` or `[`; none before
  /// `)`, `]` or `,`; none before a `.` that follows a value (`loaves.filter`, not `case.courier`
  /// or `= .rising`); none before a `(` or `[` that follows a name (a call or subscript); and none
  /// before a `:` that does not close a ternary `?` (`hours: Int`, but `a ? b : c`).
  public static func joined(_ pieces: [String]) -> String {
    guard var line = pieces.first else { return "" }
    for piece in pieces.dropFirst() {
      line += spaced(after: line, before: piece) ? " " + piece : piece
    }
    return line
  }

  /// Whether a space goes between `line` and the next piece.
  private static func spaced(after line: String, before piece: String) -> Bool {
    let boundary = line.utf8.count
    let tokens = SwiftTokenizer().tokenize(line + " " + piece)
    // The space is inside a string (the pieces split one) or a comment: it is part of the text.
    guard let gap = tokens.firstIndex(where: { $0.offset == boundary }),
      tokens[gap].kind == .whitespace, gap > 0, gap + 1 < tokens.count
    else { return true }
    let previous = tokens[gap - 1]
    let next = tokens[gap + 1]
    let punctuation = { (token: SwiftToken, texts: Set<String>) in
      token.kind == .punctuation && texts.contains(token.text)
    }
    if punctuation(previous, ["(", "["]) { return false }
    if punctuation(next, [")", "]", ","]) { return false }
    if next.text == "." || punctuation(next, ["(", "["]) {
      return !endsAValue(previous, dotFollows: next.text == ".")
    }
    if punctuation(next, [":"]) { return closesTernary(Array(tokens[..<gap])) }
    return true
  }

  /// Whether `token` can end a value that a member access, call or subscript may follow: a name,
  /// `self`, a closing bracket, and before a `.` also a literal.
  private static func endsAValue(_ token: SwiftToken, dotFollows: Bool) -> Bool {
    switch token.kind {
    case .identifier: return true
    case .keyword: return ["self", "Self", "super"].contains(token.text)
    case .number, .string: return dotFollows
    case .punctuation: return [")", "]"].contains(token.text) || (dotFollows && token.text == "}")
    default: return false
    }
  }

  /// Whether a `:` after these tokens closes a ternary `?` opened at the same bracket depth (a `?`
  /// with a space before it, unlike `Int?` or `try?`).
  private static func closesTernary(_ tokens: [SwiftToken]) -> Bool {
    var depth = 0
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      switch (token.kind, token.text) {
      case (.punctuation, "("), (.punctuation, "["), (.punctuation, "{"): depth += 1
      case (.punctuation, ")"), (.punctuation, "]"), (.punctuation, "}"):
        open.removeAll { $0 >= depth }
        depth -= 1
      case (.operator, "?") where index > 0 && tokens[index - 1].kind == .whitespace:
        open.append(depth)
      case (.punctuation, ":") where open.last == depth: open.removeLast()
      default: break
      }
    }
    return open.last == depth
  }
}
