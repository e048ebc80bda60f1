/// Whether an `if` or a `switch` is used as a value (SE-0380's if and switch expressions) rather than
/// as a statement, read from the answer's tokens. One is a value when it comes straight after `=` or
/// `return`, or when it is the whole body of a function or closure with no `return` in it: a
/// statement as the whole body of a function that returns something must `return` in its branches,
/// and an expression's branches cannot. Comments and line breaks do not count.
struct ValueUse {
  let tokens: [String]

  init(_ tokens: [String]) {
    self.tokens = tokens
  }

  /// Whether `keyword` (`if` or `switch`) is used as a value anywhere.
  func usesAsValue(_ keyword: String) -> Bool {
    tokens.indices.contains { index in
      guard tokens[index] == keyword else { return false }
      let before = index > 0 ? tokens[index - 1] : ""
      if before == "=" || before == "return" { return true }
      // The whole body: opened just before, closed just after, and no `return` in between.
      guard before == "{" || before == "in", let end = end(ofStatementAt: index),
        end + 1 < tokens.count, tokens[end + 1] == "}"
      else { return false }
      return !tokens[index...end].contains("return")
    }
  }

  /// The index of the `}` that ends the `if` (with its `else` chain) or `switch` at `start`.
  private func end(ofStatementAt start: Int) -> Int? {
    var index = start
    while true {
      guard let open = firstBlock(after: index), let close = closing(open) else { return nil }
      guard tokens[start] == "if", close + 2 < tokens.count, tokens[close + 1] == "else" else {
        return close
      }
      if tokens[close + 2] == "if" {
        index = close + 2
      } else if tokens[close + 2] == "{" {
        return closing(close + 2)
      } else {
        return nil
      }
    }
  }

  /// The first `{` after `index` outside parentheses and brackets: the block after a condition or
  /// a switch's subject, which may hold closures in parentheses.
  private func firstBlock(after index: Int) -> Int? {
    var depth = 0
    for position in (index + 1)..<tokens.count {
      switch tokens[position] {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0: return position
      default: break
      }
    }
    return nil
  }

  /// The `}` that closes the `{` at `open`.
  private func closing(_ open: Int) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      if tokens[position] == "{" { depth += 1 }
      if tokens[position] == "}" {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }
}
