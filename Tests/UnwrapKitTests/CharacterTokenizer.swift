@testable import UnwrapKit

/// The tokenizer as it was before the byte scanner: it walks `[Character]` and asks Unicode about every
/// character. Kept as an oracle, so the byte scanner's ASCII fast path is checked against it.
struct CharacterTokenizer {
  func tokenize(_ source: String) -> [SwiftToken] {
    var scanner = Scanner(Array(source))
    var tokens: [SwiftToken] = []
    while !scanner.isAtEnd {
      let start = scanner.index
      let kind = scanner.scanToken()
      tokens.append(
        SwiftToken(
          kind: kind, text: String(scanner.characters[start..<scanner.index]), offset: start))
    }
    return tokens
  }

  private struct Scanner {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) {
      self.characters = characters
    }

    var isAtEnd: Bool { index >= characters.count }

    func peek(_ ahead: Int = 0) -> Character? {
      let position = index + ahead
      return position < characters.count ? characters[position] : nil
    }

    mutating func advance(_ count: Int = 1) {
      index = min(index + count, characters.count)
    }

    func matches(_ text: String) -> Bool {
      var position = index
      for character in text {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
      }
      return true
    }

    mutating func scanToken() -> SwiftTokenKind {
      guard let character = peek() else { return .unknown }
      if character.isNewline {
        advance()
        return .newline
      }
      if character.isWhitespace {
        while let next = peek(), next.isWhitespace, !next.isNewline { advance() }
        return .whitespace
      }
      if matches("//") {
        while let next = peek(), !next.isNewline { advance() }
        return .comment
      }
      if matches("/*") {
        return scanBlockComment() ? .comment : .unknown
      }
      if character == "\"" || (character == "#" && rawStringStarts()) {
        return scanString() ? .string : .unknown
      }
      if character.isNumber, character.isASCII {
        scanNumber()
        return .number
      }
      if character == "`" {
        if let close = characters[(index + 1)...].prefix(while: { !$0.isNewline }).firstIndex(
          of: "`"),
          close > index + 1
        {
          index = close + 1
          return .identifier
        }
        advance()
        return .unknown
      }
      if Self.isIdentifierStart(character) {
        let start = index
        while let next = peek(), Self.isIdentifierContinue(next) { advance() }
        return SwiftKeywords.all.contains(String(characters[start..<index]))
          ? .keyword : .identifier
      }
      if character == "$" {
        advance()
        while let next = peek(), Self.isIdentifierContinue(next) { advance() }
        return .identifier
      }
      if character == "@" || character == "#" {
        advance()
        guard let next = peek(), Self.isIdentifierStart(next) else { return .unknown }
        while let next = peek(), Self.isIdentifierContinue(next) { advance() }
        return character == "@" ? .attribute : .directive
      }
      if "()[]{},:;".contains(character) {
        advance()
        return .punctuation
      }
      if character == ".", !(peek(1).map { $0 == "." || Self.isOperatorCharacter($0) } ?? false) {
        advance()
        return .punctuation
      }
      if Self.isOperatorCharacter(character) || character == "." {
        while let next = peek(), Self.isOperatorCharacter(next) || next == "." {
          if matches("//") || matches("/*") { break }
          advance()
        }
        return .operator
      }
      advance()
      return .unknown
    }

    mutating func scanBlockComment() -> Bool {
      var depth = 0
      while !isAtEnd {
        if matches("/*") {
          depth += 1
          advance(2)
        } else if matches("*/") {
          depth -= 1
          advance(2)
          if depth == 0 { return true }
        } else {
          advance()
        }
      }
      return false
    }

    func rawStringStarts() -> Bool {
      var position = index
      while position < characters.count, characters[position] == "#" { position += 1 }
      return position < characters.count && characters[position] == "\""
    }

    /// Scans a string literal of any form, including nested interpolations, to its closing delimiter;
    /// false when the line (a single-line string) or the source ends first.
    @discardableResult
    mutating func scanString() -> Bool {
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        advance()
      }
      let multiLine = matches("\"\"\"")
      advance(multiLine ? 3 : 1)
      let closing = (multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      while !isAtEnd {
        if matches(closing) {
          advance(closing.count)
          return true
        }
        if !multiLine, let next = peek(), next.isNewline { return false }
        if matches(escape) {
          advance(escape.count)
          if peek() == "(" {
            advance()
            scanInterpolation()
          } else {
            advance()
          }
          continue
        }
        advance()
      }
      return false
    }

    /// Scans the inside of `\( … )` up to its matching parenthesis, skipping nested strings.
    mutating func scanInterpolation() {
      var depth = 1
      while !isAtEnd {
        guard let character = peek() else { return }
        if character == "\"" || (character == "#" && rawStringStarts()) {
          scanString()
          continue
        }
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 {
            advance()
            return
          }
        }
        advance()
      }
    }

    mutating func scanNumber() {
      if matches("0x") || matches("0b") || matches("0o") {
        let hex = matches("0x")
        advance(2)
        while let next = peek(),
          next.isHexDigit || next == "_" || (hex && (next == "." || next == "p" || next == "P"))
        {
          if next == ".", !(peek(1)?.isHexDigit ?? false) { break }
          if next == "p" || next == "P" {
            advance()
            if peek() == "-" || peek() == "+" { advance() }
            continue
          }
          advance()
        }
        return
      }
      while let next = peek(), next.isNumber || next == "_" { advance() }
      if peek() == ".", let after = peek(1), after.isNumber, after.isASCII {
        advance()
        while let next = peek(), next.isNumber || next == "_" { advance() }
      }
      if peek() == "e" || peek() == "E" {
        let sign = peek(1) == "-" || peek(1) == "+"
        if let digit = peek(sign ? 2 : 1), digit.isNumber {
          advance(sign ? 2 : 1)
          while let next = peek(), next.isNumber || next == "_" { advance() }
        }
      }
    }

    static func isIdentifierStart(_ character: Character) -> Bool {
      character == "_" || character.isLetter
        || (!character.isASCII && !character.isWhitespace
          && !character.isPunctuation && !character.isSymbol && !character.isNumber)
    }

    static func isIdentifierContinue(_ character: Character) -> Bool {
      isIdentifierStart(character) || character.isNumber
    }

    static func isOperatorCharacter(_ character: Character) -> Bool {
      "/=-+!*%<>&|^~?".contains(character)
    }
  }
}
