/// The names the lessons show a learner: every identifier in their code samples (a compile
/// mistake's aside, which may name what does not exist), in their inline code (`removeLast()` named
/// in a pitfall) and in the reviews' postscripts. A standard-library call that none of them shows
/// is one a learner cannot read, so the construct check reports it (`SyllabusConstructs.untaughtNames`)
/// wherever it is: the list follows the lessons, and teaching a call in a lesson is what allows it.
public struct TaughtNames: Equatable, Sendable {
  public var names: Set<String>

  public init(_ names: Set<String> = []) {
    self.names = names
  }

  /// The names of every lesson and postscript `library` holds; one that does not load adds nothing
  /// (`content validate` reports it on its own).
  public init(library: ContentLibrary) {
    var lessons: [Lesson] = []
    for slug in library.syllabus.allSections {
      if let lesson = try? library.lesson(slug) { lessons.append(lesson) }
      let file = ContentLibrary.reviewFile(slug)
      if let postscript = try? library.review(slug).postscript,
        let parsed = try? HTMLSubsetParser(file: file).parse(postscript)
      {
        lessons.append(parsed)
      }
    }
    self.init(lessons: lessons)
  }

  public init(lessons: [Lesson]) {
    var names: Set<String> = []
    for lesson in lessons {
      for block in lesson.codeBlocks where block.role != .compileError {
        names.formUnion(SyllabusConstructs.identifiers(in: block.code))
      }
      for code in lesson.blocks.flatMap(\.inlineCode) {
        names.formUnion(SyllabusConstructs.identifiers(in: code))
      }
    }
    self.names = names
  }
}

extension LessonBlock {
  /// The inline code of a paragraph, heading, list or pitfall (`removeLast()` in its prose).
  var inlineCode: [String] {
    func code(_ inlines: [Inline]) -> [String] {
      inlines.flatMap { inline -> [String] in
        switch inline {
        case .code(let text): [text]
        case .strong(let children), .emphasis(let children): code(children)
        case .text, .glossaryTerm: []
        }
      }
    }
    return switch self {
    case .paragraph(let inlines), .heading(let inlines): code(inlines)
    case .list(_, let items): items.flatMap(code)
    case .pitfall(let children): children.flatMap(\.inlineCode)
    default: []
    }
  }
}

extension SyllabusConstructs {
  /// The standard-library names `code` uses that no lesson shows (`taught`), in order of first
  /// appearance, each once: a function it calls (`stride(`) or a member it reads or calls
  /// (`.popLast()`), spelled `stride()`, `popLast()` or `.last`. A name the code uses bare anywhere
  /// (declared, a label, a closure's parameter) or declares with `func` or `case` is its own, not
  /// the library's, and so is a template's placeholder (`NAME_3`); string interpolations are read
  /// as code.
  public static func untaughtNames(in code: String, taught: TaughtNames) -> [String] {
    let tokens = significantTokens(code)
    var own = enumCases(in: code)
    var uses: [(name: String, spelled: String)] = []
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let previous = index > 0 ? tokens[index - 1].text : ""
      // A call's `(` touches its name: `Table (` is the text of a regex literal (`/Table (\d+)/`),
      // which the tokenizer reads as code.
      let calls =
        index + 1 < tokens.count && tokens[index + 1].text == "("
        && tokens[index + 1].offset == token.offset + token.text.utf8.count
      let member = previous == "." || previous.hasSuffix("?.") || previous.hasSuffix("!.")
      if previous == "func" || !calls && !member || isPlaceholder(token.text) {
        own.insert(token.text)
      } else if !token.text.hasPrefix("$") {
        uses.append((token.text, calls ? "\(token.text)()" : ".\(token.text)"))
      }
    }
    var found: [String] = []
    for use in uses
    where !own.contains(use.name) && !taught.names.contains(use.name)
      && !found.contains(use.spelled)
    {
      found.append(use.spelled)
    }
    return found
  }

  /// The cases an enum declares (`case table(Int), counter`), each a name of the code's own that
  /// is used only after a `.` (`.table(4)`), however many one `case` line lists.
  static func enumCases(in code: String) -> Set<String> {
    let tokens = SwiftTokenizer().tokenize(code).filter { $0.kind != .whitespace }
    var cases: Set<String> = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].text == "case", index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier
      else { continue }
      // The names at the line's top level after `case` and after each comma.
      var depth = 0
      var expectsName = true
      index += 1
      while index < tokens.count, tokens[index].kind != .newline, depth >= 0 {
        let token = tokens[index]
        if ["(", "[", "{"].contains(token.text) { depth += 1 }
        if [")", "]", "}"].contains(token.text) { depth -= 1 }
        if depth == 0, token.text == ":" { break }
        if depth == 0, expectsName, token.kind == .identifier { cases.insert(token.text) }
        expectsName = depth == 0 && token.text == ","
        index += 1
      }
    }
    return cases
  }

  /// Whether `word` is a placeholder the template engine replaces (`NAME_3`, `RANDOM_SMALL_INT`):
  /// capitals, digits and underscores, starting with a capital, with an underscore not at the end.
  static func isPlaceholder(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, ("A"..."Z").contains(first),
      word.contains("_"), !word.hasSuffix("_")
    else { return false }
    return word.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// What the construct check says of a name no lesson shows (`popLast()`).
  public static func untaughtMessage(_ name: String) -> String {
    "uses \(name), which no lesson shows; write it with what the lessons teach, or teach it in a lesson"
  }

  /// Every identifier `code` holds, its interpolations' included.
  static func identifiers(in code: String) -> Set<String> {
    Set(significantTokens(code).filter { $0.kind == .identifier }.map(\.text))
  }

  /// The tokens that carry meaning, with each string literal's interpolations (`\(list.count)`)
  /// replaced by their own tokens, so a call inside one is read like any other.
  static func significantTokens(_ code: String) -> [SwiftToken] {
    SwiftTokenizer().codeTokens(code).flatMap { token -> [SwiftToken] in
      guard token.kind == .string else { return [token] }
      return interpolations(in: token.text).flatMap(significantTokens)
    }
  }

  /// The code inside each `\( … )` of a string literal's text (or `\#( … )` in a raw one).
  static func interpolations(in literal: String) -> [String] {
    let characters = Array(literal)
    var found: [String] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "\\" else {
        index += 1
        continue
      }
      var open = index + 1
      while open < characters.count, characters[open] == "#" { open += 1 }
      guard open < characters.count, characters[open] == "(" else {
        index = open + 1
        continue
      }
      var depth = 0
      var end = open
      while end < characters.count {
        if characters[end] == "(" { depth += 1 }
        if characters[end] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        end += 1
      }
      found.append(String(characters[(open + 1)..<min(end, characters.count)]))
      index = end + 1
    }
    return found
  }
}
