/// A type the Type Checker asks about: the simple types, collections of them, and optionals.
public indirect enum SwiftValueType: Hashable, Sendable {
  case int, double, float, string, character, bool
  case array(SwiftValueType)
  case set(SwiftValueType)
  case dictionary(SwiftValueType, SwiftValueType)
  case optional(SwiftValueType)

  public static let simple: [SwiftValueType] = [.int, .double, .float, .string, .character, .bool]

  /// Every type the Type Checker can generate, simple types first.
  public static let all: [SwiftValueType] =
    simple
    + [SwiftValueType.int, .string, .double].flatMap { [.array($0), .set($0)] }
    + [.dictionary(.string, .int), .dictionary(.string, .string), .dictionary(.int, .string)]
    + [.optional(.int), .optional(.string), .optional(.double)]

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
    }
  }

  /// How the prompt says it, with the right article: "an Int", "a set of String values", "an optional Double".
  public var spokenWithArticle: String {
    let words: String =
      switch self {
      case .array(let element): "array of \(element.swiftName) values"
      case .set(let element): "set of \(element.swiftName) values"
      case .dictionary(let key, let value):
        "dictionary from \(key.swiftName) keys to \(value.swiftName) values"
      case .optional(let wrapped): "optional \(wrapped.swiftName)"
      default: swiftName
      }
    let article = "AEIOUaeiou".contains(words.first ?? "x") ? "an" : "a"
    return "\(article) \(words)"
  }
}
