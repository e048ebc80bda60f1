import ContentSyntax
import Foundation
import Testing
import UnwrapKit

/// What `unwrap exercises init` tells about the folder it made: never a raw control character
/// from the name the learner gave, and a `cd` line a shell reads as that folder.
@Suite struct InProcessExercisesInitTests {
  /// Whether `text` holds a control character other than a newline.
  static func holdsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { ControlCharacters.isControl($0.value) && $0 != "\n" }
  }

  @Test func aNameWithAControlCharacterIsShownEscapedAndQuotedForTheShell() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let parent = unwrap.dataDirectory.path
    let folder = parent + "/esc\u{1B}[31mred"
    let made = try unwrap.run(["exercises", "init", folder])
    #expect(made.status == 0, "\(made.error)")
    #expect(!Self.holdsControl(made.output), "\(made.output)")
    #expect(made.output.contains(#"\#(parent)/esc\u{1B}[31mred"#), "\(made.output)")
    // The data folder's long name puts the quoted path on the line after `cd`.
    let next = made.output.split(separator: "Next:").last.map(String.init) ?? ""
    #expect(
      next.split(whereSeparator: \.isWhitespace).prefix(2)
        == ["cd", #"$'\#(parent)/esc\033[31mred'"#], "\(made.output)")

    // A damaged marker is mended, and the message naming the folder escapes it too.
    try Data().write(
      to: URL(fileURLWithPath: folder).appendingPathComponent(ExerciseWorkspace.markerName))
    let mended = try unwrap.run(["exercises", "init", folder])
    #expect(mended.status == 0, "\(mended.error)")
    #expect(mended.output.contains("Repaired the workspace in"), "\(mended.output)")
    #expect(!Self.holdsControl(mended.output), "\(mended.output)")
  }

  /// The audit's repro: init always said to open exercise 1, even when the watch opens another:
  /// the first exercise open for the lessons read (1 passed before, 2 and 3 locked here).
  @Test func initNamesTheExerciseTheWatchOpens() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let day = Day(year: 2026, month: 4, day: 1)!
    var progress = LearnerProgress()
    for section in ["variables", "doubles-and-booleans"] { progress.markRead(section, on: day) }
    progress.recordExercisePassed("now-playing", on: day)
    try unwrap.save(progress)
    let made = try unwrap.run(["exercises", "init", unwrap.dataDirectory.path + "/ws"])
    #expect(made.status == 0, "\(made.error)")
    #expect(made.output.contains("then open exercises/004-fuel-bill.swift"), "\(made.output)")
    // No progress yet: the first, locked until its lesson is read, as the watch shows it.
    let fresh = InProcessUnwrap()
    defer { fresh.removeDataDirectory() }
    let first = try fresh.run(["exercises", "init", fresh.dataDirectory.path + "/ws"])
    #expect(first.output.contains("then open exercises/001-now-playing.swift"), "\(first.output)")
  }
}
