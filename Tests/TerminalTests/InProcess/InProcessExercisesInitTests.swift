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
}
