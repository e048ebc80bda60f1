import Foundation
import Testing

/// Each check redraws the watch screen from its heading: what a key showed (the list, a hint, where
/// a reset put the learner's file) stays until the next check and is gone after it, and the list
/// fits a terminal of 30 rows.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(10))) struct WatchScreenRedrawEndToEndTests {
  /// Saves the learner's file with one more line, as an editor would.
  static func save(_ open: OpenExercise) throws {
    let file = try open.file()
    let text = try String(contentsOf: file, encoding: .utf8)
    try (text + "\n// saved again\n").write(to: file, atomically: true, encoding: .utf8)
  }

  /// Saves the file and expects the check that follows to leave `shown` (what a key showed) off the
  /// screen, with the check's verdict there instead.
  static func expectGoneAfterSave(
    _ shown: String, _ open: OpenExercise, _ terminal: PseudoTerminal,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try save(open)
    // The check's own screen ("Checking…") may come first: wait for its verdict.
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 30) {
        let screen = terminal.lastScreen
        return !screen.joined().contains(shown) && screen.contains("✗ Not passed yet")
      }, "\(shown) outlived the next check: \(terminal.lastScreen)", sourceLocation: sourceLocation)
  }

  @Test func theListFitsThirtyRowsAndTheNextCheckReplacesIt() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let terminal = try open.watch(rows: 30, columns: 80)
    defer { terminal.end() }
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    terminal.type("l")
    #expect(terminal.waitFor("unwrap exercises list shows every one."), "\(terminal.output)")
    let listed = terminal.lastScreen
    // Every line and the cursor's below them fit the rows: nothing scrolled off the top.
    #expect(listed.count <= 30, "\(listed.count) rows: \(listed)")
    #expect(listed.first?.hasPrefix("Exercise 1 of") == true, "\(listed)")
    #expect(listed.contains { $0.hasPrefix("›") && $0.contains(open.exercise.name) }, "\(listed)")

    try Self.expectGoneAfterSave("exercises list shows", open, terminal)
    #expect(terminal.lastScreen.first?.hasPrefix("Exercise 1 of") == true)
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
  }

  @Test func aResetsNoteAndAHintLastUntilTheNextCheck() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    try "// mine\n".write(to: try open.file(), atomically: true, encoding: .utf8)
    let terminal = try open.watch(rows: 30, columns: 80)
    defer { terminal.end() }
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    terminal.type("r")
    #expect(terminal.waitFor("(y/n)"), "\(terminal.output)")
    terminal.type("y")
    #expect(terminal.waitFor("Your version is kept in"), "\(terminal.output)")
    // The reset's own check of the starting file keeps the note.
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 30) {
        terminal.lastScreen.contains("✗ Not passed yet")
      }, "\(terminal.lastScreen)")
    #expect(terminal.lastScreen.joined().contains("Your version is kept in"))

    try Self.expectGoneAfterSave("Your version is kept in", open, terminal)

    terminal.type("h")
    #expect(terminal.waitFor("Hint: "), "\(terminal.output)")
    try Self.expectGoneAfterSave("Hint: ", open, terminal)

    // A key typed as the file is saved is shown after the check, not cleared by it unseen.
    try Self.save(open)
    terminal.type("h")
    #expect(terminal.waitFor("Hint: ", count: 2), "\(terminal.output)")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
  }
}
