/// A language construct found in a piece of code, and the section that teaches it.
public struct FoundConstruct: Equatable, Sendable {
  /// What the learner would need to know, in words: "a for loop", "an optional (`?`)".
  public var name: String
  /// The slug of the section that teaches it.
  public var section: String
}

/// Finds, by tokens, the constructs a piece of bank code uses that the syllabus teaches in a known
/// section, so the validator can prove no item uses something its learner has not read yet.
public enum SyllabusConstructs {
  /// Every section a construct below is tied to; `SyllabusOrderTests` checks that each one exists in
  /// the shipped syllabus (fixtures with a smaller syllabus simply skip the constructs they lack).
  public static let sections: Set<String> = [
    "constants", "type-annotations", "arrays", "sets", "dictionaries", "enums", "conditions",
    "combining-conditions", "ternary-operator", "switch", "range-operators", "for-loops",
    "while-loops", "repeat-loops", "writing-functions", "throwing-functions", "inout-parameters",
    "basic-closures", "shorthand-parameter-names", "your-own-structs", "mutating-methods",
    "your-own-classes", "protocols", "extensions", "missing-data", "if-let", "guard-let",
    "force-unwrapping", "nil-coalescing", "optional-chaining", "optional-try", "typecasting",
    "calling-throwing-functions", "skipping-items", "defer-statements", "deinitializers",
    "custom-subscripts", "rethrowing-functions", "associated-types", "overriding-methods",
    "final-classes", "static-properties-and-methods", "weak-references", "unowned-references",
    "access-control", "property-observers", "opaque-types", "existential-types", "async-functions",
    "actors", "noncopyable-types", "tasks", "task-groups", "main-actor", "sendable", "result-type",
    "equatable-and-hashable", "comparable-types", "map-and-filter", "reducing-collections",
    "compactmap-and-flatmap", "lazy-sequences", "lazy-properties", "async-let", "typed-throws",
    "computed-properties",
  ]

  /// Keywords that are a construct on their own.
  static let keywords: [String: (name: String, section: String)] = [
    "if": ("an if condition", "conditions"),
    "else": ("an else branch", "conditions"),
    "enum": ("an enum", "enums"),
    "switch": ("a switch", "switch"),
    "for": ("a for loop", "for-loops"),
    "while": ("a while loop", "while-loops"),
    "repeat": ("a repeat loop", "repeat-loops"),
    "func": ("a function", "writing-functions"),
    "throws": ("a throwing function", "throwing-functions"),
    "throw": ("a throwing function", "throwing-functions"),
    "try": ("a throwing function", "throwing-functions"),
    "inout": ("an inout parameter", "inout-parameters"),
    "struct": ("a struct", "your-own-structs"),
    "mutating": ("a mutating method", "mutating-methods"),
    "class": ("a class", "your-own-classes"),
    "protocol": ("a protocol", "protocols"),
    "extension": ("an extension", "extensions"),
    "nil": ("an optional (nil)", "missing-data"),
    "guard": ("guard let", "guard-let"),
    "as": ("a typecast", "typecasting"),
    "is": ("a typecast", "typecasting"),
    "catch": ("do and catch", "calling-throwing-functions"),
    "continue": ("continue", "skipping-items"),
    "defer": ("a defer block", "defer-statements"),
    "deinit": ("a deinitializer", "deinitializers"),
    "subscript": ("a custom subscript", "custom-subscripts"),
    "rethrows": ("a rethrowing function", "rethrowing-functions"),
    "associatedtype": ("an associated type", "associated-types"),
    "override": ("an override", "overriding-methods"),
    "final": ("a final class", "final-classes"),
    "static": ("a static property or method", "static-properties-and-methods"),
    "weak": ("a weak reference", "weak-references"),
    "unowned": ("an unowned reference", "unowned-references"),
    "private": ("access control", "access-control"),
    "fileprivate": ("access control", "access-control"),
    "public": ("access control", "access-control"),
    "willSet": ("a property observer", "property-observers"),
    "didSet": ("a property observer", "property-observers"),
    "some": ("an opaque type (some)", "opaque-types"),
    "async": ("an async function", "async-functions"),
    "await": ("await", "async-functions"),
    "actor": ("an actor", "actors"),
    "consuming": ("a noncopyable value", "noncopyable-types"),
    "borrowing": ("a noncopyable value", "noncopyable-types"),
    "consume": ("a noncopyable value", "noncopyable-types"),
  ]

  /// Identifiers that name a construct's type.
  static let typeNames: [String: (name: String, section: String)] = [
    "Array": ("an array", "arrays"),
    "Set": ("a set", "sets"),
    "Dictionary": ("a dictionary", "dictionaries"),
    "Optional": ("an optional", "missing-data"),
    "Task": ("a task", "tasks"),
    "withTaskGroup": ("a task group", "task-groups"),
    "withThrowingTaskGroup": ("a task group", "task-groups"),
    "MainActor": ("the main actor", "main-actor"),
    "Sendable": ("Sendable", "sendable"),
    "Result": ("a Result", "result-type"),
    "Equatable": ("Equatable", "equatable-and-hashable"),
    "Hashable": ("Hashable", "equatable-and-hashable"),
    "Comparable": ("Comparable", "comparable-types"),
    "Copyable": ("a noncopyable type", "noncopyable-types"),
  ]

  /// Methods that are a construct when called on a value (after a `.`).
  static let methods: [String: (name: String, section: String)] = [
    "map": ("map", "map-and-filter"),
    "filter": ("filter", "map-and-filter"),
    "reduce": ("reduce", "reducing-collections"),
    "compactMap": ("compactMap", "compactmap-and-flatmap"),
    "flatMap": ("flatMap", "compactmap-and-flatmap"),
    "lazy": ("a lazy sequence", "lazy-sequences"),
  ]

  /// Operators that are a construct on their own.
  static let operators: [String: (name: String, section: String)] = [
    "&&": ("combined conditions (&&)", "combining-conditions"),
    "||": ("combined conditions (||)", "combining-conditions"),
    "...": ("a range (...)", "range-operators"),
    "..<": ("a range (..<)", "range-operators"),
    "??": ("nil coalescing (??)", "nil-coalescing"),
  ]

  /// Every construct `code` uses, in order of first appearance, each once.
  public static func find(in code: String) -> [FoundConstruct] {
    let tokens = SwiftTokenizer().tokenize(code)
    // The tokens that carry meaning, each with whether it touches the token before it (no space
    // between), read in one pass: a 60 KB template must not take a search per operator.
    let layout: Set<SwiftTokenKind> = [.whitespace, .newline, .comment]
    var significant: [SwiftToken] = []
    var touches: [Bool] = []
    var startsLine: [Bool] = []
    var lineBroken = false
    for (position, token) in tokens.enumerated() {
      if token.kind == .newline { lineBroken = true }
      guard !layout.contains(token.kind) else { continue }
      significant.append(token)
      touches.append(position > 0 && !layout.contains(tokens[position - 1].kind))
      startsLine.append(lineBroken)
      lineBroken = false
    }
    let dictionaries = dictionaryBrackets(in: significant)
    var found: [FoundConstruct] = []
    func add(_ name: String, _ section: String) {
      let construct = FoundConstruct(name: name, section: section)
      if !found.contains(construct) { found.append(construct) }
    }
    var openForLoops = 0
    for (index, token) in significant.enumerated() {
      let previous = index > 0 ? significant[index - 1] : nil
      let next = index + 1 < significant.count ? significant[index + 1] : nil
      switch token.kind {
      case .keyword:
        // A keyword as an argument label is no construct: `in` in `digits(in value: Int)` or
        // `count(in: list)` is no closure, and `for` in `Task.sleep(for: .seconds(1))` no loop.
        let isLabel = previous?.text == "(" || previous?.text == "," || next?.text == ":"
        if token.text == "for", isLabel { continue }
        if token.text == "for" { openForLoops += 1 }
        if token.text == "in", !isLabel {
          if openForLoops > 0 {
            openForLoops -= 1
          } else {
            add("a closure (`in`)", "basic-closures")
          }
        }
        if token.text == "if" || token.text == "while", next?.text == "let" || next?.text == "var" {
          add("if let", "if-let")
        }
        scanDeclaration(at: index, in: significant, add: add)
        if token.text == "var",
          isComputedProperty(at: index, in: significant, startsLine: startsLine)
        {
          add("a computed property", "computed-properties")
        }
        if token.text == "case", next?.text == "." { add("an enum case (`case .`)", "enums") }
        if token.text == "try", next?.text == "?" { add("try?", "optional-try") }
        if token.text == "async", next?.text == "let" { add("async let", "async-let") }
        // `any Error` is how the error chapters spell a thrown error's type, long before
        // existentials have their own section.
        if token.text == "any", next?.text != "Error" {
          add("an existential (any)", "existential-types")
        }
        if token.text == "throws", next?.text == "(" { add("typed throws", "typed-throws") }
        if token.text == "lazy" {
          if previous?.text == "." {
            add("a lazy sequence", "lazy-sequences")
          } else {
            add("a lazy property", "lazy-properties")
          }
        }
        if let construct = keywords[token.text] { add(construct.name, construct.section) }
      case .identifier:
        if token.text.hasPrefix("$") {
          add("a shorthand closure parameter ($0)", "shorthand-parameter-names")
        }
        if let construct = typeNames[token.text] { add(construct.name, construct.section) }
        if previous?.text == ".", let construct = methods[token.text] {
          add(construct.name, construct.section)
        }
      case .attribute:
        if let construct = typeNames[String(token.text.dropFirst())] {
          add(construct.name, construct.section)
        }
      case .operator:
        scanOperator(token, previous: previous, next: next, touches: touches[index], add: add)
      case .punctuation:
        scanPunctuation(at: index, in: significant, dictionaries: dictionaries, add: add)
      default:
        break
      }
    }
    return found
  }

  private static func scanOperator(
    _ token: SwiftToken, previous: SwiftToken?, next: SwiftToken?, touches: Bool,
    add: (String, String) -> Void
  ) {
    if let construct = operators[token.text] { add(construct.name, construct.section) }
    let endsAValue =
      previous.map {
        [.identifier, .string, .number].contains($0.kind) || [")", "]"].contains($0.text)
      }
      ?? false
    if token.text.hasPrefix("?"), token.text != "??" {
      if touches && endsAValue {
        add("an optional (?)", "missing-data")
        if token.text.hasPrefix("?.") || next?.text == "." {
          add("optional chaining (?.)", "optional-chaining")
        }
      } else if token.text == "?", previous?.text != "try" {
        // `try?` is no ternary; `scan` reports it as optional try.
        add("the ternary operator", "ternary-operator")
      }
    }
    if token.text.hasPrefix("!"), token.text != "!=", touches, endsAValue {
      add("force unwrapping (!)", "force-unwrapping")
    }
  }

  /// Brackets: a literal or type (not a subscript) is an array, or a dictionary when a colon sits at
  /// its top level. A brace opened after `=`, `(`, `,` or `return` starts a closure.
  /// The indexes of the `[` whose bracket holds a colon at its own level (a dictionary), found in
  /// one pass with a stack of open brackets, however deeply they nest.
  private static func dictionaryBrackets(in tokens: [SwiftToken]) -> Set<Int> {
    var open: [Int] = []
    var dictionaries: Set<Int> = []
    for (index, token) in tokens.enumerated() {
      switch token.text {
      case "[", "(", "{": open.append(index)
      case "]", ")", "}": _ = open.popLast()
      case ":":
        if let innermost = open.last, tokens[innermost].text == "[" {
          dictionaries.insert(innermost)
        }
      default: break
      }
    }
    return dictionaries
  }

  private static func scanPunctuation(
    at index: Int, in tokens: [SwiftToken], dictionaries: Set<Int>, add: (String, String) -> Void
  ) {
    let token = tokens[index]
    let previous = index > 0 ? tokens[index - 1] : nil
    if token.text == "{", let previous, ["=", "(", ",", "return", ":"].contains(previous.text) {
      add("a closure ({ … })", "basic-closures")
    }
    guard token.text == "[" else { return }
    if dictionaries.contains(index) {
      add("a dictionary", "dictionaries")
    } else {
      add("an array", "arrays")
    }
  }
}
