import ContentSyntax

extension JSONTreeParser {
  /// A key given twice in one object: readers disagree on which copy counts (unwrap read the
  /// first, most tools the last), so a file with one is refused rather than read either way.
  struct DuplicateKey {
    /// The keys and list positions from the top of the document to the repeated key.
    var path: [JSONFieldKey]
    /// The 1-based lines of the first and the second copy.
    var lines: (first: Int, second: Int)

    init(path: [JSONFieldKey], offsets: (first: Int, second: Int), bytes: [UInt8]) {
      self.path = path
      lines = (
        ContentTextRules.position(ofByte: offsets.first, in: bytes).line,
        ContentTextRules.position(ofByte: offsets.second, in: bytes).line
      )
    }

    /// The damage, in the words of the other damage reasons: `the field points appears twice, …`.
    var reason: String {
      let lines =
        lines.first == lines.second
        ? "on line \(lines.first)" : "on lines \(lines.first) and \(lines.second)"
      return "the field \(ContentError.fieldPath(path)) appears twice, \(lines),"
        + " so unwrap cannot tell which to use"
    }
  }
}
