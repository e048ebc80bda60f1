/// A JSON value as `JSONTreeParser` reads it: objects keep their keys in file order, numbers keep
/// their text.
enum JSONNode {
  /// Keys and values in file order, side by side.
  case object(keys: [String], values: [JSONNode])
  case array([JSONNode])
  case string(String)
  case number(String)
  case bool(Bool)
  case null
}
