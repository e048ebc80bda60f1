import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// A workspace made by an earlier unwrap: exercises added to the content since are added at its end
/// (never renaming or replacing a file), numbers follow the files' names, and a workspace that was
/// moved or deleted is never written at its old place.
@Suite struct ExerciseWorkspaceAdditionsTests {
  /// A workspace of the fixture content made before `zebra` and `crate-two` existed, and the
  /// library that has them.
  static func olderWorkspace() throws -> (ExerciseWorkspace, ContentLibrary, [TemporaryFolder]) {
    let content = try ExerciseWorkspaceTests.content()
    let library = try ContentLibrary(directory: content.url)
    let folder = TemporaryFolder()
    let older = try library.exercises().filter { $0.name != "zebra" && $0.name != "crate-two" }
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"), exercises: older, swiftc: "/usr/bin/swiftc")
    return (workspace, library, [content, folder])
  }

  @Test func newExercisesAreAddedAtTheEndWithTheNextNumbersAndTheMarkerKeepsThem() throws {
    let (workspace, library, folders) = try Self.olderWorkspace()
    defer { withExtendedLifetime(folders) {} }
    #expect(
      workspace.entries.map(\.file) == ["exercises/01-apple.swift", "exercises/02-crate-one.swift"])
    let mine = "// my work\n"
    try mine.write(to: workspace.url(of: workspace.entries[0]), atomically: true, encoding: .utf8)
    let missing = try workspace.missingExercises(in: library)
    #expect(missing.map(\.name) == ["zebra", "crate-two"])
    let (grown, added) = try workspace.adding(missing)
    #expect(added.map(\.file) == ["exercises/03-zebra.swift", "exercises/04-crate-two.swift"])
    #expect(
      try String(contentsOf: grown.url(of: added[0]), encoding: .utf8) == "// TODO\nprint(0)\n")
    #expect(try String(contentsOf: grown.url(of: workspace.entries[0]), encoding: .utf8) == mine)
    // Found again, as the next command finds it: nothing is missing any more.
    let found = try ExerciseWorkspace.find(from: workspace.root)
    #expect(found.entries == grown.entries)
    #expect(try found.missingExercises(in: library).isEmpty)
    // The editor's language server gets the new files too, as modules of their own.
    let commands = try String(
      contentsOf: workspace.root.appendingPathComponent("compile_commands.json"), encoding: .utf8)
    #expect(commands.contains("exercises/04-crate-two.swift"))
    #expect(commands.contains("\"Exercise4\""))
    #expect(commands.components(separatedBy: "\"/usr/bin/swiftc\"").count - 1 == 4)

    // Numbers are the files' numbers, in the workspace's order, whatever the syllabus says.
    let session = try ExerciseSession(
      workspace: found, library: library, store: InMemoryProgressStore(LearnerProgress()),
      clock: FixedClock(ExerciseSessionTests.day), judge: nil)
    let statuses = session.statuses(LearnerProgress())
    #expect(statuses.map(\.name) == ["apple", "crate-one", "zebra", "crate-two"])
    #expect(statuses.map(\.number) == [1, 2, 3, 4])
    #expect(found.entry(named: "3")?.name == "zebra")
  }

  /// The audit's repro: the marker lost an exercise's entry but its file is there. The file is
  /// taken back as it is, in its place, and the numbers after it stay those of their files.
  @Test func aFileTheMarkerLostIsTakenBackWithItsNumber() throws {
    let content = try ExerciseWorkspaceTests.content()
    defer { withExtendedLifetime(content) {} }
    let library = try ContentLibrary(directory: content.url)
    let folder = TemporaryFolder()
    let made = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"), exercises: try library.exercises(),
      swiftc: "swiftc")
    let lost = made.entries[1]
    try "// mine\n".write(to: made.url(of: lost), atomically: true, encoding: .utf8)
    let older = ExerciseWorkspace(root: made.root, entries: made.entries.filter { $0 != lost })
    try Data(ExerciseWorkspace.markerText(older.entries).utf8).write(
      to: made.root.appendingPathComponent(ExerciseWorkspace.markerName))

    let reloaded = try ExerciseWorkspace.find(from: made.root)
    let session = try ExerciseSession(
      workspace: reloaded, library: library, store: InMemoryProgressStore(LearnerProgress()),
      clock: FixedClock(ExerciseSessionTests.day), judge: nil)
    // Before: the numbers follow the files, so 3 is still the file numbered 03.
    #expect(session.statuses(LearnerProgress()).map(\.number) == [1, 3, 4])
    #expect(reloaded.entry(named: "3")?.file == made.entries[2].file)
    #expect(reloaded.entry(named: "2") == nil)

    let (grown, added) = try reloaded.adding(try reloaded.missingExercises(in: library))
    #expect(added == [lost])
    #expect(grown.entries == made.entries)
    #expect(try String(contentsOf: made.url(of: lost), encoding: .utf8) == "// mine\n")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: made.root.appendingPathComponent("exercises").path
      ).filter { $0.hasSuffix(".swift") }.count == 4)
  }

  /// A file already where a new exercise's would go is never replaced.
  @Test func aFileInTheWayIsKept() throws {
    let (workspace, library, folders) = try Self.olderWorkspace()
    defer { withExtendedLifetime(folders) {} }
    let inTheWay = workspace.root.appendingPathComponent("exercises/03-zebra.swift")
    try "// notes\n".write(to: inTheWay, atomically: true, encoding: .utf8)
    _ = try workspace.adding(try workspace.missingExercises(in: library))
    #expect(try String(contentsOf: inTheWay, encoding: .utf8) == "// notes\n")
  }

  /// The audit's repro: the workspace was moved while the watch screen had it. Reset, a solution
  /// and an addition are refused, and nothing is written where it was.
  @Test func aWorkspaceThatWasMovedIsNeverWrittenWhereItWas() throws {
    let (workspace, library, folders) = try Self.olderWorkspace()
    defer { withExtendedLifetime(folders) {} }
    #expect(workspace.isPresent)
    let moved = workspace.root.deletingLastPathComponent().appendingPathComponent("moved")
    try FileManager.default.moveItem(at: workspace.root, to: moved)
    #expect(!workspace.isPresent)
    let entry = workspace.entries[0]
    #expect(throws: WorkspaceError.self) { try workspace.reset(entry, to: "start\n") }
    #expect(throws: WorkspaceError.self) { try workspace.writeSolution("print(1)\n", for: entry) }
    #expect(throws: WorkspaceError.self) {
      try workspace.adding(try workspace.missingExercises(in: library))
    }
    #expect(!FileManager.default.fileExists(atPath: workspace.root.path))
  }
}
