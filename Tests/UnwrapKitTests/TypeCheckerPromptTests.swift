import Testing

@testable import UnwrapKit

/// The Type Checker's prompt names its type once in words, adding Swift's spelling in brackets only
/// when the words are not already it: "an Int", not "an Int (`Int`)".
@Suite struct TypeCheckerPromptTests {
  @Test(arguments: SwiftValueType.all)
  func theSwiftSpellingIsShownOnlyWhenTheWordsDifferFromIt(type: SwiftValueType) {
    let spelling = "(`\(type.swiftName)`)"
    if type.spokenWithArticle.hasSuffix(" \(type.swiftName)") {
      #expect(type.named == type.spokenWithArticle)
    } else {
      #expect(type.named == "\(type.spokenWithArticle) \(spelling)")
    }
  }

  @Test func promptsForSimpleAndCompoundTypes() throws {
    #expect(SwiftValueType.character.named == "a Character")
    #expect(SwiftValueType.int.named == "an Int")
    #expect(SwiftValueType.optional(.int).named == "an optional Int (`Int?`)")
    #expect(
      SwiftValueType.result(.int).named == "a result holding Int or an error (`Result<Int, Error>`)"
    )
    var random = SeededGenerator(seed: 1)
    let question = try TypeCheckerPractice().makeQuestion(itemID: "Character", random: &random)
    #expect(
      question.screen.prompt == "Which of these make a Character? Enter every number that does.")
  }
}
