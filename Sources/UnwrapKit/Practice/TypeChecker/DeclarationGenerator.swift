/// One generated declaration and the exact type it gives its name.
public struct TypedDeclaration: Equatable, Sendable {
  public var name: String
  public var source: String
  public var type: SwiftValueType
}

/// Makes declarations with names and values that suit each other (`age` holds an age), in several
/// spellings for each type, including the look-alikes that make the activity worth doing:
/// `let price: Double = 4` is a Double, `let initial = "Q"` is a String, `let tags: Set = [1, 2]` is a Set.
public struct DeclarationGenerator: Sendable {
  public init() {}

  static let intNames: [(String, ClosedRange<Int>)] = [
    ("age", 8...90), ("score", 0...500), ("lives", 1...9), ("floorNumber", 1...40),
    ("pageCount", 20...900),
    ("goals", 0...6), ("seatNumber", 1...80), ("minutes", 1...59), ("stepCount", 100...20_000),
  ]
  static let doubleNames: [(String, [String])] = [
    ("price", ["4.99", "12.5", "0.75"]), ("temperature", ["21.5", "-3.25", "36.6"]),
    ("height", ["1.82", "1.64"]),
    ("distance", ["42.195", "5.5", "10.25"]), ("weight", ["71.3", "58.25"]),
  ]
  static let floatNames: [(String, [String])] = [
    ("volumeLevel", ["0.8", "0.35"]), ("ratio", ["1.5", "0.25"]), ("opacity", ["0.9", "0.5"]),
    ("zoomFactor", ["2.5", "1.25"]), ("brightness", ["0.6", "0.45"]),
  ]
  static let characterNames: [(String, [String])] = [
    ("initial", ["Q", "M", "A"]), ("grade", ["A", "B", "C"]), ("symbol", ["#", "*", "@"]),
    ("separator", ["-", "/", "|"]), ("firstLetter", ["z", "k", "e"]),
  ]
  static let boolNames = ["isOpen", "hasTicket", "isMuted", "canVote", "isFinished", "hasKey"]
  static let stringNames: [(String, [String])] = [
    ("city", ["Lisbon", "Osaka", "Quito"]), ("petName", ["Biscuit", "Mochi"]),
    ("fruit", ["mango", "plum"]),
    ("planet", ["Venus", "Mars"]), ("username", ["pixelfox", "maplecode"]),
  ]

  /// A natural name and value spelled as Swift source for a simple type, plus whether the literal alone
  /// would already give that type.
  func simpleValue(_ type: SwiftValueType, random: inout SeededGenerator) -> (
    name: String, value: String
  ) {
    switch type {
    case .int:
      let (name, range) = Self.intNames.randomElement(using: &random)!
      return (name, String(Int.random(in: range, using: &random)))
    case .double:
      let (name, values) = Self.doubleNames.randomElement(using: &random)!
      return (name, values.randomElement(using: &random)!)
    case .float:
      let (name, values) = Self.floatNames.randomElement(using: &random)!
      return (name, values.randomElement(using: &random)!)
    case .character:
      let (name, values) = Self.characterNames.randomElement(using: &random)!
      return (name, "\"\(values.randomElement(using: &random)!)\"")
    case .bool:
      return (
        Self.boolNames.randomElement(using: &random)!,
        Bool.random(using: &random) ? "true" : "false"
      )
    default:
      let (name, values) = Self.stringNames.randomElement(using: &random)!
      return (name, "\"\(values.randomElement(using: &random)!)\"")
    }
  }

  /// A declaration that gives `type` to its name, in one of several spellings.
  public func declaration(of type: SwiftValueType, random: inout SeededGenerator)
    -> TypedDeclaration
  {
    let keyword = Bool.random(using: &random) ? "let" : "var"
    switch type {
    case .int, .string, .bool:
      let (name, value) = simpleValue(type, random: &random)
      let annotated = Bool.random(using: &random)
      return TypedDeclaration(
        name: name,
        source: "\(keyword) \(name)\(annotated ? ": \(type.swiftName)" : "") = \(value)", type: type
      )
    case .double:
      let (name, value) = simpleValue(.double, random: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return TypedDeclaration(name: name, source: "\(keyword) \(name) = \(value)", type: .double)
      case 1:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name): Double = \(value)", type: .double)
      default:
        let whole = Int.random(in: 2...40, using: &random)
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name): Double = \(whole)", type: .double)
      }
    case .float:
      let (name, value) = simpleValue(.float, random: &random)
      return Bool.random(using: &random)
        ? TypedDeclaration(name: name, source: "\(keyword) \(name): Float = \(value)", type: .float)
        : TypedDeclaration(name: name, source: "\(keyword) \(name) = Float(\(value))", type: .float)
    case .character:
      let (name, value) = simpleValue(.character, random: &random)
      return Bool.random(using: &random)
        ? TypedDeclaration(
          name: name, source: "\(keyword) \(name): Character = \(value)", type: .character)
        : TypedDeclaration(
          name: name, source: "\(keyword) \(name) = Character(\(value))", type: .character)
    case .array(let element):
      let (name, pool) = Self.collectionNames(for: element, kind: "array").randomElement(
        using: &random)!
      let values = Array(
        pool.shuffled(using: &random).prefix(Int.random(in: 2...3, using: &random)))
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name) = [\(values.joined(separator: ", "))]", type: type
        )
      case 1:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name) = [\(element.swiftName)]()", type: type)
      default:
        return TypedDeclaration(
          name: name,
          source: "\(keyword) \(name): \(type.swiftName) = [\(values.joined(separator: ", "))]",
          type: type)
      }
    case .set(let element):
      let (name, pool) = Self.collectionNames(for: element, kind: "set").randomElement(
        using: &random)!
      let values = Array(pool.shuffled(using: &random).prefix(2))
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name): Set = [\(values.joined(separator: ", "))]",
          type: type)
      case 1:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name) = Set<\(element.swiftName)>()", type: type)
      default:
        return TypedDeclaration(
          name: name,
          source: "\(keyword) \(name): \(type.swiftName) = [\(values.joined(separator: ", "))]",
          type: type)
      }
    case .dictionary:
      let (name, pair) = Self.dictionaryNames(for: type).randomElement(using: &random)!
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        return TypedDeclaration(name: name, source: "\(keyword) \(name) = [\(pair)]", type: type)
      case 1:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name) = \(type.swiftName)()", type: type)
      default:
        return TypedDeclaration(
          name: name, source: "\(keyword) \(name): \(type.swiftName) = [:]", type: type)
      }
    case .closedRange, .halfOpenRange:
      return rangeDeclaration(type, keyword: keyword, random: &random)
    case .result(let success):
      return resultDeclaration(type, success: success, keyword: keyword, random: &random)
    case .optional(let wrapped):
      let (name, value) = Self.optionalNames(for: wrapped).randomElement(using: &random)!
      if wrapped == .int, Bool.random(using: &random) {
        return TypedDeclaration(
          name: name,
          source: "\(keyword) \(name) = Int(\"\(Int.random(in: 1...99, using: &random))\")",
          type: type)
      }
      return Bool.random(using: &random)
        ? TypedDeclaration(
          name: name, source: "\(keyword) \(name): \(type.swiftName) = nil", type: type)
        : TypedDeclaration(
          name: name, source: "\(keyword) \(name): \(type.swiftName) = \(value)", type: type)
    }
  }

  static let rangeNames: [(String, [String])] = [
    ("diceFaces", ["1", "6"]), ("weekdays", ["1", "7"]), ("floors", ["0", "12"]),
    ("hours", ["0", "24"]), ("pageIndices", ["0", "30"]), ("slots", ["1", "5"]),
  ]
  static let resultNames = ["outcome", "lookup", "download", "parsed", "reply"]

  /// `1...6` or `1..<6`, annotated or not: the operator alone decides the type.
  func rangeDeclaration(_ type: SwiftValueType, keyword: String, random: inout SeededGenerator)
    -> TypedDeclaration
  {
    let (name, bounds) = Self.rangeNames.randomElement(using: &random)!
    let literal = bounds[0] + (type == .closedRange ? "..." : "..<") + bounds[1]
    let annotated = Bool.random(using: &random)
    return TypedDeclaration(
      name: name,
      source: "\(keyword) \(name)\(annotated ? ": \(type.swiftName)" : "") = \(literal)",
      type: type)
  }

  /// A success, spelled with the type annotated, written before `.success`, or with `any Error`.
  func resultDeclaration(
    _ type: SwiftValueType, success: SwiftValueType, keyword: String,
    random: inout SeededGenerator
  ) -> TypedDeclaration {
    let name = Self.resultNames.randomElement(using: &random)!
    let value = simpleValue(success, random: &random).value
    let source: String
    switch Int.random(in: 0..<3, using: &random) {
    case 0: source = "\(keyword) \(name): \(type.swiftName) = .success(\(value))"
    case 1: source = "\(keyword) \(name) = \(type.swiftName).success(\(value))"
    default:
      source = "\(keyword) \(name) = Result<\(success.swiftName), any Error>.success(\(value))"
    }
    return TypedDeclaration(name: name, source: source, type: type)
  }

  /// Plural names for collections, each with values that suit it.
  static func collectionNames(for element: SwiftValueType, kind: String) -> [(String, [String])] {
    switch (element, kind) {
    case (.int, "array"):
      [
        ("lapTimes", ["64", "59", "61"]), ("shoeSizes", ["38", "42", "44"]),
        ("ages", ["7", "35", "62"]),
      ]
    case (.int, _): [("luckyNumbers", ["7", "13", "21"]), ("roomNumbers", ["101", "204", "315"])]
    case (.double, "array"):
      [("prices", ["2.5", "9.99", "14.25"]), ("temperatures", ["18.5", "21.25", "-2.5"])]
    case (.double, _): [("tipRates", ["0.1", "0.15", "0.2"]), ("pitchHeights", ["1.5", "2.75"])]
    case (.bool, "array"):
      [("answers", ["true", "false", "true"]), ("lightSwitches", ["false", "true"])]
    case (.bool, _): [("seenFlags", ["true", "false"])]
    case (_, "array"):
      [
        ("cities", ["\"Lisbon\"", "\"Osaka\"", "\"Quito\""]),
        ("petNames", ["\"Mochi\"", "\"Biscuit\"", "\"Pepper\""]),
      ]
    default:
      [
        ("visitedCities", ["\"Hobart\"", "\"Accra\"", "\"Tallinn\""]),
        ("tags", ["\"urgent\"", "\"home\"", "\"work\""]),
      ]
    }
  }

  /// Names for dictionaries with one entry that suits them, as source (`"Ana": 31`).
  static func dictionaryNames(for type: SwiftValueType) -> [(String, String)] {
    switch type {
    case .dictionary(.string, .int):
      [("agesByName", "\"Ana\": 31"), ("stockByFruit", "\"plum\": 12")]
    case .dictionary(.string, .string):
      [("capitalsByCountry", "\"Peru\": \"Lima\""), ("nicknamesByName", "\"Robert\": \"Bob\"")]
    default: [("namesBySeat", "12: \"Ines\""), ("songsByTrack", "3: \"Tidewater\"")]
    }
  }

  /// Names for optionals and a value that suits them.
  static func optionalNames(for wrapped: SwiftValueType) -> [(String, String)] {
    switch wrapped {
    case .int: [("parsedAge", "41"), ("bestScore", "880")]
    case .double: [("bestTime", "9.58"), ("lastReading", "37.2")]
    default: [("middleName", "\"Rose\""), ("nickname", "\"Bee\"")]
    }
  }
}
