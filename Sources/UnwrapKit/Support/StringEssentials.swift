// The few string conveniences unwrap needs that FoundationEssentials leaves out (they need Foundation's
// CharacterSet or NSString). Named apart from Foundation's so both can coexist where Foundation is whole.

extension StringProtocol {
  /// Without leading and trailing whitespace and newlines.
  public func trimmed() -> String {
    trimming { $0.isWhitespace }
  }

  /// Without leading and trailing spaces and tabs (newlines are kept).
  public func trimmingSpaces() -> String {
    trimming { $0.isWhitespace && !$0.isNewline }
  }

  /// Without leading and trailing characters that match `drop`.
  public func trimming(where drop: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !drop($0) }) else { return "" }
    let last = lastIndex(where: { !drop($0) })!
    return String(self[first...last])
  }

  /// Exactly `width` characters: cut to it, or padded with spaces on the right.
  public func padded(to width: Int) -> String {
    count >= width
      ? String(prefix(width)) : String(self) + String(repeating: " ", count: width - count)
  }

  /// At least `width` characters, with spaces added on the left (numbers in a column line up).
  public func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - count)) + self
  }
}

extension String {
  /// Every occurrence of `target` replaced, comparing UTF-8 bytes exactly: no locale, no Unicode
  /// folding. Generated code is ASCII, and this is many times faster than Foundation's
  /// `replacingOccurrences` or the stdlib's `replacing`, which question generation felt.
  public func replacingEvery(_ target: String, with replacement: String) -> String {
    let source = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, source.count >= pattern.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    let last = source.count - pattern.count
    while index < source.count {
      if index <= last, source[index] == pattern[0],
        source[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        result.append(contentsOf: replacement.utf8)
        index += pattern.count
      } else {
        result.append(source[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
