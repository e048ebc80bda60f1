/// A value a placeholder produced or an expression computed.
public enum PlaceholderValue: Equatable, Sendable, CustomStringConvertible {
  case int(Int)
  case string(String)
  case bool(Bool)

  /// How the value is written into text: integers in decimal, booleans as `true`/`false`, strings as they are.
  public var description: String {
    switch self {
    case .int(let value): String(value)
    case .string(let value): value
    case .bool(let value): value ? "true" : "false"
    }
  }
}

/// What one numbered generator placeholder produced: a name, a value, or both.
public struct GeneratedItem: Equatable, Sendable {
  public var placeholder: String
  public var name: String?
  public var value: PlaceholderValue?
  /// For string names: the values that suit this name.
  public var suitableValues: [String]?
}

/// The numbered results of one generation, which back-references, expressions and conditions read.
public struct PlaceholderContext: Equatable, Sendable {
  public var items: [Int: GeneratedItem] = [:]
  public init() {}
}

/// A problem with a template: an unknown placeholder, filter or back-reference, or a bad expression.
public struct PlaceholderError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) {
    self.message = message
  }
  public var description: String { message }
}
