import Foundation
import Testing
import UnwrapKit

@Suite(.timeLimit(.minutes(30))) struct TypeCheckerTests {
  let activity = TypeCheckerPractice()

  @Test func typesOpenUpAsSectionsAreRead() {
    #expect(activity.types { _ in false } == [])
    let simple: Set = [
      "strings-and-integers", "doubles-and-booleans", "type-annotations",
    ]
    #expect(activity.types { simple.contains($0) } == [.int, .double, .string, .character, .bool])
    let arrays = simple.union(["arrays", "creating-empty-collections"])
    #expect(activity.types { arrays.contains($0) }.contains(.array(.int)))
    #expect(!activity.types { arrays.contains($0) }.contains(.set(.int)))
    #expect(!activity.types { arrays.contains($0) }.contains(.optional(.int)))
    #expect(activity.types { _ in true }.contains(.optional(.string)))
    // No lesson teaches Float yet, so it is never asked about.
    #expect(!activity.types { _ in true }.contains(.float))
  }

  @Test func promptsUseTheRightArticle() {
    #expect(SwiftValueType.int.spokenWithArticle == "an Int")
    #expect(SwiftValueType.double.spokenWithArticle == "a Double")
    #expect(SwiftValueType.optional(.string).spokenWithArticle == "an optional String")
    #expect(SwiftValueType.array(.bool).spokenWithArticle == "an array of Bool values")
    #expect(SwiftValueType.set(.int).spokenWithArticle == "a set of Int values")
    #expect(
      SwiftValueType.dictionary(.string, .int).spokenWithArticle
        == "a dictionary from String keys to Int values")
  }

  @Test func everyQuestionHasTenUniqueNamesAndANonEmptyAnswer() throws {
    for seed in 0..<200 {
      var random = SeededGenerator(seed: UInt64(seed))
      let items = activity.availableItems { _ in true }
      let question = try activity.makeQuestion(itemID: items[seed % items.count], random: &random)
      #expect(question.screen.items.count == 10)
      #expect(!question.expectedAnswer.isEmpty)
      let names = question.screen.items.map { $0.split(separator: " ")[1].split(separator: ":")[0] }
      #expect(Set(names).count == 10)
    }
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func everyDeclarationHasExactlyTheTypeTheActivityBelieves() throws {
    let all = activity.types { _ in true }
    var blocks: [[(source: String, name: String, type: String)]] = []
    for seed in 0..<200 {
      var random = SeededGenerator(seed: UInt64(seed))
      let target = all[seed % all.count]
      let declarations = activity.declarations(target: target, among: all, random: &random)
      #expect(declarations.contains { $0.type == target })
      blocks.append(declarations.map { ($0.source, $0.name, $0.type.swiftName) })
    }
    // Four programs of fifty seeds: one of two hundred outgrew the compile limit on a loaded
    // machine once Result and the ranges joined the types.
    var base = SwiftToolchain.find()!
    base.compileTimeout = 120
    let toolchain = RecordedToolchain(base)
    for start in stride(from: 0, to: blocks.count, by: 50) {
      let result = try toolchain.check(ExactTypeProgram.source(Array(blocks[start..<start + 50])))
      let diagnostics = String(result.diagnostics.prefix(3000))
      #expect(result.succeeded, "seeds \(start)..<\(start + 50): \(diagnostics)")
    }
  }

  /// The check above is only worth something if a near miss fails it: a value whose type merely
  /// converts to the expected one (an optional, `Any`, a wider collection) must not compile.
  @Test(
    .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
    arguments: [
      ("let n = 5", "Int?"), ("let n = 5", "Any"), ("let n: Any = 5", "Int"),
      ("let n: Int? = 5", "Int"), ("let n = [1, 2]", "[Int?]"), ("let n = 4", "Double"),
      ("let n: Set = [1]", "[Int]"), ("let n = [\"a\": 1]", "[String: Any]"),
    ])
  func aNearMissFailsTheExactTypeCheck(declaration: String, wrongType: String) throws {
    let toolchain = RecordedToolchain.find()!
    let wrong = ExactTypeProgram.source([[(declaration, "n", wrongType)]])
    #expect(!(try toolchain.check(wrong).succeeded), "\(declaration) passed as \(wrongType)")
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func theExactTypeCheckAcceptsTheExactType() throws {
    let right = ExactTypeProgram.source([
      [("let n = 5", "n", "Int"), ("let m: Int? = 5", "m", "Int?"), ("let a: Any = 5", "a", "Any")]
    ])
    let result = try RecordedToolchain.find()!.check(right)
    #expect(result.succeeded, "\(result.diagnostics.prefix(2000))")
  }
}

/// A program that compiles only if every declared name has exactly the type written beside it. The
/// value goes through `inout`, which allows no conversion, and the type through an invariant generic
/// struct, so neither `Int` for `Int?` nor anything for `Any` slips through.
enum ExactTypeProgram {
  static let prelude = """
    struct Exactly<T> {}
    func expect<T>(_ value: inout T, is type: Exactly<T>) {}

    """

  /// One `do` block per group of declarations, each followed by its exact-type assertion.
  static func source(_ blocks: [[(source: String, name: String, type: String)]]) -> String {
    var program = prelude
    for block in blocks {
      program += "do {\n"
      for declaration in block {
        program += "  \(declaration.source)\n"
        program += "  do {\n    var exactCopy = \(declaration.name)\n"
        program += "    expect(&exactCopy, is: Exactly<\(declaration.type)>())\n  }\n"
      }
      program += "}\n"
    }
    return program
  }
}
