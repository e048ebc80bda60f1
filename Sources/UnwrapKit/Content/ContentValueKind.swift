/// The kinds of JSON value an author writes, in plain words: the decoder names what it expected by
/// its Swift type (`Array<Any>`, `Dictionary<String, Any>`), which an author should never have to read.
/// Every content message that says what a field should be goes through here.
enum ContentValueKind {
  /// What a value of `type` is called in a content file: "a list", "an object", "text",
  /// "a whole number", "a number" or "true or false".
  static func words(for type: Any.Type) -> String {
    switch type {
    case is String.Type, is Character.Type: return "text"
    case is Bool.Type: return "true or false"
    case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type,
      is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
      return "a whole number"
    case is Double.Type, is Float.Type: return "a number"
    default: break
    }
    // The decoder asks for `[Any]` or `[String: Any]` by their generic names; any array or
    // dictionary type reads the same to an author.
    let name = String(describing: type)
    if name.hasPrefix("Array<") || name.hasPrefix("[") && !name.contains(":") {
      return "a list"
    }
    return "an object"
  }

  /// The decoder's sentence about a value of the right kind that it still cannot use, in an author's
  /// words: a value an enumeration does not have ("Cannot initialize ReviewType from invalid String
  /// value dingle") becomes `"dingle" is not one of the values this field takes`.
  static func words(forProblem description: String) -> String {
    let marker = " value "
    guard description.hasPrefix("Cannot initialize "),
      let range = description.firstExactRange(of: marker)
    else { return description }
    let value = description[range.upperBound...]
    return "\"\(value)\" is not one of the values this field takes"
  }
}
