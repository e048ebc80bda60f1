/// Replaces every name the learner chose with a canonical placeholder, in order of first appearance, so
/// `func larger(a:b:)` and `func biggest(x:y:)` read the same. Keywords, standard-library names, members
/// after `.`, and the text of strings and comments are left alone (code inside `\( )` is renamed too).
struct Anonymizer {
  typealias Tokens = [MatchToken]

  /// Tokens without whitespace or comments; newlines kept as `"\n"`; names renamed. New texts are
  /// numbered into `vocabulary`.
  func anonymize(_ source: String, vocabulary: inout TokenVocabulary) -> Tokens {
    var texts: Tokens = []
    var kinds: [SwiftTokenKind] = []
    // Whether whitespace, a comment or a line break came just before each token: Swift reads an
    // operator's spacing (`StatementSplits`).
    var spaced: [Bool] = []
    var gap = true
    texts.reserveCapacity(source.utf8.count / 3)
    kinds.reserveCapacity(source.utf8.count / 3)
    spaced.reserveCapacity(source.utf8.count / 3)
    SwiftTokenizer.scan(source) { kind, bytes, _ in
      switch kind {
      case .whitespace, .comment:
        gap = true
        return
      case .newline: texts.append(.newline)
      default: texts.append(vocabulary.token(for: bytes))
      }
      kinds.append(kind)
      spaced.append(gap)
      gap = kind == .newline
    }
    StatementSplits.mark(&texts, kinds: kinds, spaced: spaced, vocabulary: &vocabulary)
    let declared = DeclaredNames(texts, kinds: kinds)
    let dropped = labelPositions(texts, kinds: kinds, functions: declared.functions)
    if dropped.contains(true) {
      var kept = 0
      for index in texts.indices where !dropped[index] {
        texts[kept] = texts[index]
        kinds[kept] = kinds[index]
        kept += 1
      }
      texts.removeLast(texts.count - kept)
      kinds.removeLast(kinds.count - kept)
    }
    let unused = unusedNames(texts, replaceable: declared.replaceableWhenUnused)
    var renaming = Renaming(names: vocabulary.count)
    var result: Tokens = []
    result.reserveCapacity(texts.count)
    for (index, text) in texts.enumerated() {
      let kind = kinds[index]
      let afterDot = index > 0 && texts[index - 1] == .dot
      if !afterDot, unused.contains(text) {
        result.append(.underscore)
      } else if kind == .identifier, !afterDot, declared.all.contains(text) {
        result.append(renaming.canonical(text, vocabulary: &vocabulary))
      } else if kind == .string {
        result.append(
          renamingInterpolations(
            text, declared: declared.all, renaming: &renaming, vocabulary: &vocabulary))
      } else {
        result.append(text)
      }
    }
    return result
  }

  /// The learner's names in order of first appearance, each with its placeholder.
  private struct Renaming {
    /// Placeholders' token numbers by the name's token number; `-1` for a name not met yet.
    var table: [Int32]
    var count = 0

    /// Room for names numbered below `names`; the table grows for any beyond.
    init(names: Int) {
      table = Array(repeating: -1, count: names)
    }

    mutating func canonical(_ name: MatchToken, vocabulary: inout TokenVocabulary) -> MatchToken {
      let index = Int(name.id)
      if index < table.count, table[index] >= 0 { return MatchToken(id: table[index]) }
      count += 1
      let placeholder =
        MatchToken.placeholder(count)
        ?? vocabulary.token(for: MatchToken.placeholderText(count))
      if index >= table.count { table += repeatElement(-1, count: index + 1 - table.count) }
      table[index] = placeholder.id
      return placeholder
    }
  }

  /// Loop variables and closure parameters used at most once (not counting members after `.`).
  private func unusedNames(_ texts: Tokens, replaceable: TokenSet) -> TokenSet {
    var unused = TokenSet()
    guard !replaceable.isEmpty else { return unused }
    var uses: [MatchToken: Int] = [:]
    for (index, text) in texts.enumerated()
    where replaceable.contains(text) && (index == 0 || texts[index - 1] != .dot) {
      uses[text, default: 0] += 1
    }
    for name in replaceable.members where uses[name, default: 0] <= 1 { unused.insert(name) }
    return unused
  }

  /// Removes argument labels: in the learner's own function declarations (`from start:` → `start:`)
  /// and at calls to those functions (`larger(a: 1)` → `larger(1)`), so labels never decide a match.
  private func labelPositions(_ texts: Tokens, kinds: [SwiftTokenKind], functions: TokenSet)
    -> [Bool]
  {
    var drop = Array(repeating: false, count: texts.count)
    guard !functions.isEmpty else { return drop }
    for index in texts.indices where index + 1 < texts.count && texts[index + 1] == .openParen {
      let isDeclaration = index > 0 && texts[index - 1] == .func
      guard functions.contains(texts[index]), kinds[index] == .identifier else { continue }
      var depth = 0
      var position = index + 1
      while position < texts.count {
        let text = texts[position]
        if text.opensGroup { depth += 1 }
        if text.closesGroup {
          depth -= 1
          if depth == 0 { break }
        }
        if depth == 1, text == .openParen || text == .comma, position + 2 < texts.count {
          let first = position + 1
          if isDeclaration {
            // `label name :` or `_ name :` → `name :`; a label may be a keyword (`for cups: Int`).
            if kinds[first] == .identifier || kinds[first] == .keyword
              || texts[first] == .underscore,
              kinds[first + 1] == .identifier,
              position + 3 < texts.count, texts[first + 2] == .colon
            {
              drop[first] = true
            }
          } else if kinds[first] == .identifier || kinds[first] == .keyword,
            texts[first + 1] == .colon
          {
            drop[first] = true
            drop[first + 1] = true
          }
        }
        position += 1
      }
    }
    return drop
  }

  /// Renames declared names inside `\( … )` of a string literal, leaving the literal text alone.
  private func renamingInterpolations(
    _ token: MatchToken, declared: TokenSet, renaming: inout Renaming,
    vocabulary: inout TokenVocabulary
  ) -> MatchToken {
    // Only a literal whose bytes hold `\(` can hold it as characters.
    guard vocabulary.text(of: token, contains: UInt8(ascii: "\\"), UInt8(ascii: "(")) else {
      return token
    }
    let literal = vocabulary.text(of: token)
    guard literal.contains("\\(") else { return token }
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
        if token.kind == .identifier, !afterDot,
          case let name = vocabulary.token(for: token.text), declared.contains(name)
        {
          result += vocabulary.text(of: renaming.canonical(name, vocabulary: &vocabulary))
        } else {
          result += token.text
        }
      }
      result += ")"
    }
    return vocabulary.token(for: result + rest)
  }
}
