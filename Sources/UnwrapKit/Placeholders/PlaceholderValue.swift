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
  public var items = GeneratedItems()
  public init() {}
}

/// Generated items by their number, counted from 1 in the order they are made. A list, not an
/// `[Int: GeneratedItem]`: a dictionary keyed by `Int` made the Swift runtime search every
/// conformance in the binary for `Int: Hashable` on the first question a run made (about 250,000
/// instructions, more than the rest of making it).
public struct GeneratedItems: Equatable, Sendable {
  /// Item `number` at `number - 1`; nil for a number never given one. Never ends with a nil.
  private var list: [GeneratedItem?] = []

  public init() {}

  /// The item numbered `number`, or nil when none is.
  public subscript(number: Int) -> GeneratedItem? {
    get { number >= 1 && number <= list.count ? list[number - 1] : nil }
    set {
      precondition(number >= 1, "generated items are numbered from 1")
      if number > list.count {
        list += [GeneratedItem?](repeating: nil, count: number - list.count)
      }
      list[number - 1] = newValue
      while let last = list.last, last == nil { list.removeLast() }
    }
  }

  /// How many numbers have an item.
  public var count: Int { list.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

  /// Every item, in number order.
  public var values: [GeneratedItem] { list.compactMap(\.self) }
}

/// A problem with a template: an unknown placeholder, filter or back-reference, or a bad expression.
public struct PlaceholderError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) {
    self.message = message
  }
  public var description: String { message }
}
