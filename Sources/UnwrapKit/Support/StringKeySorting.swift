extension Sequence {
  /// Sorted by a string key exactly as `<` would sort them. Keys here are slugs and ids, ASCII in
  /// practice, and for ASCII the order of the bytes is the order of `<`, at a fraction of the cost
  /// of comparing `String`s; any other key makes the whole sort use `<`.
  func sorted(byStringKey key: (Element) -> String) -> [Element] {
    let elements = Array(self)
    guard elements.allSatisfy({ key($0).utf8.allSatisfy { $0 < 0x80 } }) else {
      return elements.sorted { key($0) < key($1) }
    }
    return elements.sorted { key($0).utf8.lexicographicallyPrecedes(key($1).utf8) }
  }
}
