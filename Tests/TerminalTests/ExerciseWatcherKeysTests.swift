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

/// At 12 rows the `l` list gets what the screen leaves, never a floor that pushes the heading off.
@Suite struct ExerciseWatcherListRowsTests {
  @Test func aShortWindowLeavesTheListWhatIsLeft() {
    #expect(ExerciseWatcher.listRows(terminalRows: 12, screen: 9) == 1)
    #expect(ExerciseWatcher.listRows(terminalRows: 12, screen: 12) == 0)
    #expect(ExerciseWatcher.listRows(terminalRows: nil, screen: 10) == 12)
  }
}
