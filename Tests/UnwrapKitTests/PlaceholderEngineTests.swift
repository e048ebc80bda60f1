import Testing

@testable import UnwrapKit

@Suite struct PlaceholderEngineTests {
  let engine = PlaceholderEngine()

  func generate(_ template: String, seed: UInt64 = 1) throws -> (
    text: String, context: PlaceholderContext
  ) {
    var random = SeededGenerator(seed: seed)
    return try engine.generate(template, using: &random)
  }

  @Test func replacingEveryMatchesExactBytesEverywhere() {
    #expect("FUNCTION(FUNCTION)".replacingEvery("FUNCTION", with: "go") == "go(go)")
    #expect("aaa".replacingEvery("aa", with: "b") == "ba")
    #expect("café -> String".replacingEvery("-> String", with: "-> Int") == "café -> Int")
    #expect("abc".replacingEvery("", with: "x") == "abc")
    #expect("ab".replacingEvery("abc", with: "x") == "ab")
  }

  /// A content author's deeply nested expression is an error naming the limit, not a stack
  /// overflow; sixty-four levels still work.
  @Test func deeplyNestedExpressionsAreRefusedNotACrash() throws {
    for depth in [10_000, 65] {
      let parentheses =
        String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
      let negations = String(repeating: "-", count: depth) + "1"
      for expression in [parentheses, negations] {
        let error = #expect(throws: PlaceholderError.self) {
          try generate("print(${\(expression)})")
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("more than 64 nested"))
      }
    }
    let fine = String(repeating: "(", count: 64) + "2" + String(repeating: ")", count: 64)
    #expect(try generate("print(${\(fine)})").text == "print(2)")
    #expect(try generate("print(${--2})").text == "print(2)")
  }

  @Test func generatorsAreNumberedInOrderOfAppearance() throws {
    let (text, context) = try generate(
      "CONSTANT_OR_VARIABLE RANDOM_INT_NAME = RANDOM_SMALL_INT\nprint(NAME_2)")
    let keyword = try #require(context.items[1]?.value?.description)
    let name = try #require(context.items[2]?.name)
    let value = try #require(context.items[3]?.value)
    #expect(["let", "var"].contains(keyword))
    #expect(WordLists.intNames.contains(name))
    guard case .int(let number) = value else {
      Issue.record("not an int")
      return
    }
    #expect(WordLists.smallInts.contains(number))
    #expect(text == "\(keyword) \(name) = \(number)\nprint(\(name))")
  }

  @Test func everySizedIntegerStaysInItsRange() throws {
    for seed in 0..<200 {
      let (_, context) = try generate(
        "RANDOM_TINY_INT RANDOM_SMALL_INT RANDOM_MEDIUM_INT", seed: UInt64(seed))
      #expect(WordLists.tinyInts.contains(Int(context.items[1]!.value!.description)!))
      #expect(WordLists.smallInts.contains(Int(context.items[2]!.value!.description)!))
      #expect(WordLists.mediumInts.contains(Int(context.items[3]!.value!.description)!))
    }
  }

  @Test func stringValuesSuitTheirName() throws {
    for seed in 0..<50 {
      let (text, context) = try generate(
        "var RANDOM_STRING_NAME = \"RANDOM_STRING_VALUE_1\"", seed: UInt64(seed))
      let name = try #require(context.items[1]?.name)
      let entry = try #require(WordLists.stringNames.first { $0.name == name })
      let value = try #require(context.items[2]?.value?.description)
      #expect(entry.values.contains(value))
      #expect(text == "var \(name) = \"\(value)\"")
    }
  }

  @Test func namesAreNotRepeatedWithinOneQuestion() throws {
    for seed in 0..<50 {
      let (_, context) = try generate(
        "RANDOM_INT_NAME RANDOM_INT_NAME RANDOM_INT_NAME RANDOM_BOOL_NAME", seed: UInt64(seed))
      let names = (1...4).compactMap { context.items[$0]?.name }
      #expect(Set(names).count == 4)
    }
  }

  @Test func trueOrFalseAndOperators() throws {
    let (text, context) = try generate("TRUE_OR_FALSE RANDOM_OPERATOR OPERATOR_2 VALUE_1")
    let flag = try #require(context.items[1]?.value)
    let op = try #require(context.items[2]?.value?.description)
    #expect(flag == .bool(true) || flag == .bool(false))
    #expect(WordLists.operators.contains(op))
    #expect(text == "\(flag) \(op) \(op) \(flag)")
  }

  @Test func filters() throws {
    var context = PlaceholderContext()
    context.items[1] = GeneratedItem(placeholder: "RANDOM_STRING_NAME", name: "favoriteColor")
    context.items[2] = GeneratedItem(placeholder: "RANDOM_STRING_VALUE_1", value: .string("teal"))
    #expect(try engine.resolve("NAME_NATURAL_1", context: context) == "favorite color")
    #expect(try engine.resolve("NAME_NATURAL_1|capitalized", context: context) == "Favorite Color")
    #expect(
      try engine.resolve("NAME_NATURAL_1|capitalizedFirst", context: context) == "Favorite color")
    #expect(try engine.resolve("NAME_1|uppercased", context: context) == "FAVORITECOLOR")
    #expect(try engine.resolve("NAME_1|lowercased", context: context) == "favoritecolor")
    #expect(try engine.resolve("VALUE_2|count", context: context) == "4")
    #expect(try engine.resolve("VALUE_2|uppercased|count", context: context) == "4")
    #expect(try engine.resolve("a || b and x|y", context: context) == "a || b and x|y")
  }

  /// Items are found by their number as a dictionary finds them: nil for a number with none (0, a
  /// negative one, one past the last, `Int.max`), counted and listed in number order.
  @Test func generatedItemsAreFoundByNumber() {
    var items = GeneratedItems()
    let first = GeneratedItem(placeholder: "RANDOM_SMALL_INT", value: .int(7))
    let third = GeneratedItem(placeholder: "TRUE_OR_FALSE", value: .bool(true))
    items[1] = first
    items[3] = third
    #expect(items[1] == first && items[2] == nil && items[3] == third)
    for number in [0, -1, 4, Int.max, Int.min] { #expect(items[number] == nil, "\(number)") }
    #expect(items.count == 2)
    #expect(items.values == [first, third])
    items[3] = nil
    var onlyFirst = GeneratedItems()
    onlyFirst[1] = first
    #expect(items == onlyFirst && items.count == 1)
  }

  @Test func expressionsFollowSwiftIntegerRules() throws {
    var context = PlaceholderContext()
    context.items[1] = GeneratedItem(placeholder: "RANDOM_SMALL_INT", value: .int(7))
    context.items[2] = GeneratedItem(placeholder: "RANDOM_OPERATOR", value: .string("-"))
    context.items[3] = GeneratedItem(placeholder: "RANDOM_STRING_VALUE_9", value: .string("kiwi"))
    context.items[4] = GeneratedItem(placeholder: "TRUE_OR_FALSE", value: .bool(false))
    let cases: [(String, String)] = [
      ("${VALUE_1 + 2 * 3}", "13"), ("${(VALUE_1 + 2) * 3}", "27"), ("${VALUE_1 / 2}", "3"),
      ("${-VALUE_1 / 2}", "-3"), ("${-VALUE_1 % 3}", "-1"), ("${VALUE_1 OPERATOR_2 10}", "-3"),
      ("${VALUE_1 > 5}", "true"), ("${VALUE_1 == 7 && !VALUE_4}", "true"),
      ("${VALUE_3 == 'kiwi'}", "true"),
      ("${VALUE_3|count * 2}", "8"), ("${VALUE_4 || VALUE_1 <= 6}", "false"),
      ("${VALUE_3 != \"fig\"}", "true"),
    ]
    for (template, expected) in cases {
      #expect(try engine.resolve(template, context: context) == expected, "\(template)")
    }
    #expect(try engine.condition("VALUE_1 >= 7", context: context))
    #expect(try !engine.condition("${VALUE_4}", context: context))
  }

  @Test(arguments: [
    ("RANDOM_WIDGET_NAME", "unknown placeholder RANDOM_WIDGET_NAME"),
    ("RANDOM_INT_NAME|shout", "unknown filter |shout after RANDOM_INT_NAME"),
    ("NAME_3", "NAME_3 refers to placeholder 3, but none come before it"),
    ("RANDOM_INT_NAME NAME_2", "NAME_2 refers to placeholder 2, but only 1 comes before it"),
    (
      "RANDOM_INT_NAME RANDOM_INT_NAME NAME_3",
      "NAME_3 refers to placeholder 3, but only 2 come before it"
    ),
    ("RANDOM_SMALL_INT NAME_1", "NAME_1 refers to RANDOM_SMALL_INT, which makes no name"),
    (
      "RANDOM_INT_NAME VALUE_1",
      "VALUE_1 refers to RANDOM_INT_NAME, which makes a name, not a value; use NAME_1"
    ),
    (
      "RANDOM_INT_NAME RANDOM_STRING_VALUE_1",
      "RANDOM_STRING_VALUE_1 must refer to an earlier RANDOM_STRING_NAME, and placeholder 1 is not one"
    ),
    ("RANDOM_SMALL_INT ${VALUE_1 / 0}", "a division by zero in the expression \"VALUE_1 / 0\""),
    ("${1 +}", "a missing value at the end in the expression \"1 +\""),
    ("${2 > 1 > 0}", "\"true\" is not a whole number in the expression \"2 > 1 > 0\""),
    ("${ 1", "a ${ that is never closed"),
    // -Int.min does not fit an Int: told, not a trap (it ended unwrap with signal 4).
    (
      "${-(0 - 9223372036854775807 - 1)}",
      "an overflow in the expression \"-(0 - 9223372036854775807 - 1)\""
    ),
  ])
  func mistakesInTemplatesAreClearErrorsNotCrashes(template: String, message: String) {
    #expect(throws: PlaceholderError(message)) { try generate(template) }
  }

  @Test func ordinaryCapitalsAndSwiftCodeAreLeftAlone() throws {
    let code =
      "let OK = \"USA\"\nlet x = Int.max\nif a || b { print(\"A_B is fine in a string? no\") }"
    #expect(throws: PlaceholderError("unknown placeholder A_B")) { try generate(code) }
    #expect(
      try generate("let OK = \"USA\"; print(Int.max, a||b)").text
        == "let OK = \"USA\"; print(Int.max, a||b)")
  }

  @Test func theSameSeedGivesTheSameProgram() throws {
    let template =
      "CONSTANT_OR_VARIABLE RANDOM_STRING_NAME = \"RANDOM_STRING_VALUE_2\" // RANDOM_MEDIUM_INT"
    #expect(try generate(template, seed: 99).text == generate(template, seed: 99).text)
    let texts = Set(try (0..<20).map { try generate(template, seed: UInt64($0)).text })
    #expect(texts.count > 10)
  }
}
