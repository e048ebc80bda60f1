/// One pass over the UTF-8 bytes of Swift source, one token at a time. Each token is a byte range, so
/// scanning allocates nothing; `SourceBytes` answers ASCII from the byte and asks Unicode otherwise.
struct SwiftScanner {
  let source: SourceBytes
  var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    source = SourceBytes(bytes: bytes)
  }

  var isAtEnd: Bool { index >= source.count }

  private func matches(_ first: UInt8, _ second: UInt8) -> Bool {
    source[index] == first && source[index + 1] == second
  }

  /// Scans the token at `index` and returns its kind; the token is everything up to the new `index`.
  mutating func scanToken() -> SwiftTokenKind {
    let byte = source[index]
    let newline = source.newlineLength(at: index)
    if newline > 0 {
      index += newline
      return .newline
    }
    var space = source.spaceLength(at: index)
    if space > 0 {
      while space > 0 {
        index += space
        space = source.spaceLength(at: index)
      }
      return .whitespace
    }
    if matches(slash, slash) {
      while !isAtEnd, source.newlineLength(at: index) == 0 { index += 1 }
      return .comment
    }
    // A comment or string left open runs to the end and is not one: it hides what follows from the
    // matcher but not from the compiler, which refuses it.
    if matches(slash, star) {
      return scanBlockComment() ? .comment : .unknown
    }
    if byte == quote || (byte == hash && rawStringStarts()) {
      return scanString() ? .string : .unknown
    }
    if SourceBytes.isDigit(byte) {
      scanNumber()
      return .number
    }
    if byte == backtick { return scanBacktickIdentifier() }
    let start = source.identifierStartLength(at: index)
    if start > 0 {
      let first = index
      index += start
      skipIdentifierCharacters()
      return Self.isKeyword(UnsafeBufferPointer(rebasing: source.bytes[first..<index]))
        ? .keyword : .identifier
    }
    if byte == UInt8(ascii: "$") {
      index += 1
      skipIdentifierCharacters()
      return .identifier
    }
    if byte == UInt8(ascii: "@") || byte == hash {
      index += 1
      guard source.identifierStartLength(at: index) > 0 else { return .unknown }
      skipIdentifierCharacters()
      return byte == hash ? .directive : .attribute
    }
    if SourceBytes.isPunctuation(byte) {
      index += 1
      return .punctuation
    }
    let next = source[index + 1]
    if byte == dot, next != dot, !SourceBytes.isOperator(next) {
      index += 1
      return .punctuation
    }
    if SourceBytes.isOperator(byte) || byte == dot {
      while !isAtEnd, SourceBytes.isOperator(source[index]) || source[index] == dot {
        if matches(slash, slash) || matches(slash, star) { break }
        index += 1
      }
      return .operator
    }
    index += source.characterLength(at: index)
    return .unknown
  }

  private mutating func skipIdentifierCharacters() {
    var length = source.identifierContinueLength(at: index)
    while length > 0 {
      index += length
      length = source.identifierContinueLength(at: index)
    }
  }

  /// `` `class` ``: a closing backtick on the same line, with something between, makes an identifier.
  private mutating func scanBacktickIdentifier() -> SwiftTokenKind {
    var position = index + 1
    while position < source.count, source[position] != backtick,
      source.newlineLength(at: position) == 0
    {
      position += 1
    }
    if source[position] == backtick, position > index + 1 {
      index = position + 1
      return .identifier
    }
    index += 1
    return .unknown
  }

  /// Scans a block comment, nested ones included; false when the source ends inside it.
  private mutating func scanBlockComment() -> Bool {
    var depth = 0
    while !isAtEnd {
      if matches(slash, star) {
        depth += 1
        index += 2
      } else if matches(star, slash) {
        depth -= 1
        index += 2
        if depth == 0 { return true }
      } else {
        index += 1
      }
    }
    return false
  }

  private func rawStringStarts() -> Bool {
    var position = index
    while source[position] == hash { position += 1 }
    return source[position] == quote
  }

  /// Whether `count` copies of `byte` start at `position`.
  private func repeats(_ byte: UInt8, _ count: Int, at position: Int) -> Bool {
    for offset in 0..<count where source[position + offset] != byte { return false }
    return true
  }

  /// Scans a string literal of any form, including nested interpolations, to its closing delimiter.
  /// Only ASCII bytes end or escape a string, so the inside is walked byte by byte. False when the
  /// line (a single-line string) or the source ends first.
  @discardableResult
  mutating func scanString() -> Bool {
    var hashes = 0
    while source[index] == hash {
      hashes += 1
      index += 1
    }
    let multiLine = repeats(quote, 3, at: index)
    let quotes = multiLine ? 3 : 1
    index += quotes
    while !isAtEnd {
      if repeats(quote, quotes, at: index), repeats(hash, hashes, at: index + quotes) {
        index += quotes + hashes
        return true
      }
      if !multiLine, source.newlineLength(at: index) > 0 { return false }
      if source[index] == backslash, repeats(hash, hashes, at: index + 1) {
        index += 1 + hashes
        if source[index] == UInt8(ascii: "(") {
          index += 1
          scanInterpolation()
        } else if !isAtEnd {
          index += source.newlineLength(at: index) == 2 ? 2 : 1
        }
        continue
      }
      index += 1
    }
    return false
  }

  /// Scans the inside of `\( … )` up to its matching parenthesis, skipping nested strings.
  private mutating func scanInterpolation() {
    var depth = 1
    while !isAtEnd {
      let byte = source[index]
      if byte == quote || (byte == hash && rawStringStarts()) {
        scanString()
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      index += 1
    }
  }

  private mutating func scanNumber() {
    let prefix = source[index + 1]
    if source[index] == UInt8(ascii: "0"),
      prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o")
    {
      let hex = prefix == UInt8(ascii: "x")
      index += 2
      while !isAtEnd {
        let next = source[index]
        let exponent = next == UInt8(ascii: "p") || next == UInt8(ascii: "P")
        guard
          SourceBytes.isHexDigit(next) || next == UInt8(ascii: "_")
            || (hex && (next == dot || exponent))
        else { break }
        if next == dot, !SourceBytes.isHexDigit(source[index + 1]) { break }
        index += 1
        if exponent, source[index] == UInt8(ascii: "-") || source[index] == UInt8(ascii: "+") {
          index += 1
        }
      }
      return
    }
    skipDigits()
    if source[index] == dot, SourceBytes.isDigit(source[index + 1]) {
      index += 1
      skipDigits()
    }
    if source[index] | 0x20 == UInt8(ascii: "e") {
      let sign = source[index + 1] == UInt8(ascii: "-") || source[index + 1] == UInt8(ascii: "+")
      if source.numberLength(at: index + (sign ? 2 : 1)) > 0 {
        index += sign ? 2 : 1
        skipDigits()
      }
    }
  }

  /// Digits, other numbers and `_`.
  private mutating func skipDigits() {
    while !isAtEnd {
      if source[index] == UInt8(ascii: "_") {
        index += 1
      } else {
        let length = source.numberLength(at: index)
        guard length > 0 else { return }
        index += length
      }
    }
  }

  /// Whether the identifier's bytes spell a keyword; only ASCII words of 2 to 15 letters can.
  static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 2, bytes.count <= 15,
      let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "z")
    else { return false }
    for word in keywordsByLength[bytes.count] where word[0] == first {
      var index = 1
      while index < bytes.count, word[index] == bytes[index] { index += 1 }
      if index == bytes.count { return true }
    }
    return false
  }

  /// `SwiftKeywords.all` as bytes, grouped by length: a word is compared with the few of its length.
  private static let keywordsByLength: [[[UInt8]]] = SwiftKeywords.all.reduce(
    into: Array(repeating: [], count: 16)
  ) { table, word in table[word.utf8.count].append(Array(word.utf8)) }
}

private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let quote = UInt8(ascii: "\"")
private let hash = UInt8(ascii: "#")
private let dot = UInt8(ascii: ".")
private let backtick = UInt8(ascii: "`")
private let backslash = UInt8(ascii: "\\")
