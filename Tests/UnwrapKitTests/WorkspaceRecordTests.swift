import Foundation
import Testing

@testable import UnwrapKit

/// Where the learner's workspace is, kept in the data folder: `unwrap exercises` run elsewhere says
/// where it is, or that it is gone, instead of only "no workspace here".
@Suite struct WorkspaceRecordTests {
  @Test func aRecordedWorkspaceIsNamedFromAnotherFolder() throws {
    let folder = TemporaryFolder()
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"),
      exercises: [ExerciseWorkspaceTests.exercise("task")], swiftc: "/usr/bin/swiftc")
    let elsewhere = folder.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    // A data folder that does not exist yet is made.
    let record = WorkspaceRecord(dataDirectory: folder.url.appendingPathComponent("data/unwrap"))

    #expect(throws: WorkspaceError.notFound(from: elsewhere.path)) {
      try record.find(from: elsewhere)
    }
    try record.save(workspace.root)
    #expect(record.load()?.path == workspace.root.path)
    #expect(throws: WorkspaceError.elsewhere(path: workspace.root.path)) {
      try record.find(from: elsewhere)
    }
    #expect(
      WorkspaceError.elsewhere(path: "/home/sam/unwrap-exercises").description
        == "Your exercise workspace is /home/sam/unwrap-exercises: cd there and run `unwrap exercises`."
    )
    // Inside the workspace it is found as ever.
    #expect(try record.find(from: workspace.root).root.path == workspace.root.path)

    try FileManager.default.removeItem(at: workspace.root)
    #expect(throws: WorkspaceError.recordedGone(path: workspace.root.path)) {
      try record.find(from: elsewhere)
    }
    #expect(
      WorkspaceError.recordedGone(path: "/w").description
        == "No exercise workspace here, and the one you made at /w is no longer there."
        + " Make a new one with `unwrap exercises init`.")
  }

  @Test func aRecordThatCannotBeReadIsNoRecord() throws {
    let folder = TemporaryFolder()
    let record = WorkspaceRecord(dataDirectory: folder.url)
    #expect(record.load() == nil)
    // Not JSON, a version this unwrap does not know, a path that is not absolute.
    let unreadable = [
      "not json", #"{ "version": 2, "root": "/w" }"#, #"{ "version": 1, "root": "w" }"#,
    ]
    for text in unreadable {
      try text.write(to: record.fileURL, atomically: true, encoding: .utf8)
      #expect(record.load() == nil, "\(text)")
    }
    #expect(throws: WorkspaceError.notFound(from: folder.url.path)) {
      try record.find(from: folder.url)
    }
  }

  /// The exercise last checked or watched is kept for its workspace: another workspace has none,
  /// using another one forgets it, and a record from before it was kept still loads.
  @Test func theExerciseLastOnIsKeptForItsWorkspace() throws {
    let folder = TemporaryFolder()
    let record = WorkspaceRecord(dataDirectory: folder.url)
    let first = URL(fileURLWithPath: "/home/sam/ws", isDirectory: true)
    let second = URL(fileURLWithPath: "/home/sam/other", isDirectory: true)
    try #"{ "version": 1, "root": "/home/sam/ws" }"#.write(
      to: record.fileURL, atomically: true, encoding: .utf8)
    #expect(record.load()?.path == first.path)
    #expect(record.exercise(in: first) == nil)

    try record.saveExercise("fuel-bill", in: first)
    #expect(record.exercise(in: first) == "fuel-bill")
    #expect(record.exercise(in: second) == nil)
    // Used again from the same workspace, it is kept.
    try record.save(first)
    #expect(record.exercise(in: first) == "fuel-bill")
    #expect(record.load()?.path == first.path)
    try record.save(second)
    #expect(record.exercise(in: second) == nil)
    #expect(record.exercise(in: first) == nil)
  }
}
