/// Evaluates `${…}` expressions and answer conditions: integer `+ - * / %` with Swift's truncating
/// division, parentheses, comparisons, `&&`, `||`, `!`, string and boolean literals, and back-references
/// (an `OPERATOR_n` stands for its operator). There is no JavaScript engine here; this is all we need.
struct ExpressionEvaluator {
  let context: PlaceholderContext
  let engine: PlaceholderEngine

  enum Token: Equatable {
    case value(PlaceholderValue)
    case symbol(String)
  }

  func evaluate(_ source: String) throws(PlaceholderError) -> PlaceholderValue {
    var parser = Parser(tokens: try tokens(source), source: source)
    let result = try parser.expression()
    guard parser.index == parser.tokens.count else {
      throw PlaceholderError("unexpected text in the expression \"\(source)\"")
    }
    return result
  }

  private func tokens(_ source: String) throws(PlaceholderError) -> [Token] {
    var result: [Token] = []
    for segment in try TemplateScanner.segments(source) {
      switch segment {
      case .placeholder(let reference):
        let value = try engine.value(of: reference, context: context)
        if let (kind, number) = PlaceholderEngine.splitNumbered(reference.word),
          kind == "OPERATOR"
            || context.items[number]?.placeholder == "RANDOM_OPERATOR" && kind == "VALUE"
        {
          result.append(.symbol(value.description))
        } else {
          result.append(.value(value))
        }
      case .expression:
        throw PlaceholderError("an expression inside an expression in \"\(source)\"")
      case .literal(let text):
        result += try lex(text, source: source)
      }
    }
    return result
  }

  /// The characters as one string, appended one by one: `String(_:)` of a slice of characters is
  /// generic, and its first call made the runtime look up the slice's conformances (about 250,000
  /// instructions, more than the rest of making a question).
  private static func text(_ characters: ArraySlice<Character>) -> String {
    var text = ""
    for character in characters { text.append(character) }
    return text
  }

  private func lex(_ text: String, source: String) throws(PlaceholderError) -> [Token] {
    let characters = Array(text)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character.isNumber {
        var end = index
        while end < characters.count, characters[end].isNumber { end += 1 }
        guard let number = Int(Self.text(characters[index..<end])) else {
          throw PlaceholderError("a number too large in \"\(source)\"")
        }
        tokens.append(.value(.int(number)))
        index = end
      } else if character == "\"" || character == "'" {
        guard let close = characters[(index + 1)...].firstIndex(of: character) else {
          throw PlaceholderError("an unclosed string in \"\(source)\"")
        }
        tokens.append(.value(.string(Self.text(characters[(index + 1)..<close]))))
        index = close + 1
      } else if character.isLetter {
        var end = index
        while end < characters.count, characters[end].isLetter { end += 1 }
        let word = Self.text(characters[index..<end])
        switch word {
        case "true": tokens.append(.value(.bool(true)))
        case "false": tokens.append(.value(.bool(false)))
        default: throw PlaceholderError("unknown word \"\(word)\" in the expression \"\(source)\"")
        }
        index = end
      } else {
        let two = index + 1 < characters.count ? Self.text(characters[index...(index + 1)]) : ""
        if ["==", "!=", "<=", ">=", "&&", "||"].contains(two) {
          tokens.append(.symbol(two))
          index += 2
        } else if "+-*/%<>!()".contains(character) {
          tokens.append(.symbol(String(character)))
          index += 1
        } else {
          throw PlaceholderError("unexpected \"\(character)\" in the expression \"\(source)\"")
        }
      }
    }
    return tokens
  }

  struct Parser {
    let tokens: [Token]
    let source: String
    var index = 0
    /// How many parentheses and prefix operators are open: each one is a level of recursion, so a
    /// content author's ten thousand nested `(` would end unwrap with a stack overflow.
    var depth = 0
    static let maximumDepth = 64

    mutating func nest() throws(PlaceholderError) {
      depth += 1
      guard depth <= Self.maximumDepth else {
        throw failure("more than \(Self.maximumDepth) nested parentheses or prefix operators")
      }
    }

    mutating func take(_ symbols: Set<String>) -> String? {
      guard index < tokens.count, case .symbol(let symbol) = tokens[index], symbols.contains(symbol)
      else {
        return nil
      }
      index += 1
      return symbol
    }

    /// The message with the expression quoted, shortened to its ends when it is long.
    func failure(_ message: String) -> PlaceholderError {
      let quoted = source.count > 80 ? "\(source.prefix(40))…\(source.suffix(20))" : source
      return PlaceholderError("\(message) in the expression \"\(quoted)\"")
    }

    mutating func expression() throws(PlaceholderError) -> PlaceholderValue {
      var left = try conjunction()
      while take(["||"]) != nil {
        let right = try conjunction()
        let (a, b) = (try bool(left), try bool(right))
        left = .bool(a || b)
      }
      return left
    }

    mutating func conjunction() throws(PlaceholderError) -> PlaceholderValue {
      var left = try equality()
      while take(["&&"]) != nil {
        let right = try equality()
        let (a, b) = (try bool(left), try bool(right))
        left = .bool(a && b)
      }
      return left
    }

    mutating func equality() throws(PlaceholderError) -> PlaceholderValue {
      var left = try comparison()
      while let symbol = take(["==", "!="]) {
        let right = try comparison()
        left = .bool((left == right) == (symbol == "=="))
      }
      return left
    }

    mutating func comparison() throws(PlaceholderError) -> PlaceholderValue {
      var left = try additive()
      while let symbol = take(["<", ">", "<=", ">="]) {
        let right = try additive()
        let (a, b) = (try int(left), try int(right))
        switch symbol {
        case "<": left = .bool(a < b)
        case ">": left = .bool(a > b)
        case "<=": left = .bool(a <= b)
        default: left = .bool(a >= b)
        }
      }
      return left
    }

    mutating func additive() throws(PlaceholderError) -> PlaceholderValue {
      var left = try multiplicative()
      while let symbol = take(["+", "-"]) {
        let right = try multiplicative()
        let (a, b) = (try int(left), try int(right))
        let result =
          symbol == "+" ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
        guard !result.overflow else { throw failure("an overflow") }
        left = .int(result.partialValue)
      }
      return left
    }

    mutating func multiplicative() throws(PlaceholderError) -> PlaceholderValue {
      var left = try unary()
      while let symbol = take(["*", "/", "%"]) {
        let right = try unary()
        let (a, b) = (try int(left), try int(right))
        if symbol != "*", b == 0 { throw failure("a division by zero") }
        let result =
          switch symbol {
          case "*": a.multipliedReportingOverflow(by: b)
          case "/": a.dividedReportingOverflow(by: b)
          default: a.remainderReportingOverflow(dividingBy: b)
          }
        guard !result.overflow else { throw failure("an overflow") }
        left = .int(result.partialValue)
      }
      return left
    }

    mutating func unary() throws(PlaceholderError) -> PlaceholderValue {
      if take(["!"]) != nil {
        try nest()
        defer { depth -= 1 }
        let operand = try unary()
        return .bool(!(try bool(operand)))
      }
      if take(["-"]) != nil {
        try nest()
        defer { depth -= 1 }
        let operand = try unary()
        // -Int.min does not fit: checked, like every other operator.
        let result = Int(0).subtractingReportingOverflow(try int(operand))
        guard !result.overflow else { throw failure("an overflow") }
        return .int(result.partialValue)
      }
      return try primary()
    }

    mutating func primary() throws(PlaceholderError) -> PlaceholderValue {
      if take(["("]) != nil {
        try nest()
        defer { depth -= 1 }
        let inner = try expression()
        guard take([")"]) != nil else { throw failure("a missing )") }
        return inner
      }
      guard index < tokens.count, case .value(let value) = tokens[index] else {
        throw failure(index < tokens.count ? "a misplaced operator" : "a missing value at the end")
      }
      index += 1
      return value
    }

    func int(_ value: PlaceholderValue) throws(PlaceholderError) -> Int {
      guard case .int(let number) = value else {
        throw failure("\"\(value)\" is not a whole number")
      }
      return number
    }

    func bool(_ value: PlaceholderValue) throws(PlaceholderError) -> Bool {
      guard case .bool(let flag) = value else { throw failure("\"\(value)\" is not true or false") }
      return flag
    }
  }
}
