/// Replaces every name the learner chose with a canonical placeholder, in order of first appearance, so
/// `func larger(a:b:)` and `func biggest(x:y:)` read the same. Keywords, standard-library names, members
/// after `.`, and the text of strings and comments are left alone (code inside `\( )` is renamed too).
struct Anonymizer {
  typealias Tokens = [String]

  /// Tokens without whitespace or comments; newlines kept as `"\n"`; names renamed.
  func anonymize(_ source: String) -> Tokens {
    var (texts, kinds) = SwiftTokenizer().significantTokens(source)
    let declared = declaredNames(texts, kinds: kinds)
    let dropped = labelPositions(texts, kinds: kinds, functions: declared.functions)
    texts = texts.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    kinds = kinds.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    let unused = declared.replaceableWhenUnused.filter { name in
      texts.enumerated().filter {
        $0.element == name && ($0.offset == 0 || texts[$0.offset - 1] != ".")
      }.count <= 1
    }
    var table: [String: String] = [:]
    func canonical(_ name: String) -> String {
      if let existing = table[name] { return existing }
      let placeholder = "⟨\(table.count + 1)⟩"
      table[name] = placeholder
      return placeholder
    }
    var result: Tokens = []
    for (index, text) in texts.enumerated() {
      let kind = kinds[index]
      let afterDot = index > 0 && texts[index - 1] == "."
      if unused.contains(text), !afterDot {
        result.append("_")
      } else if kind == .identifier, declared.all.contains(text), !afterDot {
        result.append(canonical(text))
      } else if kind == .string {
        result.append(renamingInterpolations(text, declared: declared.all, canonical: canonical))
      } else {
        result.append(text)
      }
    }
    return result
  }

  struct Declarations {
    var all: Set<String> = []
    var functions: Set<String> = []
    /// Loop variables and closure parameters, which read the same as `_` when never used.
    var replaceableWhenUnused: Set<String> = []
  }

  private func declaredNames(_ texts: Tokens, kinds: [SwiftTokenKind]) -> Declarations {
    var declarations = Declarations()
    func isName(_ index: Int) -> Bool {
      index < texts.count && kinds[index] == .identifier && texts[index] != "_"
    }
    for index in texts.indices {
      switch texts[index] {
      case "func", "struct", "class", "enum", "protocol", "actor", "typealias":
        if isName(index + 1) {
          declarations.all.insert(texts[index + 1])
          if texts[index] == "func" {
            declarations.functions.insert(texts[index + 1])
            for name in parameterNames(texts, kinds: kinds, after: index + 2) {
              declarations.all.insert(name)
            }
          }
        }
      case "let", "var":
        for name in patternNames(texts, kinds: kinds, from: index + 1) {
          declarations.all.insert(name)
        }
      case "for":
        // `for try await line in lines` and `for await line in lines` bind `line` too.
        var start = index + 1
        while start < texts.count, texts[start] == "try" || texts[start] == "await" { start += 1 }
        let names = patternNames(texts, kinds: kinds, from: start)
        declarations.all.formUnion(names)
        declarations.replaceableWhenUnused.formUnion(names)
      case "{":
        let names = closureParameterNames(texts, kinds: kinds, brace: index)
        declarations.all.formUnion(names)
        declarations.replaceableWhenUnused.formUnion(names)
      default:
        // A statement label: `outer: for …`.
        if isName(index), index + 2 < texts.count, texts[index + 1] == ":",
          ["for", "while", "repeat"].contains(texts[index + 2]),
          index == 0 || texts[index - 1] == "\n"
        {
          declarations.all.insert(texts[index])
        }
      }
    }
    return declarations
  }

  /// Names bound by `let x`, `let (a, b)`, `for item`, `for (key, value)`, `for await item`.
  private func patternNames(_ texts: Tokens, kinds: [SwiftTokenKind], from start: Int) -> [String] {
    guard start < texts.count else { return [] }
    if kinds[start] == .identifier, texts[start] != "_" { return [texts[start]] }
    guard texts[start] == "(" else { return [] }
    var names: [String] = []
    var index = start + 1
    while index < texts.count, texts[index] != ")" {
      if kinds[index] == .identifier, texts[index] != "_",
        ["(", ","].contains(texts[index - 1]) || texts[index - 1] == "let"
      {
        names.append(texts[index])
      }
      index += 1
    }
    return names
  }

  /// Labels and names in a function's parameter list: `(from start: Int, _ end: Int)`.
  private func parameterNames(_ texts: Tokens, kinds: [SwiftTokenKind], after start: Int)
    -> [String]
  {
    guard let open = texts[start...].firstIndex(of: "("), open <= start + 8 else { return [] }
    var names: [String] = []
    var depth = 0
    var segmentStart = true
    for index in open..<texts.count {
      let text = texts[index]
      if ["(", "[", "<"].contains(text) { depth += 1 }
      if [")", "]", ">"].contains(text) {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1, text == "," || text == "(" {
        segmentStart = true
        continue
      }
      if depth == 1, segmentStart {
        if text == ":" {
          segmentStart = false
        } else if kinds[index] == .identifier, text != "_" {
          names.append(text)
        }
      }
    }
    return names
  }

  /// Parameters of a closure: `{ a, b in`, `{ (a: Int, b: Int) -> Int in`.
  private func closureParameterNames(_ texts: Tokens, kinds: [SwiftTokenKind], brace: Int)
    -> [String]
  {
    var names: [String] = []
    var depth = 0
    var index = brace + 1
    while index < texts.count {
      let text = texts[index]
      if text == "\n" || text == "{" || text == "}" { return [] }
      if ["(", "["].contains(text) { depth += 1 }
      if [")", "]"].contains(text) { depth -= 1 }
      if depth == 0, text == "in" { return names }
      if kinds[index] == .identifier, text != "_", ["{", "(", ","].contains(texts[index - 1]) {
        names.append(text)
      }
      index += 1
    }
    return []
  }

  /// Removes argument labels: in the learner's own function declarations (`from start:` → `start:`)
  /// and at calls to those functions (`larger(a: 1)` → `larger(1)`), so labels never decide a match.
  private func labelPositions(_ texts: Tokens, kinds: [SwiftTokenKind], functions: Set<String>)
    -> Set<Int>
  {
    var drop = Set<Int>()
    for index in texts.indices where index + 1 < texts.count && texts[index + 1] == "(" {
      let isDeclaration = index > 0 && texts[index - 1] == "func"
      guard functions.contains(texts[index]), kinds[index] == .identifier else { continue }
      var depth = 0
      var position = index + 1
      while position < texts.count {
        let text = texts[position]
        if ["(", "[", "{"].contains(text) { depth += 1 }
        if [")", "]", "}"].contains(text) {
          depth -= 1
          if depth == 0 { break }
        }
        if depth == 1, ["(", ","].contains(text), position + 2 < texts.count {
          let first = position + 1
          if isDeclaration {
            // `label name :` or `_ name :` → `name :`; a label may be a keyword (`for cups: Int`).
            if kinds[first] == .identifier || kinds[first] == .keyword || texts[first] == "_",
              kinds[first + 1] == .identifier,
              position + 3 < texts.count, texts[first + 2] == ":"
            {
              drop.insert(first)
            }
          } else if kinds[first] == .identifier || kinds[first] == .keyword, texts[first + 1] == ":"
          {
            drop.insert(first)
            drop.insert(first + 1)
          }
        }
        position += 1
      }
    }
    return drop
  }

  /// Renames declared names inside `\( … )` of a string literal, leaving the literal text alone.
  private func renamingInterpolations(
    _ literal: String, declared: Set<String>, canonical: (String) -> String
  ) -> String {
    guard literal.contains("\\(") else { return literal }
    var result = ""
    var rest = Substring(literal)
    while let start = rest.firstRange(of: "\\(") {
      result += rest[..<start.upperBound]
      rest = rest[start.upperBound...]
      var depth = 1
      var inner = ""
      while let character = rest.first, depth > 0 {
        rest = rest.dropFirst()
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        inner.append(character)
      }
      let tokens = SwiftTokenizer().tokenize(inner)
      for (index, token) in tokens.enumerated() {
        let afterDot = index > 0 && tokens[index - 1].text == "."
        result +=
          token.kind == .identifier && declared.contains(token.text) && !afterDot
          ? canonical(token.text) : token.text
      }
      result += ")"
    }
    return result + rest
  }
}
