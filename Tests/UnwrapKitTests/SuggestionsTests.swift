import Testing

@testable import UnwrapKit

/// "Did you mean": which names are near enough to a mistyped word to suggest.
@Suite struct SuggestionsTests {
  @Test func suggestionsRankByEditDistance() {
    #expect(
      Suggestions.closest(to: "varables", in: ["variables", "constants", "values"]) == ["variables"]
    )
    #expect(Suggestions.editDistance("kitten", "sitting") == 3)
    #expect(Suggestions.closest(to: "zzzzzz", in: ["variables"]).isEmpty)
  }

  /// A word is near only what takes fewer typos than it has characters to reach: two typos turn
  /// `x` or `he` into anything two characters long, so they suggest nothing by typos; a longer word
  /// keeps a third of its length, at least two. A two-character word still suggests what it begins:
  /// `unwrap he` meant `help`.
  @Test func aOneOrTwoCharacterWordIsNearNothingItWouldHaveToBeReplacedToReach() {
    #expect(Suggestions.closest(to: "x", in: ["$0", "??", "if", "do"]).isEmpty)
    #expect(Suggestions.closest(to: "he", in: ["if", "do"]).isEmpty)
    #expect(Suggestions.closest(to: "he", in: ["help", "if", "shell"]) == ["help"])
    #expect(Suggestions.closest(to: "x", in: ["xor"]).isEmpty)
    #expect(Suggestions.closest(to: "ab", in: ["ac", "xy"]) == ["ac"])
    #expect(Suggestions.closest(to: "lern", in: ["learn", "help"]) == ["learn"])
    #expect(
      [1, 2, 3, 6, 9, 12].map { Suggestions.typoAllowance(length: $0) } == [0, 1, 2, 2, 3, 4])
  }
}
