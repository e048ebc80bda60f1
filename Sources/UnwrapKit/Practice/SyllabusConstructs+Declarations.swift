/// The declarations the construct check reads: chapter 1's constants and type annotations, and
/// the `var` of a computed property.
extension SyllabusConstructs {
  /// Chapter 1's declarations: `let` that declares a constant (not the `let` of `if let`,
  /// `guard let`, `case let`, `async let` or a pattern's `(let x)`, which their own sections teach),
  /// and a type annotation, `let` or `var`, a name, then `:` (`var total: Double = 0`).
  static func scanDeclaration(
    at index: Int, in tokens: [SwiftToken], add: (String, String) -> Void
  ) {
    let token = tokens[index]
    guard token.text == "let" || token.text == "var" else { return }
    let previous = index > 0 ? tokens[index - 1].text : ""
    let binding: Set<String> = ["if", "guard", "while", "case", "async", "(", ",", "."]
    if token.text == "let", !binding.contains(previous) { add("a constant (let)", "constants") }
    if index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
      tokens[index + 2].text == ":"
    {
      add("a type annotation (`name: Type`)", "type-annotations")
    }
  }

  /// Whether the `var` at `index` declares a computed property: a name, a type annotation, then
  /// `{` on the same line (`var area: Double {`), not a property observer's `{ didSet` nor a
  /// protocol's requirement `{ get }` or `{ get set }`. `=` or the line's end means a stored one.
  static func isComputedProperty(at index: Int, in tokens: [SwiftToken], startsLine: [Bool])
    -> Bool
  {
    guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier,
      tokens[index + 2].text == ":"
    else { return false }
    var position = index + 3
    var depth = 0
    while position < tokens.count, !startsLine[position] {
      let text = tokens[position].text
      if ["(", "["].contains(text) { depth += 1 }
      if [")", "]"].contains(text) { depth -= 1 }
      if depth == 0, ["=", "}", ";"].contains(text) { return false }
      if depth == 0, text == "{" {
        guard position + 1 < tokens.count else { return false }
        let first = tokens[position + 1].text
        if ["didSet", "willSet"].contains(first) { return false }
        if first == "get" || first == "set" {
          // `{ get { … } }` is a computed property's getter; `{ get }` a requirement.
          return position + 2 < tokens.count && tokens[position + 2].text == "{"
        }
        return true
      }
      position += 1
    }
    return false
  }
}
