import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A workspace whose marker is damaged, through the real binary: every `exercises` command says how
/// to mend it (exit 65), `init` there mends it keeping the learner's files, and the `cd` line after
/// `init` pastes into a shell as one word.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(10))) struct DamagedWorkspaceEndToEndTests {
  @Test func aDamagedMarkerIsMendedByInitKeepingTheLearnersFiles() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let folder = try ExercisesEndToEndTests.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try unwrap.run(["exercises", "init", "my ws 2"], directory: folder)
    #expect(made.status == 0, "\(made.error)")
    // The audit's repro: `cd my ws 2` is three words to a shell.
    #expect(made.output.contains("\n  cd 'my ws 2'\n"), "\(made.output)")
    let root = folder.appendingPathComponent("my ws 2")
    let exercises = root.appendingPathComponent("exercises")
    let file = exercises.appendingPathComponent(
      try #require(
        try FileManager.default.contentsOfDirectory(atPath: exercises.path).filter {
          $0.hasSuffix(".swift")
        }.sorted().first))
    try "print(1) // my work\n".write(to: file, atomically: true, encoding: .utf8)
    let marker = root.appendingPathComponent(ExerciseWorkspace.markerName)
    try Data(try Data(contentsOf: marker).prefix(200)).write(to: marker)

    for arguments in [["exercises", "list"], ["exercises", "check"], ["exercises"]] {
      let refused = try unwrap.run(arguments, directory: exercises)
      #expect(refused.status == 65, "\(arguments): \(refused.error)")
      #expect(
        refused.error.contains(
          "Your exercise files are safe: `unwrap exercises init '\(root.path)'` writes a new one"),
        "\(refused.error)")
    }

    let mended = try unwrap.run(["exercises", "init", "."], directory: root)
    #expect(mended.status == 0, "\(mended.output)\(mended.error)")
    #expect(mended.output.contains("✓ Repaired the workspace in"), "\(mended.output)")
    #expect(!mended.output.contains("cd "), "\(mended.output)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "print(1) // my work\n")
    #expect(FileManager.default.fileExists(atPath: marker.path + ".damaged"))
    let list = try unwrap.run(["exercises", "list"], directory: root)
    #expect(list.status == 0, "\(list.error)")
    let again = try unwrap.run(["exercises", "init", "."], directory: root)
    #expect(again.status == 64)
    #expect(again.error.contains("already holds an exercise workspace"), "\(again.error)")

    // An empty marker holds nothing to keep: it is replaced, with no copy beside it.
    try Data().write(to: marker)
    let emptied = try unwrap.run(["exercises", "init", "."], directory: root)
    #expect(emptied.status == 0, "\(emptied.output)\(emptied.error)")
    #expect(!emptied.output.contains("The damaged one"), "\(emptied.output)")
    #expect(!FileManager.default.fileExists(atPath: marker.path + ".damaged-2"))
  }
}
