extension Exercise {
  /// A file that writes none of the task and only prints, as one string literal, what a test expects
  /// the file itself to print; nil when no test compares the file's own output (`"code": ""`).
  /// `ExerciseCompileChecker` makes sure it fails: if it passed, a learner could copy the expected
  /// text into a `print` and earn the points without writing what the task teaches.
  public var printedOnlyFile: String? {
    guard let test = tests.first(where: { $0.code.isEmpty }) else { return nil }
    return "print(\(Self.stringLiteral(test.expected)))\n"
  }

  /// `text` as a Swift string literal that prints it exactly.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }
}
