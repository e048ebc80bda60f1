/// A function type in words, so a verdict can say what the tests need without Swift's notation:
/// `(Int, Int) -> Int` is "takes two Ints and returns an Int".
enum SignatureWords {
  static func describe(_ signature: String) -> String {
    guard let (parameters, result, effects) = split(signature) else {
      return "has the type `\(signature)`"
    }
    let takes: String
    if parameters.isEmpty {
      takes = "takes nothing"
    } else if Set(parameters).count == 1 {
      takes = "takes " + counted(parameters.count, parameters[0])
    } else {
      takes = "takes " + list(parameters.map { counted(1, $0) })
    }
    let returns =
      result == "Void" || result == "()" ? "returns nothing" : "returns " + counted(1, result)
    return "\(takes) and \(returns)" + (effects.isEmpty ? "" : ", and is `\(effects)`")
  }

  /// The parameter types, the result type and the effects (`async`, `throws`, `async throws`, or
  /// empty) of a top-level `(…) -> R` or `(…) async -> R`, or nil for anything else.
  static func split(_ signature: String) -> (
    parameters: [String], result: String, effects: String
  )? {
    let text = Array(signature.trimmingSpaces())
    guard text.first == "(" else { return nil }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    var end: Int?
    for index in text.indices {
      let character = text[index]
      if "([<".contains(character) { depth += 1 }
      // The `>` of an arrow (`(Int) -> Int` as a parameter) closes nothing.
      if ")]>".contains(character), !(character == ">" && index > 0 && text[index - 1] == "-") {
        depth -= 1
      }
      if depth == 0 {
        end = index
        break
      }
      if index == 0 { continue }
      if depth == 1 && character == "," {
        parameters.append(current.trimmingSpaces())
        current = ""
      } else {
        current.append(character)
      }
    }
    guard let end else { return nil }
    if !current.trimmingSpaces().isEmpty { parameters.append(current.trimmingSpaces()) }
    let rest = String(text[(end + 1)...]).trimmingSpaces()
    guard let arrow = rest.firstRange(of: "->") else { return nil }
    let effects = rest[..<arrow.lowerBound].split(separator: " ").map(String.init)
    guard effects.allSatisfy({ ["async", "throws"].contains($0) }) else { return nil }
    return (
      parameters, String(rest[arrow.upperBound...]).trimmingSpaces(),
      effects.joined(separator: " ")
    )
  }

  /// "an Int", "two Ints", "an array of Strings", "any number of Ints": a type as a learner says it,
  /// with the article that fits, and in backticks only where words would not be clearer.
  static func counted(_ count: Int, _ type: String) -> String {
    if count == 1 { return one(type) }
    let numbers = ["", "one", "two", "three", "four", "five"]
    return "\(count < numbers.count ? numbers[count] : String(count)) \(plural(type))"
  }

  private static func one(_ type: String) -> String {
    if isSimple(type) { return ("AEIOU".contains(type.first!) ? "an " : "a ") + type }
    if type.hasPrefix("inout ") { return one(String(type.dropFirst(6))) + " to change in place" }
    if type.hasSuffix("...") { return "any number of " + plural(String(type.dropLast(3))) }
    if type.hasSuffix("?"), isSimple(String(type.dropLast())) {
      return "an optional " + type.dropLast()
    }
    if let (key, value) = dictionary(type), isSimple(key), isSimple(value) {
      return "a dictionary from \(key) keys to \(value) values"
    }
    if let element = arrayElement(type) { return "an array of " + plural(element) }
    if type.hasPrefix("(") {
      return (type.contains("->") ? "a function" : "a tuple") + " `\(type)`"
    }
    return "a value of type `\(type)`"
  }

  /// "Ints", "Any values", "arrays of Strings", "`Set<Int>` values".
  private static func plural(_ type: String) -> String {
    if isSimple(type) { return type == "Any" ? "Any values" : type + "s" }
    if let element = arrayElement(type) { return "arrays of " + plural(element) }
    return "`\(type)` values"
  }

  private static func isSimple(_ type: String) -> Bool {
    !type.isEmpty && type.allSatisfy { $0.isLetter }
  }

  /// `Int` for `[Int]`; nil for a dictionary or anything else.
  private static func arrayElement(_ type: String) -> String? {
    guard type.hasPrefix("["), type.hasSuffix("]"), dictionary(type) == nil else { return nil }
    return String(type.dropFirst().dropLast()).trimmingSpaces()
  }

  /// The key and value types of `[K: V]`, split at its one top-level colon.
  private static func dictionary(_ type: String) -> (String, String)? {
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    let inner = Array(type.dropFirst().dropLast())
    var depth = 0
    for (index, character) in inner.enumerated() {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character), !(character == ">" && index > 0 && inner[index - 1] == "-") {
        depth -= 1
      }
      if depth == 0, character == ":" {
        return (
          String(inner[..<index]).trimmingSpaces(), String(inner[(index + 1)...]).trimmingSpaces()
        )
      }
    }
    return nil
  }

  static func list(_ items: [String]) -> String {
    items.count <= 1
      ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
