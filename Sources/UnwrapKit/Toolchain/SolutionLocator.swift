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
}
