/// Finds the names in a learner's answer that could be "the function": top-level functions and
/// top-level constants or variables holding a closure. Those that no other declaration calls come
/// first, so a helper declared before the function that calls it is not the one tested (a call in
/// top-level code, trying the answer out, does not count); otherwise they keep the order they appear in.
public enum SolutionLocator {
  public static func candidates(in code: String) -> [String] {
    let tokens = SwiftTokenizer().codeTokens(code)
    // Each candidate's name, and the tokens from its name to the end of its body.
    var found: [(name: String, span: ClosedRange<Int>)] = []
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
        found.append((tokens[index + 1].text, (index + 1)...bodyEnd(in: tokens, from: index + 2)))
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
          found.append((tokens[index + 1].text, (index + 1)...bodyEnd(in: tokens, from: position)))
        }
      }
    }
    var seen: Set<String> = []
    let unique = found.filter { seen.insert($0.name).inserted }
    // Where each name is used (not as a member after `.`), gathered once: an answer may declare
    // thousands of functions.
    let wanted = Set(unique.map(\.name))
    var uses: [String: [Int]] = [:]
    for (index, token) in tokens.enumerated()
    where token.kind == .identifier && wanted.contains(token.text)
      && (index == 0 || tokens[index - 1].text != ".")
    {
      uses[token.text, default: []].append(index)
    }
    // Only a call from inside another declaration makes a helper: a call in top-level code (a
    // learner trying the answer out, `print(sumUpTo(10))`) says nothing about which is the answer.
    // The declarations are top level, in order and apart, so the one holding a token is found by
    // bisection.
    let spans = found.map(\.span)
    func owner(of index: Int) -> ClosedRange<Int>? {
      var (low, high) = (0, spans.count)
      while low < high {
        let middle = (low + high) / 2
        if spans[middle].upperBound < index { low = middle + 1 } else { high = middle }
      }
      return low < spans.count && spans[low].contains(index) ? spans[low] : nil
    }
    func usedElsewhere(_ candidate: (name: String, span: ClosedRange<Int>)) -> Bool {
      (uses[candidate.name] ?? []).contains { use in
        owner(of: use).map { $0 != candidate.span } ?? false
      }
    }
    let called = unique.map(usedElsewhere)
    return zip(unique, called).filter { !$0.1 }.map(\.0.name)
      + zip(unique, called).filter { $0.1 }.map(\.0.name)
  }

  /// The index of the `}` that closes the first body opened at or after `start`, or the last token.
  private static func bodyEnd(in tokens: [SwiftToken], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < tokens.count {
      switch tokens[index].text {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return max(start, tokens.count - 1)
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
