/// Finds the names in a learner's answer that could be "the function": top-level functions and
/// top-level constants or variables holding a closure, in the order they appear.
public enum SolutionLocator {
  public static func candidates(in code: String) -> [String] {
    let tokens = SwiftTokenizer().tokenize(code).filter {
      $0.kind != .whitespace && $0.kind != .comment && $0.kind != .newline
    }
    var names: [String] = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token.text {
      case "{", "(", "[": depth += 1
      case "}", ")", "]": depth -= 1
      default: break
      }
      guard depth == 0, index + 1 < tokens.count, tokens[index + 1].kind == .identifier else {
        continue
      }
      if token.text == "func" {
        names.append(tokens[index + 1].text)
      } else if token.text == "let" || token.text == "var" {
        // `let name = {` or `let name: (Int) -> Int = {`
        var position = index + 2
        var inner = 0
        while position < tokens.count {
          let text = tokens[position].text
          if text == "(" { inner += 1 }
          if text == ")" { inner -= 1 }
          if inner == 0, text == "=" { break }
          position += 1
        }
        if position + 1 < tokens.count, tokens[position + 1].text == "{" {
          names.append(tokens[index + 1].text)
        }
      }
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// A test's code in the learner's terms: each use of `solution`, the name the tests call the
  /// function by, becomes the name the learner gave it (`print(solution(3))` → `print(larger(3))`).
  /// Only that identifier changes: never a member (`x.solution`), a longer name, or anything inside a
  /// string literal.
  public static func renaming(_ code: String, to name: String) -> String {
    var previous: SwiftToken?
    var result = ""
    for token in SwiftTokenizer().tokenize(code) {
      let isMember = previous?.text == "."
      result +=
        token.kind == .identifier && token.text == "solution" && !isMember ? name : token.text
      if token.kind != .whitespace { previous = token }
    }
    return result
  }
}
