import Foundation
import Testing
import UnwrapKit

@Suite struct TypeCheckerTests {
  let activity = TypeCheckerPractice()

  @Test func typesOpenUpAsSectionsAreRead() {
    #expect(activity.types { _ in false } == SwiftValueType.simple)
    #expect(activity.types { $0 == "creating-empty-collections" }.contains(.array(.int)))
    #expect(!activity.types { $0 == "creating-empty-collections" }.contains(.optional(.int)))
    #expect(activity.types { _ in true }.contains(.optional(.string)))
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
    var program = "func expect<T>(_ value: T, is type: T.Type) {}\n"
    for seed in 0..<200 {
      var random = SeededGenerator(seed: UInt64(seed))
      let target = all[seed % all.count]
      let declarations = activity.declarations(target: target, among: all, random: &random)
      #expect(declarations.contains { $0.type == target })
      program += "do {\n"
      for declaration in declarations {
        program +=
          "  \(declaration.source)\n  expect(\(declaration.name), is: \(declaration.type.swiftName).self)\n"
      }
      program += "}\n"
    }
    let result = try SwiftToolchain.find()!.check(program)
    #expect(result.succeeded, "\(result.diagnostics.prefix(3000))")
  }
}
