import Testing

@testable import UnwrapKit

/// The Type Checker asks only about types the learner has met, and tells them from types the
/// learner has met: with one type taught (only its unlock section, `type-annotations`, read) there
/// is nothing to tell it from, so it has no questions yet.
@Suite struct TypeCheckerTaughtTypesTests {
  let activity = TypeCheckerPractice()

  @Test func oneTypeTaughtGivesNoQuestionsYet() {
    let onlyUnlock = { (slug: String) in slug == "type-annotations" }
    #expect(activity.types(hasRead: onlyUnlock) == [.character])
    #expect(activity.availableItems(hasRead: onlyUnlock).isEmpty)
    var random = SeededGenerator(seed: 4)
    #expect(throws: (any Error).self) {
      try activity.makeQuestion(itemID: "Character", hasRead: onlyUnlock, random: &random)
    }
  }

  @Test func twoTypesTaughtOpenBoth() {
    let read: Set = ["strings-and-integers", "type-annotations"]
    #expect(
      Set(activity.availableItems(hasRead: read.contains)) == ["Int", "String", "Character"])
  }

  /// Never an `Int` filler the learner has not met: with no other type, fewer declarations.
  @Test(arguments: 0..<20)
  func declarationsAreOnlyOfTheTypesGiven(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let alone = activity.declarations(target: .character, among: [.character], random: &random)
    #expect(alone.allSatisfy { $0.type == .character }, "\(alone)")
    let pair = activity.declarations(
      target: .character, among: [.character, .string], random: &random)
    #expect(pair.allSatisfy { [.character, .string].contains($0.type) }, "\(pair)")
    #expect(pair.contains { $0.type == .string }, "\(pair)")
  }
}
