/// A token as the matcher compares it: a number standing for its exact text in a `TokenVocabulary`, so
/// the anonymizer and homogenizer compare integers, never strings.
struct MatchToken: Hashable, Sendable {
  let id: Int32
}

// The texts the anonymizer and homogenizer look for, numbered in the order of `MatchToken.words`
// (every vocabulary starts with them; `MatchTokenTests` checks each name against its text).
extension MatchToken {
  static let newline = MatchToken(id: 0)
  static let semicolon = MatchToken(id: 1)
  static let openBrace = MatchToken(id: 2)
  static let closeBrace = MatchToken(id: 3)
  static let openParen = MatchToken(id: 4)
  static let closeParen = MatchToken(id: 5)
  static let openBracket = MatchToken(id: 6)
  static let closeBracket = MatchToken(id: 7)
  static let openAngle = MatchToken(id: 8)
  static let closeAngle = MatchToken(id: 9)
  static let closeAngleQuestion = MatchToken(id: 10)
  static let question = MatchToken(id: 11)
  static let comma = MatchToken(id: 12)
  static let colon = MatchToken(id: 13)
  static let equals = MatchToken(id: 14)
  static let dot = MatchToken(id: 15)
  static let minus = MatchToken(id: 16)
  static let percent = MatchToken(id: 17)
  static let equalEqual = MatchToken(id: 18)
  static let zero = MatchToken(id: 19)
  static let underscore = MatchToken(id: 20)
  static let `func` = MatchToken(id: 21)
  static let `struct` = MatchToken(id: 22)
  static let `class` = MatchToken(id: 23)
  static let `enum` = MatchToken(id: 24)
  static let `protocol` = MatchToken(id: 25)
  static let `actor` = MatchToken(id: 26)
  static let `typealias` = MatchToken(id: 27)
  static let `let` = MatchToken(id: 28)
  static let `var` = MatchToken(id: 29)
  static let `for` = MatchToken(id: 30)
  static let `in` = MatchToken(id: 31)
  static let `while` = MatchToken(id: 32)
  static let `repeat` = MatchToken(id: 33)
  static let `if` = MatchToken(id: 34)
  static let `guard` = MatchToken(id: 35)
  static let `switch` = MatchToken(id: 36)
  static let `else` = MatchToken(id: 37)
  static let `do` = MatchToken(id: 38)
  static let `catch` = MatchToken(id: 39)
  static let `return` = MatchToken(id: 40)
  static let `init` = MatchToken(id: 41)
  static let `subscript` = MatchToken(id: 42)
  static let `get` = MatchToken(id: 43)
  static let `set` = MatchToken(id: 44)
  static let array = MatchToken(id: 45)
  static let dictionary = MatchToken(id: 46)
  static let optional = MatchToken(id: 47)
  static let int = MatchToken(id: 48)
  static let double = MatchToken(id: 49)
  static let string = MatchToken(id: 50)
  static let bool = MatchToken(id: 51)
  static let isMultiple = MatchToken(id: 52)
  static let of = MatchToken(id: 53)
  static let tryKeyword = MatchToken(id: 54)
  static let awaitKeyword = MatchToken(id: 55)

  /// The texts of the named tokens above, in their order.
  static let words: [String] = [
    "\n", ";", "{", "}", "(", ")", "[", "]", "<", ">", ">?", "?", ",", ":", "=", ".", "-", "%",
    "==", "0", "_", "func", "struct", "class", "enum", "protocol", "actor", "typealias", "let",
    "var", "for", "in", "while", "repeat", "if", "guard", "switch", "else", "do", "catch", "return",
    "init", "subscript", "get", "set", "Array", "Dictionary", "Optional", "Int", "Double", "String",
    "Bool", "isMultiple", "of", "try", "await",
  ]

  /// The placeholders `⟨1⟩`…`⟨64⟩` that stand for the learner's names follow the words, so renaming
  /// needs no text; a 65th name and beyond are numbered as they come.
  static let placeholderCount = 64

  /// The placeholder for the `number`th name (from 1), when it is one of the numbered ones.
  static func placeholder(_ number: Int) -> MatchToken? {
    number <= placeholderCount ? MatchToken(id: Int32(words.count + number - 1)) : nil
  }

  static func placeholderText(_ number: Int) -> String { "⟨\(number)⟩" }

  /// `(`, `[` or `{`.
  var opensGroup: Bool { self == .openParen || self == .openBracket || self == .openBrace }
  /// `)`, `]` or `}`.
  var closesGroup: Bool { self == .closeParen || self == .closeBracket || self == .closeBrace }
}
