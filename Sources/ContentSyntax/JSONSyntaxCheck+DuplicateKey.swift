extension JSONSyntaxCheck {
  /// What an author is told about a key given twice in one object, the key as written: the
  /// decoder keeps the first copy, so a later one (often the fix) would be ignored without a word.
  static func duplicateKeyMessage(_ key: String, firstLine: Int) -> String {
    "\"\(key)\" is given twice in this object (first on line \(firstLine)); the decoder would"
      + " silently read the first"
  }

  /// A key's text between its quotes as the decoder reads it, escapes decoded, so a key written
  /// two ways (`"a"` and `"\u0061"`) is still found twice. Most keys hold no backslash and are
  /// read as written. The check has already refused an escape that spells a control character.
  static func decodedKey(_ written: ArraySlice<UInt8>) -> String {
    let backslash = UInt8(ascii: "\\")
    guard written.contains(backslash) else { return String(decoding: written, as: UTF8.self) }
    var result = ""
    // `\u` escapes in a row, kept as UTF-16 until the run ends, so a surrogate pair is one character.
    var units: [UInt16] = []
    func endEscapes() {
      result += String(decoding: units, as: UTF16.self)
      units.removeAll()
    }
    var index = written.startIndex
    while index < written.endIndex {
      guard written[index] == backslash, index + 1 < written.endIndex else {
        endEscapes()
        let end = written[(index + 1)...].firstIndex(of: backslash) ?? written.endIndex
        result += String(decoding: written[index..<end], as: UTF8.self)
        index = end
        continue
      }
      let letter = written[index + 1]
      if letter == UInt8(ascii: "u"), index + 5 < written.endIndex,
        let unit = written[(index + 2)...(index + 5)].reduce(
          0 as UInt32?,
          { value, byte in
            guard let value, let digit = hexDigit(byte) else { return nil }
            return value << 4 | digit
          })
      {
        units.append(UInt16(unit))
        index += 6
        continue
      }
      endEscapes()
      switch letter {
      case UInt8(ascii: "n"): result += "\n"
      case UInt8(ascii: "t"): result += "\t"
      default: result.unicodeScalars.append(Unicode.Scalar(letter))
      }
      index += 2
    }
    endEscapes()
    return result
  }
}
