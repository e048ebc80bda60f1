/// A JSON value as `JSONTreeParser` reads it: objects keep their keys in file order, numbers keep
/// their text. Progress keeps the fields it does not know as these (`unknownFields`), so a save
/// writes them back as they were read.
enum JSONNode: Sendable {
  /// Keys and values in file order, side by side.
  case object(keys: [String], values: [JSONNode])
  case array([JSONNode])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  /// Whether an object at any depth gives a key twice; the reader then steps aside, and the store
  /// names the key (`JSONTreeParser.firstDuplicateKey`).
  var hasDuplicateKey: Bool {
    switch self {
    case .object(let keys, let values):
      keys.count > 1 && Set(keys).count != keys.count || values.contains(where: \.hasDuplicateKey)
    case .array(let items): items.contains(where: \.hasDuplicateKey)
    case .string, .number, .bool, .null: false
    }
  }
}

/// The same value whichever reader read it: an object's key order does not count, nor how a
/// number is written (`JSONDecoder` gives `2.5` for `2.50`).
extension JSONNode: Equatable {
  static func == (left: JSONNode, right: JSONNode) -> Bool {
    switch (left, right) {
    case (.object(let leftKeys, let leftValues), .object(let rightKeys, let rightValues)):
      leftKeys.count == rightKeys.count
        && Self.fields(leftKeys, leftValues) == Self.fields(rightKeys, rightValues)
    case (.array(let leftItems), .array(let rightItems)): leftItems == rightItems
    case (.string(let leftText), .string(let rightText)): leftText == rightText
    case (.number(let leftText), .number(let rightText)):
      if leftText == rightText {
        true
      } else if let leftWhole = Int(leftText),
        let rightWhole = Int(rightText)
      {
        leftWhole == rightWhole
      } else {
        Double(leftText).map { $0 == Double(rightText) } ?? false
      }
    case (.bool(let leftFlag), .bool(let rightFlag)): leftFlag == rightFlag
    case (.null, .null): true
    default: false
    }
  }

  private static func fields(_ keys: [String], _ values: [JSONNode]) -> [String: JSONNode] {
    Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })
  }
}

/// Any JSON value, for the `Codable` path to keep unknown fields as the fast reader does.
extension JSONNode: Codable {
  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: JSONFieldKey.self) {
      let keys = object.allKeys
      self = .object(
        keys: keys.map(\.stringValue),
        values: try keys.map { try object.decode(JSONNode.self, forKey: $0) })
    } else if var list = try? decoder.unkeyedContainer() {
      var items: [JSONNode] = []
      while !list.isAtEnd { items.append(try list.decode(JSONNode.self)) }
      self = .array(items)
    } else {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        self = .null
      } else if let flag = try? value.decode(Bool.self) {
        self = .bool(flag)
      } else if let text = try? value.decode(String.self) {
        self = .string(text)
      } else if let whole = try? value.decode(Int.self) {
        self = .number(String(whole))
      } else {
        self = .number("\(try value.decode(Double.self))")
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let keys, let values):
      var object = encoder.container(keyedBy: JSONFieldKey.self)
      for (key, value) in zip(keys, values) { try object.encode(value, forKey: JSONFieldKey(key)) }
    case .array(let items):
      var list = encoder.unkeyedContainer()
      for item in items { try list.encode(item) }
    case .string(let text):
      var value = encoder.singleValueContainer()
      try value.encode(text)
    case .number(let text):
      var value = encoder.singleValueContainer()
      if let whole = Int(text) {
        try value.encode(whole)
      } else if let number = Double(text), number.isFinite {
        try value.encode(number)
      } else {
        throw EncodingError.invalidValue(
          text, .init(codingPath: encoder.codingPath, debugDescription: "not a number JSON holds"))
      }
    case .bool(let flag):
      var value = encoder.singleValueContainer()
      try value.encode(flag)
    case .null:
      var value = encoder.singleValueContainer()
      try value.encodeNil()
    }
  }
}
