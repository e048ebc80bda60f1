/// An answer that leaves something open (a `{` or `(`, a `/*` comment, a string, an `#if`, an
/// expression cut short) swallows the code the judge puts after it, and the compiler's error lands
/// there: on the tests' first line, or the line that binds `solution`. Taken at its word, that
/// reads as "your code compiles, but the tests cannot call it", or as a function of the wrong type.
/// The answer compiled alone puts the error where it is, in the learner's own lines.
extension FreeCodingJudge {
  /// The errors of `answer` type-checked on its own; nil when it has none, or the check ran out of
  /// time. An error the compiler puts after the answer's last line of code (at the end of the file)
  /// is put just after that line's end, and one about a missing closing bracket or comment end says
  /// on which line it opened.
  func errorsOfAnswerAlone(_ answer: String, by deadline: Double) throws -> [Diagnostic]? {
    let result = try runner.check(answer + "\n", compileDeadline: deadline)
    guard !result.timedOut, !result.succeeded else { return nil }
    let errors = Self.errors(in: result.diagnostics).map { Self.placed($0, in: answer) }
    return errors.isEmpty ? nil : errors
  }

  static func placed(_ error: Diagnostic, in answer: String) -> Diagnostic {
    var error = error
    let lines = answer.split(separator: "\n", omittingEmptySubsequences: false)
    if let lastCode = lines.lastIndex(where: { $0.contains { !$0.isWhitespace } }),
      error.line > lastCode + 1
    {
      error.line = lastCode + 1
      error.column = lines[lastCode].count + 1
    }
    let opened = OpenedAt.lines(in: answer)
    for (closing, opening) in [("'}'", "{"), ("')'", "("), ("']'", "[")]
    where error.message.hasPrefix("expected \(closing)") {
      if let line = opened.brackets.last(where: { $0.bracket == opening })?.line {
        error.message += ", to close the `\(opening)` on line \(line)"
      }
    }
    if error.message.hasPrefix("unterminated '/*' comment"), let line = opened.comment,
      line != error.line
    {
      error.message += " (it starts on line \(line))"
    }
    return error
  }

  /// Where the brackets still open at the end of a source opened, and where a comment left open
  /// starts, by the tokenizer.
  enum OpenedAt {
    static func lines(in source: String) -> (
      brackets: [(bracket: String, line: Int)], comment: Int?
    ) {
      var open: [(bracket: String, line: Int)] = []
      var comment: Int?
      let bytes = Array(source.utf8)
      func line(_ offset: Int) -> Int {
        1 + bytes[..<min(offset, bytes.count)].count { $0 == UInt8(ascii: "\n") }
      }
      for token in SwiftTokenizer().tokenize(source) {
        switch (token.kind, token.text) {
        case (.punctuation, "{"), (.punctuation, "("), (.punctuation, "["):
          open.append((token.text, line(token.offset)))
        case (.punctuation, "}"), (.punctuation, ")"), (.punctuation, "]"):
          _ = open.popLast()
        case (.unknown, let text) where text.hasPrefix("/*"):
          comment = line(token.offset)
        default: break
        }
      }
      return (open, comment)
    }
  }
}
