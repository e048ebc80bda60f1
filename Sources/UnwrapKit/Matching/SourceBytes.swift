/// Swift source as UTF-8 bytes, with the character classes the tokenizer asks about. ASCII is answered
/// from the byte alone; only a byte of 0x80 or above decodes its scalar and asks Unicode's properties,
/// the same properties `Character.isLetter`, `isWhitespace`, `isNumber`… read from a first scalar.
struct SourceBytes {
  let bytes: UnsafeBufferPointer<UInt8>

  var count: Int { bytes.count }

  /// The byte at `position`, or 0 past the end (0 starts no token the scanner looks for).
  @inline(__always) subscript(position: Int) -> UInt8 {
    position < bytes.count ? bytes[position] : 0
  }

  /// The length in bytes of the newline starting at `position`, or 0: LF, VT, FF, CR (CR LF is one),
  /// NEL, U+2028 and U+2029, like `Character.isNewline`.
  @inline(__always) func newlineLength(at position: Int) -> Int {
    let byte = self[position]
    if byte < 0x80 {
      if byte == 0x0D { return self[position + 1] == 0x0A ? 2 : 1 }
      return byte >= 0x0A && byte <= 0x0C ? 1 : 0
    }
    if byte == 0xC2 { return self[position + 1] == 0x85 ? 2 : 0 }
    if byte == 0xE2, self[position + 1] == 0x80, self[position + 2] & 0xFE == 0xA8 { return 3 }
    return 0
  }

  /// The length of a whitespace character that is not a newline at `position`, or 0.
  @inline(__always) func spaceLength(at position: Int) -> Int {
    let byte = self[position]
    if byte < 0x80 { return byte == 0x20 || byte == 0x09 ? 1 : 0 }
    guard newlineLength(at: position) == 0 else { return 0 }
    let (scalar, length) = decode(at: position)
    return scalar.properties.isWhitespace ? length : 0
  }

  /// The length of a character that can start an identifier at `position`, or 0: a letter or `_`,
  /// or any other non-ASCII character that is not whitespace, punctuation, a symbol or a number.
  @inline(__always) func identifierStartLength(at position: Int) -> Int {
    let byte = self[position]
    if byte < 0x80 { return Self.isASCIILetter(byte) || byte == UInt8(ascii: "_") ? 1 : 0 }
    return nonASCIIIdentifierLength(at: position, allowNumbers: false)
  }

  /// Like `identifierStartLength`, and digits and other numbers too.
  @inline(__always) func identifierContinueLength(at position: Int) -> Int {
    let byte = self[position]
    if byte < 0x80 {
      return Self.isASCIILetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") ? 1 : 0
    }
    return nonASCIIIdentifierLength(at: position, allowNumbers: true)
  }

  /// The length of a number character (`Character.isNumber`) at `position`, or 0.
  @inline(__always) func numberLength(at position: Int) -> Int {
    let byte = self[position]
    if byte < 0x80 { return Self.isDigit(byte) ? 1 : 0 }
    let (scalar, length) = decode(at: position)
    return scalar.properties.numericType != nil ? length : 0
  }

  /// The length of the character at `position`: one byte for ASCII (two for CR LF), a whole grapheme
  /// cluster otherwise, so an emoji with its modifiers is one unknown token, as it is one `Character`.
  func characterLength(at position: Int) -> Int {
    let byte = self[position]
    if byte < 0x80 { return newlineLength(at: position) == 2 ? 2 : 1 }
    var end = position + 1
    while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
    let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    return run.first?.utf8.count ?? 1
  }

  private func nonASCIIIdentifierLength(at position: Int, allowNumbers: Bool) -> Int {
    let (scalar, length) = decode(at: position)
    let properties = scalar.properties
    if properties.isAlphabetic { return length }
    let isNumber = properties.numericType != nil
    if isNumber { return allowNumbers ? length : 0 }
    if properties.isWhitespace { return 0 }
    switch properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      return 0
    default: return length
    }
  }

  /// The scalar that starts at `position` (a lead byte of valid UTF-8) and its length in bytes.
  func decode(at position: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(self[position])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, position + length <= bytes.count else { return (Unicode.Scalar(0), 1) }
    var value = lead & (0xFF >> UInt32(length + 1))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
    return (Unicode.Scalar(value) ?? Unicode.Scalar(0), length)
  }

  @inline(__always) static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
  }

  /// `/=-+!*%<>&|^~?`: the characters an operator is made of (with `.` in dot operators).
  @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }

  /// `()[]{},:;`: punctuation that is always a token of its own.
  @inline(__always) static func isPunctuation(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
      true
    default: false
    }
  }
}
