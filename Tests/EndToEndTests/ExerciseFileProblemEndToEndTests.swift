import Foundation
import Testing

/// An exercise file saved in another encoding is told as such, at its line, by `exercises check`
/// (exit 65, bad data, as the README's table says) and by the watch screen, never as missing and
/// never with the reset that would put the starter in place of the learner's work.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(30))) struct ExerciseFileProblemEndToEndTests {
  @Test func aLatin1FileIsNotUTF8AtItsLineInCheckAndOnTheWatchScreen() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let file = try open.file()
    try (Data("// mine\nlet townName = \"Caf".utf8) + [0xE9] + Data("\"\n".utf8)).write(to: file)

    let checked = try open.unwrap.run(["exercises", "check"], directory: open.root)
    #expect(checked.status == 65, "\(checked.output)\(checked.error)")
    #expect(checked.error.contains("is not UTF-8 text: line 2 "), "\(checked.error)")
    #expect(checked.error.contains("Save the file as UTF-8"), "\(checked.error)")
    #expect(!checked.error.contains("missing"), "\(checked.error)")
    #expect(!checked.error.contains("reset"), "\(checked.error)")

    let terminal = try open.watch()
    defer { terminal.end() }
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    // The report is wrapped to the terminal's width: read its words as one line.
    let screen = terminal.lastScreen.joined(separator: " ").split(separator: " ")
      .joined(separator: " ")
    #expect(screen.contains("is not UTF-8 text: line 2 "), "\(screen)")
    #expect(screen.contains("Save the file as UTF-8"), "\(screen)")
    #expect(!screen.contains("missing") && !screen.contains("press r"), "\(screen)")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
    #expect(FileManager.default.contents(atPath: file.path)?.contains(0xE9) == true)
  }
}
