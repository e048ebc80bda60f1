/// A type the Type Checker asks about: the simple types, collections of them, optionals, and the
/// generic types the syllabus teaches by name (ranges, `Result`).
public indirect enum SwiftValueType: Hashable, Sendable {
  case int, double, float, string, character, bool
  case array(SwiftValueType)
  case set(SwiftValueType)
  case dictionary(SwiftValueType, SwiftValueType)
  case optional(SwiftValueType)
  /// `ClosedRange<Int>` (`1...6`) and `Range<Int>` (`0..<24`): twins that differ by one operator.
  case closedRange, halfOpenRange
  /// `Result<Success, Error>`, with any error as its failure.
  case result(SwiftValueType)

  public static let simple: [SwiftValueType] = [.int, .double, .float, .string, .character, .bool]

  /// Every type the Type Checker can generate, simple types first.
  public static let all: [SwiftValueType] =
    simple
    + [SwiftValueType.int, .string, .double].flatMap { [.array($0), .set($0)] }
    + [.dictionary(.string, .int), .dictionary(.string, .string), .dictionary(.int, .string)]
    + [.optional(.int), .optional(.string), .optional(.double)]
    + [.closedRange, .halfOpenRange, .result(.int), .result(.string)]

  /// The sections that teach this type and every spelling the generator writes for it (an empty
  /// `[Int]()` needs "creating-empty-collections"); nil when no section teaches it, so it is never
  /// asked about. `Float` has no lesson yet.
  public var teachingSections: [String]? {
    switch self {
    case .int, .string: ["strings-and-integers"]
    case .double, .bool: ["doubles-and-booleans"]
    case .character: ["type-annotations"]
    case .float: nil
    case .array(let element):
      element.teachingSections.map { $0 + ["arrays", "creating-empty-collections"] }
    case .set(let element):
      element.teachingSections.map { $0 + ["sets", "creating-empty-collections"] }
    case .dictionary(let key, let value):
      key.teachingSections.flatMap { keys in
        value.teachingSections.map { keys + $0 + ["dictionaries", "creating-empty-collections"] }
      }
    case .optional(let wrapped): wrapped.teachingSections.map { $0 + ["missing-data"] }
    case .closedRange, .halfOpenRange: ["strings-and-integers", "range-operators"]
    case .result(let success): success.teachingSections.map { $0 + ["result-type"] }
    }
  }

  /// Whether a learner who has read these sections has met this type.
  public func isTaught(hasRead: (String) -> Bool) -> Bool {
    teachingSections?.allSatisfy(hasRead) ?? false
  }

  /// How Swift spells the type: `[String: Int]`, `Set<Double>`, `Int?`.
  public var swiftName: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .float: "Float"
    case .string: "String"
    case .character: "Character"
    case .bool: "Bool"
    case .array(let element): "[\(element.swiftName)]"
    case .set(let element): "Set<\(element.swiftName)>"
    case .dictionary(let key, let value): "[\(key.swiftName): \(value.swiftName)]"
    case .optional(let wrapped): "\(wrapped.swiftName)?"
    case .closedRange: "ClosedRange<Int>"
    case .halfOpenRange: "Range<Int>"
    case .result(let success): "Result<\(success.swiftName), Error>"
    }
  }

  /// How the prompt names it: in words, then Swift's spelling when the words are not already it:
  /// "an Int", "a set of String values (`Set<String>`)".
  public var named: String {
    words == swiftName ? spokenWithArticle : "\(spokenWithArticle) (`\(swiftName)`)"
  }

  /// How the prompt says it, with the right article: "an Int", "a set of String values", "an optional Double".
  public var spokenWithArticle: String {
    let article = "AEIOUaeiou".contains(words.first ?? "x") ? "an" : "a"
    return "\(article) \(words)"
  }

  /// The type in words, without an article: "set of String values"; a simple type is its name.
  private var words: String {
    switch self {
    case .array(let element): "array of \(element.swiftName) values"
    case .set(let element): "set of \(element.swiftName) values"
    case .dictionary(let key, let value):
      "dictionary from \(key.swiftName) keys to \(value.swiftName) values"
    case .optional(let wrapped): "optional \(wrapped.swiftName)"
    case .closedRange: "closed range of Int values"
    case .halfOpenRange: "half-open range of Int values"
    case .result(let success): "result holding \(success.swiftName) or an error"
    default: swiftName
    }
  }
}
