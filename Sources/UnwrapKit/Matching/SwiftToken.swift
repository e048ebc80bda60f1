/// What kind of thing a run of Swift source is, as the tokenizer sees it.
public enum SwiftTokenKind: Equatable, Sendable {
  case identifier
  case keyword
  /// `@escaping`, `@main` and other attributes.
  case attribute
  /// `#if`, `#available` and other compiler directives.
  case directive
  case number
  /// A whole string literal, interpolations included (`"a \(b) c"`, `"""…"""`, `#"…"#`).
  case string
  case comment
  case `operator`
  /// `( ) [ ] { } , : ; .` and friends.
  case punctuation
  case whitespace
  case newline
  /// A character that starts no Swift token (for example an unmatched backtick).
  case unknown
}

/// A token: its kind, its exact text, and where it starts in the source (in UTF-8 bytes).
public struct SwiftToken: Equatable, Sendable {
  public var kind: SwiftTokenKind
  public var text: String
  public var offset: Int

  public init(kind: SwiftTokenKind, text: String, offset: Int) {
    self.kind = kind
    self.text = text
    self.offset = offset
  }
}

/// The words Swift reserves or treats as keywords in ordinary code.
public enum SwiftKeywords {
  public static let all: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol",
    "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self",
    "Self", "super", "throws", "true", "try", "async", "lazy", "mutating", "nonmutating",
    "override",
    "final", "required", "convenience", "weak", "unowned", "some", "any", "get", "set", "willSet",
    "didSet", "indirect", "consume", "borrowing", "consuming", "actor", "nonisolated", "isolated",
  ]
}
