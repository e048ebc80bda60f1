extension SyllabusConstructs {
  /// Standard-library calls no lesson teaches, each with how a message spells it. A question that
  /// shows one sends a learner looking for the mistake, or the output, in the one line they cannot
  /// read, so bank code must say the same with what the lessons teach (a `while` loop for `stride`).
  /// Add a name here when no lesson mentions it; drop it once a lesson teaches it.
  public static let untaughtCalls: [String: String] = [
    "stride": "stride(from:to:by:)",
    "enumerated": "enumerated()",
    "removeAll": "removeAll()",
    "swapAt": "swapAt(_:_:)",
    "randomElement": "randomElement()",
  ]

  /// The untaught calls `code` makes (a name from `untaughtCalls` followed by `(`, not a function of
  /// the code's own with that name), in order of first appearance, each once.
  public static func untaughtCalls(in code: String) -> [String] {
    let layout: Set<SwiftTokenKind> = [.whitespace, .newline, .comment]
    let tokens = SwiftTokenizer().tokenize(code).filter { !layout.contains($0.kind) }
    var found: [String] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      guard let spelled = untaughtCalls[token.text], index + 1 < tokens.count,
        tokens[index + 1].text == "(", index == 0 || tokens[index - 1].text != "func",
        !found.contains(spelled)
      else { continue }
      found.append(spelled)
    }
    return found
  }
}
