import Foundation
import Testing

@testable import UnwrapKit

/// Where the home screen's Next line sends the learner: only to a workspace that is there.
@Suite struct WorkspacePlaceTests {
  @Test func thePlaceIsHereElsewhereGoneNoneOrDamaged() throws {
    let folder = TemporaryFolder()
    let record = WorkspaceRecord(dataDirectory: folder.url.appendingPathComponent("data"))
    let elsewhere = folder.url.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    #expect(record.place(from: elsewhere) == .none)
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("my ws"),
      exercises: [ExerciseWorkspaceTests.exercise("task")], swiftc: "swiftc")
    try record.save(workspace.root)
    #expect(record.place(from: workspace.root) == .here)
    #expect(record.place(from: elsewhere) == .elsewhere)
    let marker = workspace.root.appendingPathComponent(ExerciseWorkspace.markerName)
    try Data("{".utf8).write(to: marker)
    #expect(record.place(from: workspace.root) == .damaged(repair: "unwrap exercises init ."))
    #expect(
      record.place(from: elsewhere)
        == .damaged(repair: "unwrap exercises init '\(workspace.root.path)'"))
    try FileManager.default.removeItem(at: workspace.root)
    #expect(record.place(from: elsewhere) == .gone)
  }
}
