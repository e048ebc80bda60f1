import Testing

@testable import unwrap

/// What the watch screen's keys say.
@Suite struct ExerciseWatcherKeysTests {
  /// `s` shows our solution with its blank lines, as the file has them.
  @Test func theSolutionKeepsItsBlankLines() {
    let solution = "let price = 5\n\nprint(price)\n"
    #expect(
      ExerciseWatcher.solutionMessage(solution)
        == ["Our solution:", "  let price = 5", "  ", "  print(price)"])
  }
}
