/// Rewrites a token sequence so that style choices the compiler does not care about compare equal.
///
/// Works on tokens (whitespace and comments already removed, newlines kept as `\n` until the end),
/// reading a token's text from the vocabulary only where a rule needs it (literals, capitalized types,
/// `>>`). Each rule is documented in CONTRIBUTING.md; each has a test.
struct Homogenizer {
  typealias Tokens = [MatchToken]

  /// Where the tokens' texts are numbered.
  let vocabulary: TokenVocabulary

  func homogenize(_ input: Tokens) -> Tokens {
    var tokens: Tokens = []
    tokens.reserveCapacity(input.count)
    // Statement separators are newlines; a `{` on its own line belongs to the line before.
    for (index, token) in input.enumerated() {
      let separator = token == .semicolon || token == .newline
      if separator, index + 1 < input.count, input[index + 1] == .openBrace { continue }
      tokens.append(separator ? .newline : token)
    }
    tokens = splitClosingAngles(tokens)
    tokens = sugarGenericTypes(tokens)
    tokens = emptyCollectionInitializers(tokens)
    tokens = inferredAnnotations(tokens)
    tokens = redundantConditionParentheses(tokens)
    tokens = isMultipleToRemainder(tokens)
    tokens = implicitReturns(tokens)
    return tokens.compactMap { $0 == .newline ? nil : $0 == .let ? .var : $0 }
  }

  /// `>>` closing two generic lists becomes two `>` tokens.
  private func splitClosingAngles(_ tokens: Tokens) -> Tokens {
    guard tokens.contains(.openAngle) else { return tokens }
    var result: Tokens = []
    result.reserveCapacity(tokens.count)
    var angleDepth = 0
    for (index, token) in tokens.enumerated() {
      if token == .openAngle, index > 0, vocabulary.startsUppercase(tokens[index - 1]) {
        angleDepth += 1
        result.append(token)
      } else if angleDepth > 0, token == .closeAngleQuestion {
        result += [.closeAngle, .question]
        angleDepth -= 1
      } else if angleDepth > 0, vocabulary.text(of: token, isAll: UInt8(ascii: ">")) {
        for _ in vocabulary.text(of: token).utf8 {
          result.append(.closeAngle)
          angleDepth -= 1
        }
      } else {
        result.append(token)
      }
    }
    return result
  }

  /// `Array<T>` → `[T]`, `Dictionary<K, V>` → `[K: V]`, `Optional<T>` → `T?`.
  private func sugarGenericTypes(_ tokens: Tokens) -> Tokens {
    guard tokens.contains(where: { $0 == .array || $0 == .dictionary || $0 == .optional }) else {
      return tokens
    }
    var result: Tokens = []
    result.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token == .array || token == .dictionary || token == .optional, index + 1 < tokens.count,
        tokens[index + 1] == .openAngle,
        let close = matching(tokens, from: index + 1, open: .openAngle, close: .closeAngle)
      {
        let inner = sugarGenericTypes(Array(tokens[(index + 2)..<close]))
        switch token {
        case .array: result += [.openBracket] + inner + [.closeBracket]
        case .optional: result += inner + [.question]
        default:
          if let comma = topLevelIndex(of: .comma, in: inner) {
            result += [.openBracket] + inner[..<comma] + [.colon]
            result += inner[(comma + 1)...] + [.closeBracket]
          } else {
            result += [.openBracket] + inner + [.closeBracket]
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
    guard tokens.contains(.openBracket) else { return tokens }
    var result: Tokens = []
    result.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      if tokens[index] == .colon, index + 1 < tokens.count, tokens[index + 1] == .openBracket,
        let close = matching(tokens, from: index + 1, open: .openBracket, close: .closeBracket),
        close + 3 < tokens.count + 1
      {
        let type = tokens[(index + 1)...close]
        let rest = tokens[(close + 1)...].prefix(4)
        if rest.starts(with: [.equals, .openBracket, .closeBracket]) {
          result += [.equals] + type + [.openParen, .closeParen]
          index = close + 4
          continue
        }
        if rest.starts(with: [.equals, .openBracket, .colon, .closeBracket]) {
          result += [.equals] + type + [.openParen, .closeParen]
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
    guard tokens.contains(.colon) else { return tokens }
    var result: Tokens = []
    result.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      if tokens[index] == .colon, index >= 2,
        tokens[index - 2] == .let || tokens[index - 2] == .var,
        index + 3 < tokens.count,
        tokens[index + 2] == .equals
      {
        let type = tokens[index + 1]
        var literalEnd = index + 3
        if tokens[literalEnd] == .minus { literalEnd += 1 }
        let next = literalEnd + 1 < tokens.count ? tokens[literalEnd + 1] : .newline
        let endsStatement =
          next == .newline || next == .closeBrace || next == .closeParen || next == .comma
        if endsStatement, literalEnd < tokens.count,
          type == .int || type == .double || type == .string || type == .bool,
          Self.literal(
            vocabulary.text(of: tokens[literalEnd]), isDefaultFor: vocabulary.text(of: type))
        {
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
      let token = result[index]
      if token == .if || token == .while || token == .guard || token == .switch,
        index + 1 < result.count,
        result[index + 1] == .openParen,
        let close = matching(result, from: index + 1, open: .openParen, close: .closeParen),
        close + 1 < result.count,
        result[close + 1] == .openBrace || result[close + 1] == .else
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
    guard tokens.contains(.isMultiple) else { return tokens }
    var result: Tokens = []
    result.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      if tokens[index] == .dot, index + 4 < tokens.count, tokens[index + 1] == .isMultiple,
        tokens[index + 2] == .openParen,
        tokens[index + 3] == .of, tokens[index + 4] == .colon,
        let close = matching(tokens, from: index + 2, open: .openParen, close: .closeParen)
      {
        let argument = Array(tokens[(index + 5)..<close])
        result.append(.percent)
        result += argument.count == 1 ? argument : [.openParen] + argument + [.closeParen]
        result += [.equalEqual, .zero]
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
    guard tokens.contains(.return) else { return tokens }
    var result = tokens
    var index = 0
    while index < result.count {
      if result[index] == .openBrace,
        let close = matching(result, from: index, open: .openBrace, close: .closeBrace),
        isFunctionOrClosureBody(result, brace: index)
      {
        var start = index + 1
        if let inIndex = closureIn(result, from: start, to: close) { start = inIndex + 1 }
        let body = result[start..<close]
        if let first = body.firstIndex(where: { $0 != .newline }), result[first] == .return,
          body.lazy.filter({ $0 != .newline }).count > 1, statementCount(body) == 1
        {
          result.remove(at: first)
          continue
        }
      }
      index += 1
    }
    return result
  }
}
