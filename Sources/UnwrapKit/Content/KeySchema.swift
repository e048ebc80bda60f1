/// The keys a content JSON object may hold, read from its type's `CodingKeys` so the list cannot
/// drift from what is decoded, and the shapes of the objects nested under some of those keys.
///
/// Decoding skips a key it does not know, so a misspelt optional key (`"require"` for `"requires"`)
/// would silently change what an item means; `content validate` asks `unknownKeys` instead. Only the
/// validator builds these: loading content at start-up never does.
public struct KeySchema: Sendable {
  /// Every key the type reads.
  public let keys: [String]
  /// The shape of the object (or of each object in the array) under a key.
  public let nested: [String: KeySchema]

  init<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, nested: [String: KeySchema] = [:]) {
    self.keys = Keys.allCases.map(\.stringValue)
    self.nested = nested
  }

  /// A problem for every key of `value` (an object, or an array of objects) and of the objects nested
  /// in it that the type does not read, named by `item` and the path inside it. An object in an array
  /// that has a string `id` is named by its id, as the other checks name bank items.
  func unknownKeys(in value: JSONShape, file: String, item: String) -> [ContentError] {
    let object: [String: JSONShape]
    switch value {
    case .array(let array):
      return array.enumerated().flatMap { index, element in
        unknownKeys(in: element, file: file, item: element.id ?? "\(item)[\(index)]")
      }
    case .object(let fields): object = fields
    case .string, .other: return []
    }
    var problems: [ContentError] = []
    for key in object.keys.sorted() {
      if let schema = nested[key], let child = object[key] {
        problems += schema.unknownKeys(
          in: child, file: file, item: item.isEmpty ? key : "\(item).\(key)")
      }
      guard !keys.contains(key) else { continue }
      problems.append(ContentError(file: file, item: item, message: unknownKeyMessage(key)))
    }
    return problems
  }

  func unknownKeyMessage(_ key: String) -> String {
    let unknown = "has the key \"\(key)\", which unwrap does not read"
    if let nearest = Suggestions.closest(to: key, in: keys, limit: 1).first {
      return "\(unknown); did you mean \"\(nearest)\"?"
    }
    return "\(unknown); the keys it reads are \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
  }
}

extension ContentSource {
  /// The unknown keys of a JSON file (see `KeySchema`). A file that is missing or is not JSON gives
  /// none here: loading it reports that.
  func unknownKeys(in file: String, schema: KeySchema) -> [ContentError] {
    guard let text = try? read(file),
      let value = try? JSONDecoder().decode(JSONShape.self, from: Data(text.utf8))
    else { return [] }
    return schema.unknownKeys(in: value, file: file, item: "")
  }

  /// What `content validate` reports for a file that did not load: its `error`, then every key in
  /// it that unwrap does not read. A misspelt required key (`"promt"`) fails the decoder as a
  /// missing one (`prompt: is missing`), so the key actually written, and the one it was meant to
  /// be, are named beside it.
  func loadProblems(_ error: ContentError, in file: String, schema: KeySchema) -> [ContentError] {
    [error] + unknownKeys(in: file, schema: schema).filter { $0 != error }
  }
}

/// A JSON value as far as the key check needs it: objects with their keys, arrays, and strings (for
/// an item's `id`); numbers, booleans and null are all `other`.
indirect enum JSONShape: Decodable {
  case object([String: JSONShape])
  case array([JSONShape])
  case string(String)
  case other

  init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if let object = try? single.decode([String: JSONShape].self) {
      self = .object(object)
    } else if let array = try? single.decode([JSONShape].self) {
      self = .array(array)
    } else if let string = try? single.decode(String.self) {
      self = .string(string)
    } else {
      self = .other
    }
  }

  /// The `id` of an object that has a string one.
  var id: String? {
    guard case .object(let fields) = self, case .string(let id)? = fields["id"] else { return nil }
    return id
  }
}
