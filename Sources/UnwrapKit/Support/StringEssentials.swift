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

extension StringProtocol {
  /// The first range of `target`, comparing UTF-8 bytes exactly (no Unicode folding). Generated code
  /// is searched many times per question, and `firstRange(of:)` builds a new searcher every call.
  public func firstExactRange(of target: String) -> Range<Index>? {
    let pattern = Array(target.utf8)
    guard let first = pattern.first else { return startIndex..<startIndex }
    let bytes = utf8
    var start = bytes.startIndex
    while start != bytes.endIndex {
      if bytes[start] == first {
        var end = bytes.index(after: start)
        var matched = 1
        while matched < pattern.count, end != bytes.endIndex, bytes[end] == pattern[matched] {
          end = bytes.index(after: end)
          matched += 1
        }
        if matched == pattern.count { return start..<end }
      }
      start = bytes.index(after: start)
    }
    return nil
  }

  /// Whether `target` occurs, comparing UTF-8 bytes exactly (see `firstExactRange(of:)`).
  public func containsExactly(_ target: String) -> Bool {
    firstExactRange(of: target) != nil
  }
}
