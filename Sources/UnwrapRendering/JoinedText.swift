extension [String] {
  /// The strings with `separator` between them, as `joined(separator:)` gives them. Written out for
  /// the wrapper and the code gutter, which every screen goes through: the standard one is generic
  /// over the collection, and its first call made the Swift runtime search every conformance in the
  /// binary for `[String]`'s (about 195,000 instructions, more than wrapping the screen).
  func joinedText(separator: String) -> String {
    var text = ""
    for index in indices {
      if index > startIndex { text += separator }
      text += self[index]
    }
    return text
  }
}
