import Foundation
import TestSupport
import Testing
import UnwrapKit

/// The audit's repro through the real binary: `TMPDIR` naming a file, a folder that is not there,
/// or a relative one that is not there. `exercises check` said "It crashed while running: the
/// compiler could not be started" and exit 1; it names the temporary folder and why, exit 74,
/// and records nothing.
@Suite(.waitsOnProcesses, .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct TemporaryFolderEndToEndTests {
  @Test func anExerciseCheckNamesTheTemporaryFolderAndExitsSeventyFour() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try ExercisesEndToEndTests.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exercise = try #require(ExercisesEndToEndTests.first)
    _ = try unwrap.run(["learn", exercise.section], input: "s\n")
    let file = folder.appendingPathComponent("a-file")
    try "".write(to: file, atomically: true, encoding: .utf8)
    let before = try unwrap.progress()
    for (tmpdir, reason) in [
      (file.path, "it is a file, not a folder"),
      (folder.appendingPathComponent("missing").path, "there is no such folder"),
      ("missing", "there is no such folder"),
    ] {
      let result = try unwrap.run(
        ["exercises", "check", exercise.name], environment: ["TMPDIR": tmpdir], directory: root)
      #expect(result.status == 74, "\(tmpdir): \(result.output)\(result.error)")
      #expect(
        result.error.contains("The temporary folder") && result.error.contains(reason)
          && result.error.contains("TMPDIR"), "\(tmpdir): \(result.error)")
      #expect(!result.output.contains("crashed"), "\(tmpdir): \(result.output)")
    }
    #expect(try unwrap.progress() == before)
  }
}
