import ContentSyntax

extension Exercise {
  /// A file that writes none of the task and only prints, as one string literal, what a test expects
  /// the file itself to print; nil when no test compares the file's own output (`"code": ""`).
  /// `ExerciseCompileChecker` makes sure it fails: if it passed, a learner could copy the expected
  /// text into a `print` and earn the points without writing what the task teaches.
  public var printedOnlyFile: String? {
    guard let test = tests.first(where: { $0.code.isEmpty }) else { return nil }
    return "print(\(SwiftStringLiteral.make(test.expected)))\n"
  }
}
