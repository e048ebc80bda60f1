/// Finds where JSON text first goes wrong, by line and column, so an author who drops a comma is told
/// where (the JSON decoder in FoundationEssentials says only that the data is not valid JSON). It
/// also enforces `ContentTextRules` in the same pass: no control character, raw or escaped, and no
/// nesting deeper than the limit, so the decoder, which recurses, never meets either; and it refuses
/// a key given twice in one object, which the decoder would read without a word.
public struct JSONSyntaxCheck {
  /// The first problem: 1-based line and column, and what is wrong there.
  public struct Problem: Equatable, Sendable {
    /// Whether the text is not JSON at all, or is JSON that breaks a content rule.
    public enum Kind: Equatable, Sendable {
      /// Not JSON: something else stands where JSON needs a comma, a bracket, a quote or a value.
      case syntax
      /// A control character other than newline and tab, raw or as an escape.
      case controlCharacter
      /// Arrays and objects nested deeper than `ContentTextRules.maximumNesting`.
      case tooDeep
      /// A key given twice in one object: the decoder reads the first copy without a word (and
      /// JSONSerialization the last), so the file is refused rather than read either way.
      case duplicateKey
      /// A number with a fraction or exponent, or too large for an `Int`: every number in content
      /// is a whole number (`firstContentProblem`).
      case notWholeNumber
    }

    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// What is wrong there, as a clause: `expected a , or a ] (is a comma missing?)`.
    public var message: String
    /// Whether the text is not JSON, or breaks a content rule.
    public var kind: Kind = .syntax
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The key whose value is read next, when that value is an object member.
  private var key: String?
  /// The first number that is not a whole number an `Int` holds: where it starts, and its key.
  private var firstNonInt: (offset: Int, literal: String, key: String?)?

  /// Nil when the text is well-formed JSON that keeps the content rules.
  public static func firstProblem(in text: String) -> Problem? {
    guard case .failure(let problem) = scanned(text) else { return nil }
    return problem
  }

  /// `firstProblem`, or else the first number that is not a whole number an `Int` holds. Every
  /// number in a content file is one (an exercise's `order`), and the decoder reads `1e3` or `1.0`
  /// into an `Int` without a word, so a content file is refused by line and key instead (the
  /// progress file, which unwrap writes, is checked by `firstProblem` alone).
  public static func firstContentProblem(in text: String) -> Problem? {
    switch scanned(text) {
    case .failure(let problem): problem
    case .success(let check): check.firstNonInt.map(check.notWholeNumber)
    }
  }

  /// The text read through as one JSON value, or its first problem.
  private static func scanned(_ text: String) -> Result<JSONSyntaxCheck, Problem> {
    var check = JSONSyntaxCheck(bytes: Array(text.utf8))
    if ContentTextRules.startsWithByteOrderMark(check.bytes) {
      return .failure(Problem(line: 1, column: 1, message: ContentTextRules.byteOrderMarkMessage))
    }
    do throws(Problem) {
      check.skipSpace()
      try check.value()
      check.skipSpace()
      if check.index < check.bytes.count { throw check.failure("nothing more after the value") }
      return .success(check)
    } catch {
      return .failure(error)
    }
  }

  /// The first number in well-formed JSON that is not a whole number an `Int` holds (too large, or
  /// with a fraction or exponent), with its position and a sentence naming it and its key. Every
  /// number in content is a whole number (an exercise's `order`), and the decoder reports one that
  /// does not fit as "not valid JSON", naming neither the number nor where it is.
  public static func firstNumberNotAnInt(in text: String) -> Problem? {
    var check = JSONSyntaxCheck(bytes: Array(text.utf8))
    do throws(Problem) {
      check.skipSpace()
      try check.value()
    } catch {
      return nil
    }
    return check.firstNonInt.map(check.notWholeNumber)
  }

  /// What is said of a number that is not a whole number an `Int` holds, at its place.
  private func notWholeNumber(_ found: (offset: Int, literal: String, key: String?)) -> Problem {
    // The scan only finds where a number ends (`1-2` too); one that is no number at all is
    // not JSON, and is not to be called too large.
    guard Double(found.literal) != nil else {
      return problem(
        "expected a number (\(found.literal) is not one)", kind: .syntax, at: found.offset)
    }
    let field = found.key.map { " (\"\($0)\")" } ?? ""
    let isWhole = found.literal.utf8.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2D }
    let message =
      isWhole
      ? "the number \(found.literal)\(field) is too large: a whole number here is at most \(Int.max)"
      : "the number \(found.literal)\(field) is not a whole number: write one without a fraction or exponent"
    return problem(message, kind: .notWholeNumber, at: found.offset)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The problem at the current byte: a control character when one stands there (it is why nothing
  /// else fits), otherwise `expected` was not found.
  private func failure(_ expected: String) -> Problem {
    if index < bytes.count, let value = ContentTextRules.forbiddenControl(at: index, in: bytes) {
      return problem(ContentTextRules.controlMessage(value), kind: .controlCharacter)
    }
    let found = index < bytes.count ? "" : " (the file ends here; it may have been cut short)"
    return problem("expected \(expected)\(found)", kind: .syntax)
  }

  private func problem(_ message: String, kind: Problem.Kind, at offset: Int? = nil) -> Problem {
    let (line, column) = ContentTextRules.position(ofByte: offset ?? index, in: bytes)
    return Problem(line: line, column: column, message: message, kind: kind)
  }

  private mutating func skipSpace() {
    // Not \r: JSON allows it between values, but content holds no control character but \n and \t.
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A { index += 1 }
  }

  private mutating func expect(_ byte: UInt8, _ description: String) throws(Problem) {
    guard current == byte else { throw failure(description) }
    index += 1
  }

  private mutating func value() throws(Problem) {
    let key = self.key
    self.key = nil
    switch current {
    case UInt8(ascii: "{"): try nested { check throws(Problem) in try check.object() }
    case UInt8(ascii: "["): try nested { check throws(Problem) in try check.array() }
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): number(key: key)
    default: throw failure("a value (a string, number, object, array, true, false or null)")
    }
  }

  /// An object or array one level deeper, refused past the nesting limit before it is followed.
  private mutating func nested(_ body: (inout JSONSyntaxCheck) throws(Problem) -> Void)
    throws(Problem)
  {
    guard depth < ContentTextRules.maximumNesting else {
      throw problem(ContentTextRules.nestingMessage, kind: .tooDeep)
    }
    depth += 1
    try body(&self)
    depth -= 1
  }

  private mutating func object() throws(Problem) {
    // Where each key was first given, by the key as the decoder reads it (escapes decoded).
    var seen: [String: Int] = [:]
    try members(closedBy: "}") { check throws(Problem) in
      guard check.current == UInt8(ascii: "\"") else { throw check.failure("a \"quoted\" key") }
      let quote = check.index
      try check.string()
      let written = check.bytes[(quote + 1)..<(check.index - 1)]
      let key = String(decoding: written, as: UTF8.self)
      if let first = seen.updateValue(quote, forKey: Self.decodedKey(written)) {
        let firstLine = ContentTextRules.position(ofByte: first, in: check.bytes).line
        throw check.problem(
          Self.duplicateKeyMessage(key, firstLine: firstLine), kind: .duplicateKey, at: quote)
      }
      check.skipSpace()
      try check.expect(UInt8(ascii: ":"), "a : after the key")
      check.skipSpace()
      check.key = key
      try check.value()
    }
  }

  private mutating func array() throws(Problem) {
    try members(closedBy: "]") { check throws(Problem) in try check.value() }
  }

  /// The members of an object or array after its opening bracket: none, or `member` repeated with
  /// commas between them, then the closing bracket.
  private mutating func members(
    closedBy closing: Unicode.Scalar, _ member: (inout JSONSyntaxCheck) throws(Problem) -> Void
  ) throws(Problem) {
    index += 1
    skipSpace()
    if current == UInt8(ascii: closing) {
      index += 1
      return
    }
    while true {
      try member(&self)
      skipSpace()
      guard current == UInt8(ascii: ",") else { break }
      let comma = index
      index += 1
      skipSpace()
      // Named as what it is, at the comma: "expected a value" sent authors looking for a gap.
      if let byte = current, byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        throw problem(
          "a trailing comma before \(Unicode.Scalar(byte)) (JSON allows none; remove it)",
          kind: .syntax, at: comma)
      }
    }
    try expect(UInt8(ascii: closing), "a , or a \(closing) (is a comma missing?)")
  }

  private mutating func string() throws(Problem) {
    index += 1
    while let byte = current {
      if byte == 0x0A { throw failure("a closing \" before the end of the line") }
      if byte == 0x09 {
        throw problem(#"a tab inside a string (JSON needs it written \t)"#, kind: .syntax)
      }
      if byte < 0x20 || byte == 0x7F || byte == 0xC2,
        let value = ContentTextRules.forbiddenControl(at: index, in: bytes)
      {
        throw problem(ContentTextRules.controlMessage(value), kind: .controlCharacter)
      }
      index += 1
      if byte == UInt8(ascii: "\"") { return }
      if byte == UInt8(ascii: "\\"), current != nil { try escape() }
    }
    throw failure("a closing \"")
  }

  /// The character after a backslash: refused when JSON has no such escape (`\q`, a `\u` without
  /// four hexadecimal digits), which the decoder refuses without saying where, and when it spells a
  /// control character (`\b`, `\f`, `\r`, or a `\u` escape such as `\u001b`), since the decoder
  /// would turn it into a raw one.
  private mutating func escape() throws(Problem) {
    let start = index - 1
    var value: UInt32?
    switch current {
    case UInt8(ascii: "b"): value = 0x08
    case UInt8(ascii: "f"): value = 0x0C
    case UInt8(ascii: "r"): value = 0x0D
    case UInt8(ascii: "u"):
      let digits = bytes[(index + 1)...].prefix(4).prefix { Self.hexDigit($0) != nil }
      // A file that ends inside the escape was cut short, as the caller says.
      guard index + 1 + digits.count < bytes.count else {
        index = bytes.count
        return
      }
      guard digits.count == 4 else {
        let spelling = String(decoding: bytes[start...(index + digits.count)], as: UTF8.self)
        throw problem(
          #"\#(spelling) is not a \u escape: one needs four hexadecimal digits, like \u00e9"#,
          kind: .syntax, at: start)
      }
      value = digits.reduce(0) { $0 << 4 | (Self.hexDigit($1) ?? 0) }
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "n"),
      UInt8(ascii: "t"):
      break
    default:
      throw problem(
        #"an unknown escape \\#(escapedCharacter()) in a string (JSON knows \" \\ \/ \b \f \n \r \t"#
          + #" and \u with four hexadecimal digits; write a backslash as \\)"#,
        kind: .syntax, at: start)
    }
    if let value, ContentTextRules.isForbidden(value) {
      let end = current == UInt8(ascii: "u") ? index + 4 : index
      let spelling = String(decoding: bytes[start...end], as: UTF8.self)
      throw problem(
        ContentTextRules.controlMessage(value, writtenAs: spelling), kind: .controlCharacter,
        at: start)
    }
    index += 1
  }

  /// The character after a backslash, as the learner would type it; a control character as
  /// `\u{1B}`, so a message never holds one raw.
  private func escapedCharacter() -> String {
    guard let byte = current else { return "" }
    let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    let text = String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self)
    guard let value = text.unicodeScalars.first?.value, ControlCharacters.isControl(value) else {
      return text
    }
    return ControlCharacters.visible(value)
  }

  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  private mutating func literal(_ word: String) throws(Problem) {
    for byte in word.utf8 {
      guard current == byte else { throw failure(word) }
      index += 1
    }
  }

  private mutating func number(key: String?) {
    // Digits, - + . e E: the decoder checks the number's form; this only finds where it ends.
    let start = index
    while let byte = current,
      (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2B || byte == 0x2E || byte == 0x65
        || byte == 0x45
    {
      index += 1
    }
    if firstNonInt == nil {
      let literal = String(decoding: bytes[start..<index], as: UTF8.self)
      if Int(literal) == nil { firstNonInt = (start, literal, key) }
    }
  }
}

extension JSONSyntaxCheck.Problem: Error {
  /// Where the problem is, as `content validate` and the build name it: `line 5, column 7`.
  public var place: String { "line \(line), column \(column)" }

  /// What is wrong, as `content validate` and the build say it after the file and the place: a
  /// syntax mistake is `is not valid JSON: expected …`; a broken content rule is its message alone.
  public var sentence: String { kind == .syntax ? "is not valid JSON: \(message)" : message }
}
