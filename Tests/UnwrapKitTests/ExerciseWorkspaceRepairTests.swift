import Foundation
import Testing

@testable import UnwrapKit

/// A damaged marker file (cut short, emptied, a folder) is said to be damaged, with the command
/// that mends it, and `init` on that folder mends it without touching a learner's file.
@Suite struct ExerciseWorkspaceRepairTests {
  static let three = ["one", "two", "three"].map { ExerciseWorkspaceTests.exercise($0) }

  /// How each audit repro damages the marker.
  enum Damage: String, CaseIterable {
    case cutShort, empty, folder
  }

  static func damage(_ marker: URL, _ damage: Damage) throws {
    switch damage {
    case .cutShort:
      let text = try Data(contentsOf: marker)
      try text.prefix(40).write(to: marker)
    case .empty:
      try Data().write(to: marker)
    case .folder:
      try FileManager.default.removeItem(at: marker)
      try FileManager.default.createDirectory(at: marker, withIntermediateDirectories: false)
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedMarkerNamesTheCommandThatMendsItAndInitMendsItKeepingEveryFile(damage: Damage)
    throws
  {
    let folder = TemporaryFolder()
    let root = folder.url.appendingPathComponent("my ws").standardizedFileURL
    let made = try ExerciseWorkspace.create(at: root, exercises: Self.three, swiftc: "swiftc")
    let marker = root.appendingPathComponent(ExerciseWorkspace.markerName)
    try Self.damage(marker, damage)
    // The learner's work: one file changed, one renumbered by hand, one deleted.
    try "print(1) // mine\n".write(
      to: made.url(of: made.entries[0]), atomically: true, encoding: .utf8)
    let renumbered = root.appendingPathComponent("exercises/7-two.swift")
    try FileManager.default.moveItem(at: made.url(of: made.entries[1]), to: renumbered)
    try FileManager.default.removeItem(at: made.url(of: made.entries[2]))

    let error = #expect(throws: WorkspaceError.self) {
      try ExerciseWorkspace.find(from: root.appendingPathComponent("exercises"))
    }
    guard case .damagedMarker(let path, _)? = error else {
      Issue.record("expected a damaged marker, got \(String(describing: error))")
      return
    }
    #expect(path == marker.path)
    #expect(
      error?.described(from: root).hasSuffix(
        "Your exercise files are safe: `unwrap exercises init .` writes a new one and keeps them.")
        == true)
    #expect(
      error?.described(from: folder.url).contains("`unwrap exercises init 'my ws'`") == true)
    #expect(error?.description.contains("`unwrap exercises init '\(root.path)'`") == true)
    // `init` says so too, rather than "already holds a workspace", which leads back here.
    #expect(throws: try #require(error)) {
      try ExerciseWorkspace.create(at: root, exercises: Self.three, swiftc: "swiftc")
    }

    let repair = try ExerciseWorkspace.repair(at: root, exercises: Self.three, swiftc: "swiftc")
    #expect(repair.kept == 2)
    #expect(repair.written == 1)
    #expect(
      repair.workspace.entries.map(\.file) == [
        "exercises/01-one.swift", "exercises/7-two.swift", "exercises/03-three.swift",
      ])
    #expect(
      try String(contentsOf: made.url(of: made.entries[0]), encoding: .utf8)
        == "print(1) // mine\n")
    #expect(try String(contentsOf: renumbered, encoding: .utf8) == Self.three[1].starter)
    #expect(
      try String(contentsOf: made.url(of: made.entries[2]), encoding: .utf8)
        == Self.three[2].starter)
    // An empty file holds nothing to keep; anything else is kept beside the new marker.
    let copy = root.appendingPathComponent(ExerciseWorkspace.markerName + ".damaged")
    #expect(repair.damagedCopy?.path == (damage == .empty ? nil : copy.path))
    #expect(FileManager.default.fileExists(atPath: copy.path) == (damage != .empty))
    #expect(try ExerciseWorkspace.find(from: root).entries == repair.workspace.entries)
  }

  @Test func repairWritesOnlyWhatIsMissingAndNeverThroughALinkOutside() throws {
    let folder = TemporaryFolder()
    let root = folder.url.appendingPathComponent("ws")
    _ = try ExerciseWorkspace.create(at: root, exercises: Self.three, swiftc: "swiftc")
    try "# My notes\n".write(
      to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: root.appendingPathComponent("compile_commands.json"))
    try Data("{".utf8).write(to: root.appendingPathComponent(ExerciseWorkspace.markerName))
    try Data("x".utf8).write(
      to: root.appendingPathComponent(ExerciseWorkspace.markerName + ".damaged"))
    let repair = try ExerciseWorkspace.repair(at: root, exercises: Self.three, swiftc: "swiftc")
    #expect(
      try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        == "# My notes\n")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("compile_commands.json").path))
    // An earlier copy is kept too.
    #expect(repair.damagedCopy?.lastPathComponent == ExerciseWorkspace.markerName + ".damaged-2")

    // An exercises folder that is a link outside the workspace is never written through.
    let outside = folder.url.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: root.appendingPathComponent("exercises"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("exercises"), withDestinationURL: outside)
    try Data().write(to: root.appendingPathComponent(ExerciseWorkspace.markerName))
    #expect(throws: WorkspaceError.self) {
      try ExerciseWorkspace.repair(at: root, exercises: Self.three, swiftc: "swiftc")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  @Test func aDamagedMarkerAboveAFolderIsSaidSoByInitThere() throws {
    let folder = TemporaryFolder()
    let root = folder.url.appendingPathComponent("ws")
    _ = try ExerciseWorkspace.create(at: root, exercises: Self.three, swiftc: "swiftc")
    try Data().write(to: root.appendingPathComponent(ExerciseWorkspace.markerName))
    let error = #expect(throws: WorkspaceError.self) {
      try ExerciseWorkspace.create(
        at: root.appendingPathComponent("exercises/inner"), exercises: Self.three, swiftc: "swiftc")
    }
    guard case .damagedMarker? = error else {
      Issue.record("expected a damaged marker, got \(String(describing: error))")
      return
    }
  }
}
