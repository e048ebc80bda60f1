/// Finds where JSON text first goes wrong, by line and column, so an author who drops a comma is told
/// where. The JSON decoder in FoundationEssentials says only that the data is not valid JSON.
struct JSONSyntaxCheck {
  /// The first syntax problem: 1-based line and column, and what was expected there.
  struct Problem: Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0

  /// Nil when the text is well-formed JSON.
  static func firstProblem(in text: String) -> Problem? {
    var check = JSONSyntaxCheck(bytes: Array(text.utf8))
    do throws(Problem) {
      check.skipSpace()
      try check.value()
      check.skipSpace()
      if check.index < check.bytes.count { throw check.failure("nothing more after the value") }
      return nil
    } catch {
      return error
    }
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func failure(_ expected: String) -> Problem {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    let found = index < bytes.count ? "" : " (the file ends here; it may have been cut short)"
    return Problem(line: line, column: column, message: "expected \(expected)\(found)")
  }

  private mutating func skipSpace() {
    while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
  }

  private mutating func expect(_ byte: UInt8, _ description: String) throws(Problem) {
    guard current == byte else { throw failure(description) }
    index += 1
  }

  private mutating func value() throws(Problem) {
    switch current {
    case UInt8(ascii: "{"): try object()
    case UInt8(ascii: "["): try array()
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): number()
    default: throw failure("a value (a string, number, object, array, true, false or null)")
    }
  }

  private mutating func object() throws(Problem) {
    try members(closedBy: "}") { check throws(Problem) in
      guard check.current == UInt8(ascii: "\"") else { throw check.failure("a \"quoted\" key") }
      try check.string()
      check.skipSpace()
      try check.expect(UInt8(ascii: ":"), "a : after the key")
      check.skipSpace()
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
      index += 1
      skipSpace()
    }
    try expect(UInt8(ascii: closing), "a , or a \(closing) (is a comma missing?)")
  }

  private mutating func string() throws(Problem) {
    index += 1
    while let byte = current {
      if byte == 0x0A { throw failure("a closing \" before the end of the line") }
      index += 1
      if byte == UInt8(ascii: "\"") { return }
      if byte == UInt8(ascii: "\\"), current != nil { index += 1 }
    }
    throw failure("a closing \"")
  }

  private mutating func literal(_ word: String) throws(Problem) {
    for byte in word.utf8 {
      guard current == byte else { throw failure(word) }
      index += 1
    }
  }

  private mutating func number() {
    while let byte = current,
      (0x30...0x39).contains(byte) || [UInt8(ascii: "-"), 0x2B, 0x2E, 0x65, 0x45].contains(byte)
    {
      index += 1
    }
  }
}

extension JSONSyntaxCheck.Problem: Error {}
