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
}
