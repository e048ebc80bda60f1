/// A coding key for any field name or list position, for fields known only when the file is read
/// (a day, a slug, a field this unwrap does not know) and for naming where in a file something is.
struct JSONFieldKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) { stringValue = name }
  init(index: Int) {
    stringValue = String(index)
    intValue = index
  }
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) { self.init(index: intValue) }
}
