/// The names a learner's code declares, found in its significant tokens: functions and their
/// parameters, variables and constants (tuple patterns too), loop variables, closure parameters, the
/// types it declares and statement labels. The anonymizer renames exactly these.
struct DeclaredNames {
  typealias Tokens = [MatchToken]

  var all = TokenSet()
  var functions = TokenSet()
  /// Loop variables and closure parameters, which read the same as `_` when never used.
  var replaceableWhenUnused = TokenSet()

  init(_ texts: Tokens, kinds: [SwiftTokenKind]) {
    // One list reused for every declaration's names.
    var names: [MatchToken] = []
    func isName(_ index: Int) -> Bool {
      index < texts.count && kinds[index] == .identifier && texts[index] != .underscore
    }
    for index in texts.indices {
      switch texts[index] {
      case .func, .struct, .class, .enum, .protocol, .actor, .typealias:
        if isName(index + 1) {
          all.insert(texts[index + 1])
          if texts[index] == .func {
            functions.insert(texts[index + 1])
            Self.parameterNames(texts, kinds: kinds, after: index + 2, into: &names)
            all.formUnion(names)
          }
        }
      case .let, .var:
        Self.patternNames(texts, kinds: kinds, from: index + 1, into: &names)
        all.formUnion(names)
      case .for:
        // `for try await line in lines` and `for await line in lines` bind `line` too.
        var start = index + 1
        while start < texts.count, texts[start] == .tryKeyword || texts[start] == .awaitKeyword {
          start += 1
        }
        Self.patternNames(texts, kinds: kinds, from: start, into: &names)
        all.formUnion(names)
        replaceableWhenUnused.formUnion(names)
      case .openBrace:
        Self.closureParameterNames(texts, kinds: kinds, brace: index, into: &names)
        all.formUnion(names)
        replaceableWhenUnused.formUnion(names)
      default:
        // A statement label: `outer: for …`.
        if isName(index), index + 2 < texts.count, texts[index + 1] == .colon,
          texts[index + 2] == .for || texts[index + 2] == .while || texts[index + 2] == .repeat,
          index == 0 || texts[index - 1] == .newline
        {
          all.insert(texts[index])
        }
      }
    }
  }

  /// Names bound by `let x`, `let (a, b)`, `for item`, `for (key, value)`.
  private static func patternNames(
    _ texts: Tokens, kinds: [SwiftTokenKind], from start: Int, into names: inout [MatchToken]
  ) {
    names.removeAll(keepingCapacity: true)
    guard start < texts.count else { return }
    if kinds[start] == .identifier, texts[start] != .underscore {
      return names.append(texts[start])
    }
    guard texts[start] == .openParen else { return }
    var index = start + 1
    while index < texts.count, texts[index] != .closeParen {
      let previous = texts[index - 1]
      if kinds[index] == .identifier, texts[index] != .underscore,
        previous == .openParen || previous == .comma || previous == .let
      {
        names.append(texts[index])
      }
      index += 1
    }
  }

  /// Labels and names in a function's parameter list: `(from start: Int, _ end: Int)`.
  private static func parameterNames(
    _ texts: Tokens, kinds: [SwiftTokenKind], after start: Int, into names: inout [MatchToken]
  ) {
    names.removeAll(keepingCapacity: true)
    guard let open = texts[start...].firstIndex(of: .openParen), open <= start + 8 else { return }
    var depth = 0
    var segmentStart = true
    for index in open..<texts.count {
      let text = texts[index]
      if text == .openParen || text == .openBracket || text == .openAngle { depth += 1 }
      if text == .closeParen || text == .closeBracket || text == .closeAngle {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1, text == .comma || text == .openParen {
        segmentStart = true
        continue
      }
      if depth == 1, segmentStart {
        if text == .colon {
          segmentStart = false
        } else if kinds[index] == .identifier, text != .underscore {
          names.append(text)
        }
      }
    }
  }

  /// Parameters of a closure: `{ a, b in`, `{ (a: Int, b: Int) -> Int in`.
  private static func closureParameterNames(
    _ texts: Tokens, kinds: [SwiftTokenKind], brace: Int, into names: inout [MatchToken]
  ) {
    names.removeAll(keepingCapacity: true)
    var depth = 0
    var index = brace + 1
    while index < texts.count {
      let text = texts[index]
      if text == .newline || text == .openBrace || text == .closeBrace {
        return names.removeAll(keepingCapacity: true)
      }
      if text == .openParen || text == .openBracket { depth += 1 }
      if text == .closeParen || text == .closeBracket { depth -= 1 }
      if depth == 0, text == .in { return }
      let previous = texts[index - 1]
      if kinds[index] == .identifier, text != .underscore,
        previous == .openBrace || previous == .openParen || previous == .comma
      {
        names.append(text)
      }
      index += 1
    }
    names.removeAll(keepingCapacity: true)
  }
}
