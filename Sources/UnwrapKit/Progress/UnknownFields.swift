/// The fields of a progress object this unwrap does not know, by name, kept as read.
///
/// A newer unwrap may add a field within a schema version (as `exercises` and `points.exercises`
/// were added to schema 3); an older one keeps it through a read-modify-write and writes it back
/// unchanged, rather than drop it on its first save. Both readers fill these and both writers
/// write them; they are empty, and cost nothing, for a file this unwrap wrote.
typealias UnknownFields = [String: JSONNode]

extension Decoder {
  /// The fields of this object that none of `Known`'s cases names (its coding keys, or
  /// `PointSource`).
  func unknownFields<Known: RawRepresentable & CaseIterable>(besides _: Known.Type) throws
    -> UnknownFields
  where Known.RawValue == String {
    let container = try container(keyedBy: JSONFieldKey.self)
    let known = Set(Known.allCases.map(\.rawValue))
    var fields: UnknownFields = [:]
    for key in container.allKeys where !known.contains(key.stringValue) {
      fields[key.stringValue] = try container.decode(JSONNode.self, forKey: key)
    }
    return fields
  }
}

extension Encoder {
  /// Writes `fields` into the object this encoder is writing, beside its known fields.
  func encode(unknownFields fields: UnknownFields) throws {
    guard !fields.isEmpty else { return }
    var container = container(keyedBy: JSONFieldKey.self)
    for (key, value) in fields { try container.encode(value, forKey: JSONFieldKey(key)) }
  }
}
