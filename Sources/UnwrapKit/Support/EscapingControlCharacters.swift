import ContentSyntax

extension ControlCharacters {
  /// Whether UTF-8 text may hold a control character: a byte below 0x20 other than those allowed,
  /// DEL, or the lead byte 0xC2 that C1 controls (and Latin-1 letters) start with. A quick test
  /// that lets clean text skip the slower walk over its scalars.
  static func mayContain(_ utf8: some Sequence<UInt8>, allowingTabsAndNewlines: Bool) -> Bool {
    utf8.contains { byte in
      (byte < 0x20 && !(allowingTabsAndNewlines && (byte == 0x09 || byte == 0x0A)))
        || byte == 0x7F || byte == 0xC2
    }
  }
}

extension StringProtocol {
  /// The text with every control character shown visibly as `\u{1B}` and never raw: the one way
  /// unwrap prints back anything a learner typed or passed in (echoes, quotes in messages, searches).
  ///
  /// With `keepingTabsAndNewlines`, tabs and newlines stay as they are, for text of several lines
  /// such as code or a program's output. A backslash is left alone, so a learner who types `\u{1B}`
  /// literally sees the same thing: what matters is that no raw control byte reaches the terminal.
  public func escapingControlCharacters(keepingTabsAndNewlines: Bool = false) -> String {
    guard
      ControlCharacters.mayContain(utf8, allowingTabsAndNewlines: keepingTabsAndNewlines)
    else { return String(self) }
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      let kept = keepingTabsAndNewlines && (scalar == "\t" || scalar == "\n")
      if ControlCharacters.isControl(scalar.value), !kept {
        result += ControlCharacters.visible(scalar.value)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
