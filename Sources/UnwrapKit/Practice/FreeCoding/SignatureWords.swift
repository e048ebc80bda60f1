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
      if ")]>".contains(character) { depth -= 1 }
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

  /// "an Int", "two Ints", "a `[String]`".
  static func counted(_ count: Int, _ type: String) -> String {
    let simple = !type.isEmpty && type.allSatisfy { $0.isLetter }
    let numbers = ["", "one", "two", "three", "four", "five"]
    if count == 1 {
      guard simple else { return "a `\(type)`" }
      return ("AEIOU".contains(type.first!) ? "an " : "a ") + type
    }
    let number = count < numbers.count ? numbers[count] : String(count)
    return simple ? "\(number) \(type)s" : "\(number) `\(type)` values"
  }

  static func list(_ items: [String]) -> String {
    items.count <= 1
      ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
