/// Rewrites a token sequence so that style choices the compiler does not care about compare equal.
///
/// Works on token texts (whitespace and comments already removed, newlines kept as `\n` until the end).
/// Each rule is documented in CONTRIBUTING.md; each has a test.
struct Homogenizer {
  typealias Tokens = [String]

  func homogenize(_ input: Tokens) -> Tokens {
    var tokens = input.map { $0 == ";" ? "\n" : $0 }
    // Brace placement: a `{` on its own line belongs to the line before.
    tokens = tokens.enumerated().filter {
      $0.element != "\n" || $0.offset + 1 >= tokens.count || tokens[$0.offset + 1] != "{"
    }
    .map(\.element)
    tokens = splitClosingAngles(tokens)
    tokens = sugarGenericTypes(tokens)
    tokens = emptyCollectionInitializers(tokens)
    tokens = inferredAnnotations(tokens)
    tokens = redundantConditionParentheses(tokens)
    tokens = isMultipleToRemainder(tokens)
    tokens = implicitReturns(tokens)
    tokens = tokens.map { $0 == "let" ? "var" : $0 }
    return tokens.filter { $0 != "\n" }
  }

  /// `>>` closing two generic lists becomes two `>` tokens.
  private func splitClosingAngles(_ tokens: Tokens) -> Tokens {
    var result: Tokens = []
    var angleDepth = 0
    for (index, token) in tokens.enumerated() {
      if token == "<", index > 0, let first = tokens[index - 1].first, first.isUppercase {
        angleDepth += 1
        result.append(token)
      } else if angleDepth > 0, token.allSatisfy({ $0 == ">" }) || token == ">?" {
        for character in token {
          result.append(String(character))
          if character == ">" { angleDepth -= 1 }
        }
      } else {
        result.append(token)
      }
    }
    return result
  }

  /// `Array<T>` → `[T]`, `Dictionary<K, V>` → `[K: V]`, `Optional<T>` → `T?`.
  private func sugarGenericTypes(_ tokens: Tokens) -> Tokens {
    var result: Tokens = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if ["Array", "Dictionary", "Optional"].contains(token), index + 1 < tokens.count,
        tokens[index + 1] == "<",
        let close = matching(tokens, from: index + 1, open: "<", close: ">")
      {
        let inner = sugarGenericTypes(Array(tokens[(index + 2)..<close]))
        switch token {
        case "Array": result += ["["] + inner + ["]"]
        case "Optional": result += inner + ["?"]
        default:
          if let comma = topLevelIndex(of: ",", in: inner) {
            result += ["["] + inner[..<comma] + [":"] + inner[(comma + 1)...] + ["]"]
          } else {
            result += ["["] + inner + ["]"]
          }
        }
        index = close + 1
      } else {
        result.append(token)
        index += 1
      }
    }
    return result
  }

  /// `: [T] = []` → `= [T]()` and `: [K: V] = [:]` → `= [K: V]()`.
  private func emptyCollectionInitializers(_ tokens: Tokens) -> Tokens {
    var result: Tokens = []
    var index = 0
    while index < tokens.count {
      if tokens[index] == ":", index + 1 < tokens.count, tokens[index + 1] == "[",
        let close = matching(tokens, from: index + 1, open: "[", close: "]"),
        close + 3 < tokens.count + 1
      {
        let type = Array(tokens[(index + 1)...close])
        let rest = Array(tokens[(close + 1)...].prefix(4))
        if rest.starts(with: ["=", "[", "]"]) {
          result += ["="] + type + ["(", ")"]
          index = close + 4
          continue
        }
        if rest.starts(with: ["=", "[", ":", "]"]) {
          result += ["="] + type + ["(", ")"]
          index = close + 5
          continue
        }
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// `var x: Int = 5` → `var x = 5`, where the literal alone gives the compiler that type.
  private func inferredAnnotations(_ tokens: Tokens) -> Tokens {
    var result: Tokens = []
    var index = 0
    while index < tokens.count {
      if tokens[index] == ":", index >= 2, ["let", "var"].contains(tokens[index - 2]),
        index + 3 < tokens.count,
        tokens[index + 2] == "="
      {
        let type = tokens[index + 1]
        var literalEnd = index + 3
        if tokens[literalEnd] == "-" { literalEnd += 1 }
        let literal = literalEnd < tokens.count ? tokens[literalEnd] : ""
        let next = literalEnd + 1 < tokens.count ? tokens[literalEnd + 1] : "\n"
        let endsStatement = ["\n", "}", ")", ","].contains(next)
        if endsStatement, Self.literal(literal, isDefaultFor: type) {
          index += 2
          continue
        }
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  static func literal(_ literal: String, isDefaultFor type: String) -> Bool {
    guard let first = literal.first else { return false }
    switch type {
    case "Int":
      return first.isNumber && !literal.contains(".") && !literal.lowercased().contains("e")
        || literal.hasPrefix("0x")
    case "Double":
      return first.isNumber && (literal.contains(".") || literal.lowercased().contains("e"))
        && !literal.hasPrefix("0x")
    case "String":
      return first == "\"" && !literal.hasPrefix("\"\"\"") || literal.hasPrefix("\"\"\"")
    case "Bool": return literal == "true" || literal == "false"
    default: return false
    }
  }

  /// `if (a > b) {` → `if a > b {`, likewise for `while`, `guard` and `else if`.
  private func redundantConditionParentheses(_ tokens: Tokens) -> Tokens {
    var result = tokens
    var index = 0
    while index < result.count {
      if ["if", "while", "guard", "switch"].contains(result[index]), index + 1 < result.count,
        result[index + 1] == "(",
        let close = matching(result, from: index + 1, open: "(", close: ")"),
        close + 1 < result.count,
        ["{", "else"].contains(result[close + 1])
      {
        result.remove(at: close)
        result.remove(at: index + 1)
        continue
      }
      index += 1
    }
    return result
  }

  /// `x.isMultiple(of: n)` → `x % n == 0`.
  private func isMultipleToRemainder(_ tokens: Tokens) -> Tokens {
    var result: Tokens = []
    var index = 0
    while index < tokens.count {
      if tokens[index] == ".", index + 4 < tokens.count, tokens[index + 1] == "isMultiple",
        tokens[index + 2] == "(",
        tokens[index + 3] == "of", tokens[index + 4] == ":",
        let close = matching(tokens, from: index + 2, open: "(", close: ")")
      {
        let argument = Array(tokens[(index + 5)..<close])
        result += ["%"] + (argument.count == 1 ? argument : ["("] + argument + [")"]) + ["==", "0"]
        index = close + 1
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// Drops `return` from a function or closure body whose only statement is that `return`.
  private func implicitReturns(_ tokens: Tokens) -> Tokens {
    var result = tokens
    var index = 0
    while index < result.count {
      if result[index] == "{", let close = matching(result, from: index, open: "{", close: "}"),
        isFunctionOrClosureBody(result, brace: index)
      {
        var start = index + 1
        if let inIndex = closureIn(result, from: start, to: close) { start = inIndex + 1 }
        let body = Array(result[start..<close])
        let meaningful = body.enumerated().filter { $0.element != "\n" }
        if let first = meaningful.first, first.element == "return", statementCount(body) == 1,
          meaningful.count > 1
        {
          result.remove(at: start + first.offset)
          continue
        }
      }
      index += 1
    }
    return result
  }

  private func isFunctionOrClosureBody(_ tokens: Tokens, brace: Int) -> Bool {
    guard brace > 0 else { return false }
    let previous = tokens[..<brace].last { $0 != "\n" } ?? ""
    if ["=", "(", ",", ":", "return", "in"].contains(previous) { return true }
    // A function signature: `func name(…) -> Type {` with no control keyword since the `func`.
    var depth = 0
    for token in tokens[..<brace].reversed() {
      if token == ")" || token == "]" { depth += 1 }
      if token == "(" || token == "[" { depth -= 1 }
      if depth == 0, ["{", "}"].contains(token) { return false }
      if depth == 0,
        ["if", "while", "for", "guard", "switch", "else", "repeat", "do", "catch"].contains(token)
      {
        return false
      }
      if depth == 0, ["func", "init", "subscript", "get", "set"].contains(token) { return true }
      if depth == 0, token == "\n" { break }
    }
    // A trailing closure: `.map {`, `.filter {`.
    let beforePrevious = tokens[..<brace].dropLast().last { $0 != "\n" }
    return beforePrevious == "." || previous == ")"
  }

  private func closureIn(_ tokens: Tokens, from start: Int, to end: Int) -> Int? {
    var depth = 0
    for index in start..<end {
      let token = tokens[index]
      if ["(", "[", "{"].contains(token) { depth += 1 }
      if [")", "]", "}"].contains(token) { depth -= 1 }
      if depth == 0, token == "in" { return index }
      if depth == 0, token == "\n" { return nil }
    }
    return nil
  }

  private func statementCount(_ body: Tokens) -> Int {
    var count = 0
    var depth = 0
    var inStatement = false
    for token in body {
      if ["(", "[", "{"].contains(token) { depth += 1 }
      if [")", "]", "}"].contains(token) { depth -= 1 }
      if token == "\n", depth == 0 {
        inStatement = false
      } else if !inStatement {
        inStatement = true
        count += 1
      }
    }
    return count
  }

  func matching(_ tokens: Tokens, from open: Int, open opener: String, close closer: String) -> Int?
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

  private func topLevelIndex(of token: String, in tokens: Tokens) -> Int? {
    var depth = 0
    for (index, current) in tokens.enumerated() {
      if ["(", "[", "<"].contains(current) { depth += 1 }
      if [")", "]", ">"].contains(current) { depth -= 1 }
      if depth == 0, current == token { return index }
    }
    return nil
  }
}
