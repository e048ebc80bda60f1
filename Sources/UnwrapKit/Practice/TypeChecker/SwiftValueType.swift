/// A type the Type Checker asks about: the simple types, collections of them, and optionals.
public indirect enum SwiftValueType: Hashable, Sendable {
  case int, double, float, string, character, bool
  case array(SwiftValueType)
  case set(SwiftValueType)
  case dictionary(SwiftValueType, SwiftValueType)
  case optional(SwiftValueType)

  public static let simple: [SwiftValueType] = [.int, .double, .float, .string, .character, .bool]

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
