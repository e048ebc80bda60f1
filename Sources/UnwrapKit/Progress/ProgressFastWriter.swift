/// Writes progress.json without `JSONEncoder`, in the same layout (two-space indents, sorted keys).
///
/// Saving after every answer with `JSONEncoder` cost about 5 million instructions for a learner a
/// hundred sections in: as much as the rest of a command. This writer knows every stored property
/// of `LearnerProgress` (`knownProperties`, which `ProgressFastWriterTests` compares with the type's
/// `Mirror` in every test run, so a new property fails CI until it is written here; checking the
/// `Mirror` at run time cost a third of a save). A number it cannot write exactly makes it return nil,
/// and the store then uses `JSONEncoder`, so nothing is ever dropped. Fields the reader did not know
/// (`unknownFields`) go back among the others in key order, each value as it was read.
enum ProgressFastWriter {
  /// The stored properties of `LearnerProgress` this writer writes.
  static let knownProperties = [
    "schemaVersion", "sections", "points", "activeDays", "practice", "challenges", "cards",
    "reviewCardsSeeded", "exercises", "unknownFields",
  ]

  static func write(_ progress: LearnerProgress) -> [UInt8]? {
    let out = JSONText()
    var top = out.object(indent: 0, keeping: progress.unknownFields)
    top.field("activeDays") { out in
      out.array(progress.activeDays.sorted().map(\.description), indent: 1)
    }
    top.field("cards") { out in
      out.dictionary(progress.cards, indent: 1) { out, card in
        guard card.ease.isFinite, !"\(card.ease)".contains("e") else { return false }
        var object = out.object(indent: 2, keeping: card.unknownFields)
        object.field("due") { $0.string(card.due.description) }
        object.field("ease") { $0.raw("\(card.ease)") }
        object.field("interval") { $0.raw(String(card.interval)) }
        object.field("repetitions") { $0.raw(String(card.repetitions)) }
        return object.close()
      }
    }
    top.field("challenges") { out in
      let byText = Dictionary(
        uniqueKeysWithValues: progress.challenges.map { ($0.key.description, $0.value) })
      return out.dictionary(byText, indent: 1) { out, result in
        var object = out.object(indent: 2, keeping: result.unknownFields)
        if result.canContinue { object.field("canContinue") { $0.raw("true") } }
        object.field("correct") { $0.raw(String(result.correct)) }
        object.field("endedEarly") { $0.raw(result.endedEarly ? "true" : "false") }
        if let marks = result.marks { object.field("marks") { $0.string(marks) } }
        object.field("points") { $0.raw(String(result.points)) }
        if let seed = result.seed { object.field("seed") { $0.raw(String(seed)) } }
        object.field("skipped") { $0.raw(String(result.skipped)) }
        object.field("total") { $0.raw(String(result.total)) }
        return object.close()
      }
    }
    top.field("exercises") { out in
      out.dictionary(progress.exercises, indent: 1) { out, day in out.string(day.description) }
    }
    top.field("points") { out in
      var object = out.object(indent: 1, keeping: progress.points.unknownFields)
      for source in PointSource.allCases.sorted(by: { $0.rawValue < $1.rawValue }) {
        object.field(source.rawValue) { $0.raw(String(progress.points[source])) }
      }
      return object.close()
    }
    top.field("practice") { out in
      out.dictionary(progress.practice, indent: 1) { out, activity in
        var object = out.object(indent: 2, keeping: activity.unknownFields)
        object.field("recent") { $0.array(activity.recent, indent: 3) }
        object.field("sessions") { $0.raw(String(activity.sessions)) }
        return object.close()
      }
    }
    top.field("reviewCardsSeeded") { $0.raw(progress.reviewCardsSeeded ? "true" : "false") }
    top.field("schemaVersion") { $0.raw(String(progress.schemaVersion)) }
    top.field("sections") { out in
      out.dictionary(progress.sections, indent: 1) { out, section in
        var object = out.object(indent: 2, keeping: section.unknownFields)
        if let read = section.read { object.field("read") { $0.string(read.description) } }
        if let reviewed = section.reviewed {
          object.field("reviewed") { $0.string(reviewed.description) }
        }
        return object.close()
      }
    }
    guard top.close() else { return nil }
    return out.bytes
  }
}

/// The bytes of a JSON document being written, shared by the objects that write into it.
final class JSONText {
  var bytes: [UInt8] = []
  /// False once anything could not be written exactly; the whole document is then abandoned.
  var ok = true

  init() { bytes.reserveCapacity(16_384) }

  func raw(_ text: String) -> Bool {
    bytes += text.utf8
    return true
  }

  /// A string with JSON's escapes: quote, backslash, and control characters as `\u00XX`.
  func string(_ text: String) -> Bool {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes += [UInt8(ascii: "\\"), byte]
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
    return true
  }

  func newline(indent: Int) {
    bytes.append(UInt8(ascii: "\n"))
    bytes += repeatElement(UInt8(ascii: " "), count: indent * 2)
  }

  /// An object; `unknown` fields are written among the fields its caller writes, in key order.
  func object(indent: Int, keeping unknown: UnknownFields = [:]) -> JSONObjectWriter {
    JSONObjectWriter(text: self, indent: indent, keeping: unknown)
  }

  /// A value kept as it was read, laid out as `JSONEncoder` lays out its own.
  func node(_ node: JSONNode, indent: Int) -> Bool {
    switch node {
    case .object(let keys, let values):
      var object = object(indent: indent)
      for (key, value) in zip(keys, values).sorted(by: { $0.0 < $1.0 }) {
        object.field(key) { $0.node(value, indent: indent + 1) }
      }
      return object.close()
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indent: indent + 1)
        _ = self.node(item, indent: indent + 1)
      }
      if items.isEmpty { bytes.append(UInt8(ascii: "\n")) }
      newline(indent: indent)
      bytes.append(UInt8(ascii: "]"))
      return true
    case .string(let text): return string(text)
    case .number(let text): return raw(text)
    case .bool(let flag): return raw(flag ? "true" : "false")
    case .null: return raw("null")
    }
  }

  func array(_ strings: [String], indent: Int) -> Bool {
    bytes.append(UInt8(ascii: "["))
    for (index, item) in strings.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      newline(indent: indent + 1)
      _ = string(item)
    }
    if strings.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    newline(indent: indent)
    bytes.append(UInt8(ascii: "]"))
    return true
  }

  /// An object whose keys are the dictionary's, sorted, each value written by `value`.
  func dictionary<Value>(
    _ values: [String: Value], indent: Int, _ value: (JSONText, Value) -> Bool
  ) -> Bool {
    var object = object(indent: indent)
    for (key, item) in values.sorted(by: { $0.key < $1.key }) {
      object.field(key) { value($0, item) }
    }
    return object.close()
  }
}

/// One object being written: `{`, its fields separated by commas, `}`. Fields come in key order,
/// and kept fields (`unknown`) are merged in before the first field whose key sorts after theirs.
struct JSONObjectWriter {
  let text: JSONText
  let indent: Int
  var count = 0
  private var unknown: [(key: String, value: JSONNode)]
  private var nextUnknown = 0

  init(text: JSONText, indent: Int, keeping unknown: UnknownFields = [:]) {
    self.text = text
    self.indent = indent
    self.unknown = unknown.isEmpty ? [] : unknown.sorted { $0.key < $1.key }
    text.bytes.append(UInt8(ascii: "{"))
  }

  mutating func field(_ key: String, _ value: (JSONText) -> Bool) {
    while nextUnknown < unknown.count, unknown[nextUnknown].key < key { writeNextUnknown() }
    write(key, value)
  }

  private mutating func writeNextUnknown() {
    let (key, node) = unknown[nextUnknown]
    nextUnknown += 1
    let indent = indent
    write(key) { $0.node(node, indent: indent + 1) }
  }

  private mutating func write(_ key: String, _ value: (JSONText) -> Bool) {
    if count > 0 { text.bytes.append(UInt8(ascii: ",")) }
    count += 1
    text.newline(indent: indent + 1)
    _ = text.string(key)
    text.bytes += Array(" : ".utf8)
    if !value(text) { text.ok = false }
  }

  mutating func close() -> Bool {
    while nextUnknown < unknown.count { writeNextUnknown() }
    // JSONEncoder leaves an empty line inside an empty object; so do we, byte for byte.
    if count == 0 { text.bytes.append(UInt8(ascii: "\n")) }
    text.newline(indent: indent)
    text.bytes.append(UInt8(ascii: "}"))
    return text.ok
  }
}
