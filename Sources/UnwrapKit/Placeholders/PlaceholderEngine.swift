/// Randomizes code so learners never see the same program twice.
///
/// Generator placeholders (`RANDOM_INT_NAME`, `RANDOM_SMALL_INT`, `CONSTANT_OR_VARIABLE`, …) make a
/// random choice and are numbered 1, 2, 3… in order of appearance in the template. Back-references
/// (`NAME_n`, `NAME_NATURAL_n`, `VALUE_n`, `OPERATOR_n`) repeat what generator `n` produced, filters after
/// a pipe transform it (`NAME_1|capitalized`), and `${…}` computes with it (`${VALUE_2 * 2}`).
/// The grammar is documented with worked examples in CONTRIBUTING.md.
public struct PlaceholderEngine: Sendable {
  public init() {}

  public static let generators: Set<String> = [
    "CONSTANT_OR_VARIABLE", "TRUE_OR_FALSE", "RANDOM_INT_NAME", "RANDOM_STRING_NAME",
    "RANDOM_BOOL_NAME",
    "RANDOM_TINY_INT", "RANDOM_SMALL_INT", "RANDOM_MEDIUM_INT", "RANDOM_OPERATOR",
  ]
  public static let backReferences: Set<String> = [
    "NAME", "NAME_NATURAL", "VALUE", "OPERATOR", "RANDOM_STRING_VALUE",
  ]
  public static let filters: Set<String> = [
    "count", "capitalized", "capitalizedFirst", "lowercased", "uppercased",
  ]

  /// Generates a template: makes every random choice with `random`, numbering generators in order of
  /// appearance, and resolves back-references, filters and expressions in the same text.
  public func generate(_ template: String, using random: inout SeededGenerator)
    throws(PlaceholderError) -> (
      text: String, context: PlaceholderContext
    )
  {
    var context = PlaceholderContext()
    var usedNames: Set<String> = []
    var output = ""
    for segment in try TemplateScanner.segments(template) {
      switch segment {
      case .literal(let text):
        output += text
      case .placeholder(let reference):
        if Self.generators.contains(reference.word)
          || reference.word.hasPrefix("RANDOM_STRING_VALUE_")
        {
          let number = context.items.count + 1
          let item = try generateItem(
            reference.word, context: context, usedNames: &usedNames, random: &random)
          context.items[number] = item
          output += try apply(reference.filters, to: item.value ?? .string(item.name ?? ""))
        } else {
          output += try resolve(reference, context: context)
        }
      case .expression(let source):
        output += try ExpressionEvaluator(context: context, engine: self).evaluate(source)
          .description
      }
    }
    return (output, context)
  }

  /// Resolves back-references and expressions in text that has no generators (an answer, a hint).
  public func resolve(_ text: String, context: PlaceholderContext) throws(PlaceholderError)
    -> String
  {
    var output = ""
    for segment in try TemplateScanner.segments(text) {
      switch segment {
      case .literal(let literal):
        output += literal
      case .placeholder(let reference):
        output += try resolve(reference, context: context)
      case .expression(let source):
        output += try ExpressionEvaluator(context: context, engine: self).evaluate(source)
          .description
      }
    }
    return output
  }

  /// Evaluates a condition such as `VALUE_2 > 5 && TRUE_OR_FALSE` … written with or without `${}`.
  public func condition(_ source: String, context: PlaceholderContext) throws(PlaceholderError)
    -> Bool
  {
    var expression = source.trimmingSpaces()
    if expression.hasPrefix("${"), expression.hasSuffix("}") {
      expression = String(expression.dropFirst(2).dropLast())
    }
    guard
      case .bool(let result) = try ExpressionEvaluator(context: context, engine: self).evaluate(
        expression)
    else {
      throw PlaceholderError("the condition \"\(source)\" is not true or false")
    }
    return result
  }

  /// The value a back-reference stands for, with its filters applied.
  func value(of reference: PlaceholderReference, context: PlaceholderContext)
    throws(PlaceholderError) -> PlaceholderValue
  {
    guard let (kind, number) = Self.splitNumbered(reference.word) else {
      if Self.generators.contains(reference.word) {
        throw PlaceholderError(
          "\(reference.word) makes a random choice, so it cannot be used here; refer to it by number"
        )
      }
      throw PlaceholderError("unknown placeholder \(reference.word)")
    }
    guard kind != "RANDOM_STRING_VALUE" else {
      throw PlaceholderError("\(reference.word) makes a random choice, so it cannot be used here")
    }
    guard let item = context.items[number] else {
      let earlier = context.items.count
      let before =
        earlier == 0 ? "none come" : earlier == 1 ? "only 1 comes" : "only \(earlier) come"
      throw PlaceholderError(
        "\(reference.word) refers to placeholder \(number), but \(before) before it")
    }
    let base: PlaceholderValue
    switch kind {
    case "NAME", "NAME_NATURAL":
      guard let name = item.name else {
        throw PlaceholderError(
          "\(reference.word) refers to \(item.placeholder), which makes no name")
      }
      base = .string(kind == "NAME" ? name : Self.naturalWords(name))
    case "OPERATOR":
      guard item.placeholder == "RANDOM_OPERATOR", let value = item.value else {
        throw PlaceholderError(
          "\(reference.word) refers to \(item.placeholder), which is not an operator")
      }
      base = value
    default:
      guard let value = item.value else {
        throw PlaceholderError(
          "\(reference.word) refers to \(item.placeholder), which makes a name, not a value; use NAME_\(number)"
        )
      }
      base = value
    }
    return try applyValue(reference.filters, to: base)
  }

  private func resolve(_ reference: PlaceholderReference, context: PlaceholderContext)
    throws(PlaceholderError) -> String
  {
    try value(of: reference, context: context).description
  }

  private func generateItem(
    _ word: String, context: PlaceholderContext, usedNames: inout Set<String>,
    random: inout SeededGenerator
  ) throws(PlaceholderError) -> GeneratedItem {
    func freshName(_ names: [String]) -> String {
      let available = names.filter { !usedNames.contains($0) }
      let name = (available.isEmpty ? names : available).randomElement(using: &random)!
      usedNames.insert(name)
      return name
    }
    switch word {
    case "CONSTANT_OR_VARIABLE":
      return GeneratedItem(
        placeholder: word, value: .string(Bool.random(using: &random) ? "let" : "var"))
    case "TRUE_OR_FALSE":
      return GeneratedItem(placeholder: word, value: .bool(Bool.random(using: &random)))
    case "RANDOM_INT_NAME":
      return GeneratedItem(placeholder: word, name: freshName(WordLists.intNames))
    case "RANDOM_BOOL_NAME":
      return GeneratedItem(placeholder: word, name: freshName(WordLists.boolNames))
    case "RANDOM_STRING_NAME":
      let name = freshName(WordLists.stringNames.map(\.name))
      let values = WordLists.stringNames.first { $0.name == name }!.values
      return GeneratedItem(placeholder: word, name: name, suitableValues: values)
    case "RANDOM_TINY_INT":
      return GeneratedItem(
        placeholder: word, value: .int(Int.random(in: WordLists.tinyInts, using: &random)))
    case "RANDOM_SMALL_INT":
      return GeneratedItem(
        placeholder: word, value: .int(Int.random(in: WordLists.smallInts, using: &random)))
    case "RANDOM_MEDIUM_INT":
      return GeneratedItem(
        placeholder: word, value: .int(Int.random(in: WordLists.mediumInts, using: &random)))
    case "RANDOM_OPERATOR":
      return GeneratedItem(
        placeholder: word, value: .string(WordLists.operators.randomElement(using: &random)!))
    default:
      guard let (_, number) = Self.splitNumbered(word), word.hasPrefix("RANDOM_STRING_VALUE_")
      else {
        throw PlaceholderError("unknown placeholder \(word)")
      }
      guard let owner = context.items[number], let values = owner.suitableValues else {
        throw PlaceholderError(
          "\(word) must refer to an earlier RANDOM_STRING_NAME, and placeholder \(number) is not one"
        )
      }
      let taken = Set(
        context.items.values.filter { $0.placeholder.hasPrefix("RANDOM_STRING_VALUE") }.compactMap {
          $0.value?.description
        })
      let available = values.filter { !taken.contains($0) }
      let value = (available.isEmpty ? values : available).randomElement(using: &random)!
      return GeneratedItem(placeholder: word, value: .string(value))
    }
  }

  private func apply(_ filters: [String], to value: PlaceholderValue) throws(PlaceholderError)
    -> String
  {
    try applyValue(filters, to: value).description
  }

  func applyValue(_ filters: [String], to value: PlaceholderValue) throws(PlaceholderError)
    -> PlaceholderValue
  {
    var current = value
    for filter in filters {
      let text = current.description
      switch filter {
      case "count": current = .int(text.count)
      case "capitalized":
        current = .string(
          text.split(separator: " ", omittingEmptySubsequences: false).map {
            Self.capitalizeFirst(String($0))
          }.joined(separator: " "))
      case "capitalizedFirst": current = .string(Self.capitalizeFirst(text))
      case "lowercased": current = .string(text.lowercased())
      case "uppercased": current = .string(text.uppercased())
      default: throw PlaceholderError("unknown filter |\(filter)")
      }
    }
    return current
  }

  static func capitalizeFirst(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// `favoriteColor` → `favorite color`.
  static func naturalWords(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase, !result.isEmpty {
        result += " " + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// `VALUE_12` → (`VALUE`, 12).
  static func splitNumbered(_ word: String) -> (String, Int)? {
    guard let underscore = word.lastIndex(of: "_"),
      let number = Int(word[word.index(after: underscore)...]),
      number > 0
    else { return nil }
    let kind = String(word[..<underscore])
    return backReferences.contains(kind) ? (kind, number) : nil
  }
}
