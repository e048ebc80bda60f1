import Foundation
import Testing

@testable import UnwrapKit

/// A learner's own files are never replaced and nothing is written outside the workspace: init
/// refuses a folder with any file it would write, a marker that names a path outside `exercises/`
/// is refused as damaged, a link is never written through, and files saved on Windows keep their
/// line numbers.
@Suite struct ExerciseWorkspaceSafetyTests {
  static let one = [ExerciseWorkspaceTests.exercise("one")]

  @Test func initRefusesAFolderHoldingAnyFileItWouldWriteAndLeavesThemAlone() throws {
    let folder = TemporaryFolder()
    try folder.write("# My C project\n", to: "README.md")
    try folder.write(#"[{"file":"main.c"}]"#, to: "compile_commands.json")
    let root = folder.url.standardizedFileURL.path
    #expect(
      throws: WorkspaceError.inTheWay(path: root, names: ["README.md", "compile_commands.json"])
    ) {
      try ExerciseWorkspace.create(at: folder.url, exercises: Self.one, swiftc: "swiftc")
    }
    #expect(try String(contentsOfFile: root + "/README.md", encoding: .utf8) == "# My C project\n")
    #expect(
      try String(contentsOfFile: root + "/compile_commands.json", encoding: .utf8)
        == #"[{"file":"main.c"}]"#)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).count == 2)
    #expect(
      WorkspaceError.inTheWay(path: "/p", names: ["README.md", "compile_commands.json"])
        .description.hasPrefix("/p already holds README.md and compile_commands.json,"))
  }

  @Test func aRefusalSuggestsOnlyAFolderThatIsFree() throws {
    let folder = TemporaryFolder()
    #expect(ExerciseWorkspace.unusedFolderName(in: folder.url) == "unwrap-exercises")
    _ = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("unwrap-exercises"), exercises: Self.one,
      swiftc: "swiftc")
    // A broken link is taken too: create would refuse it.
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("unwrap-exercises-2").path,
      withDestinationPath: "/nowhere")
    let suggested = try #require(ExerciseWorkspace.unusedFolderName(in: folder.url))
    #expect(suggested == "unwrap-exercises-3")
    _ = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent(suggested), exercises: Self.one, swiftc: "swiftc")
    // Inside a workspace every folder is refused, so none is suggested.
    #expect(
      ExerciseWorkspace.unusedFolderName(in: folder.url.appendingPathComponent("unwrap-exercises"))
        == nil)
    // The words name no folder of their own.
    #expect(
      !WorkspaceError.inTheWay(path: "/p", names: ["README.md"]).description.contains(
        "unwrap exercises init"))
  }

  @Test func anExercisesFolderAloneIsNamedAsWhatIsInTheWay() throws {
    let folder = TemporaryFolder()
    try folder.write("mine\n", to: "exercises/notes.txt")
    let root = folder.url.standardizedFileURL.path
    let error = #expect(throws: WorkspaceError.self) {
      try ExerciseWorkspace.create(at: folder.url, exercises: Self.one, swiftc: "swiftc")
    }
    #expect(error == .inTheWay(path: root, names: ["exercises/"]))
    #expect(!(error?.description.contains("exercise workspace") ?? true))
    #expect(!FileManager.default.fileExists(atPath: root + "/README.md"))
  }

  /// A workspace in `folder/ws` whose marker's first entry is changed to `file` (and `name`).
  static func marker(_ folder: TemporaryFolder, file: String, name: String = "one") throws -> URL {
    let root = folder.url.appendingPathComponent("ws")
    _ = try ExerciseWorkspace.create(at: root, exercises: Self.one, swiftc: "swiftc")
    let marker = #"{ "version": 1, "exercises": [ { "name": "\#(name)", "file": "\#(file)" } ] }"#
    try folder.write(marker, to: "ws/" + ExerciseWorkspace.markerName)
    return root
  }

  @Test(arguments: [
    ("../../home/.bashrc", "one"), ("/etc/passwd", "one"), ("exercises/../../x.swift", "one"),
    ("exercises", "one"), ("exercises/./01-one.swift", "one"), ("exercises//01-one.swift", "one"),
    ("solutions/01-one.swift", "one"), ("exercises/01-one.swift", "../../x"),
    ("exercises/01-one.swift", ""),
  ])
  func aMarkerNamingAPathOutsideTheExercisesFolderIsRefusedAsDamaged(file: String, name: String)
    throws
  {
    let folder = TemporaryFolder()
    let root = try Self.marker(folder, file: file, name: name)
    let error = #expect(throws: WorkspaceError.self) { try ExerciseWorkspace.find(from: root) }
    guard case .damagedMarker(_, let reason)? = error else {
      Issue.record("expected a damaged marker, got \(String(describing: error))")
      return
    }
    #expect(reason.contains(name.isEmpty || name.contains("/") ? "\"\(name)\"" : "\"\(file)\""))
  }

  /// The audit's repro: `exercises/` moved to a synced folder and linked back. It is refused (a
  /// link unwrap cannot tell from one in a workspace someone sent would have it read and write
  /// outside), but as what it is: not a damaged marker, whose remedy (`init`) would refuse it
  /// again, but the link, where it leads and how to put the folder back. `init` says the same.
  @Test func anExercisesFolderThatIsALinkOutsideIsNamedAsALinkByEveryCommandAndInit() throws {
    let folder = TemporaryFolder()
    let root = try Self.marker(folder, file: "exercises/01-one.swift")
    let outside = folder.url.appendingPathComponent("sync")
    let link = root.appendingPathComponent("exercises")
    try FileManager.default.moveItem(at: link, to: outside)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    let target = ExerciseWorkspace.realPath(outside.path)
    let expected = WorkspaceError.linkedOutside(link: link.standardizedFileURL.path, target: target)
    #expect(throws: expected) { try ExerciseWorkspace.find(from: root) }
    #expect(throws: expected) {
      try ExerciseWorkspace.create(at: root, exercises: Self.one, swiftc: "swiftc")
    }
    // A damaged marker besides: `init` mends markers, and says the same of the link.
    try Data().write(to: root.appendingPathComponent(ExerciseWorkspace.markerName))
    #expect(throws: expected) {
      try ExerciseWorkspace.repair(at: root, exercises: Self.one, swiftc: "swiftc")
    }
    let words = expected.described(from: root)
    #expect(words.hasPrefix("exercises is a link to \(target),"), "\(words)")
    #expect(!words.contains("unwrap exercises init"), "\(words)")
    #expect(words.contains("`rm exercises && mv \(target) exercises`"), "\(words)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["01-one.swift"])
  }

  /// A link to the workspace's own folder is followed: that is how to keep it in a synced folder.
  @Test func aWorkspaceReachedThroughALinkIsUsed() throws {
    let folder = TemporaryFolder()
    let real = folder.url.appendingPathComponent("sync/ws")
    _ = try ExerciseWorkspace.create(at: real, exercises: Self.one, swiftc: "swiftc")
    let link = folder.url.appendingPathComponent("ws")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let workspace = try ExerciseWorkspace.find(from: link.appendingPathComponent("exercises"))
    #expect(try workspace.source(of: workspace.entries[0]) == "// TODO\nprint(0)\n")
  }

  @Test func resetMovesALinkAsideAndNeverWritesThroughIt() throws {
    let folder = TemporaryFolder()
    try folder.write("precious\n", to: "victim.txt")
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"), exercises: Self.one, swiftc: "swiftc")
    let entry = workspace.entries[0]
    let file = workspace.url(of: entry)
    try FileManager.default.removeItem(at: file)
    let victim = folder.url.appendingPathComponent("victim.txt")
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: victim)
    #expect(
      throws: ExerciseWorkspace.SourceProblem.linkOutside(path: file.path),
      "a link outside is not read either"
    ) { try workspace.source(of: entry) }
    let backup = try #require(try workspace.reset(entry, to: "start\n"))
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    #expect(!ExerciseWorkspace.isLink(file))
    #expect(try workspace.source(of: entry) == "start\n")
    #expect(ExerciseWorkspace.isLink(backup))
    // A link to nothing is the learner's too: kept aside, not lost.
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(
      at: file, withDestinationURL: folder.url.appendingPathComponent("gone"))
    let kept = try #require(try workspace.reset(entry, to: "start\n"))
    #expect(ExerciseWorkspace.isLink(kept))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("gone").path))
  }

  @Test func noSolutionIsWrittenThroughASolutionsLinkOutside() throws {
    let folder = TemporaryFolder()
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"), exercises: Self.one, swiftc: "swiftc")
    let outside = folder.url.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: workspace.root.appendingPathComponent("solutions"), withDestinationURL: outside)
    #expect(throws: WorkspaceError.self) {
      try workspace.writeSolution("print(1)\n", for: workspace.entries[0])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  @Test func aFileSavedWithWindowsLineEndsIsReadWithUnixOnes() throws {
    let folder = TemporaryFolder()
    let workspace = try ExerciseWorkspace.create(
      at: folder.url, exercises: Self.one, swiftc: "swiftc")
    let entry = workspace.entries[0]
    try Data("let a = 1\r\nprint(a)\rprint(2)\r\n".utf8).write(to: workspace.url(of: entry))
    #expect(try workspace.source(of: entry) == "let a = 1\nprint(a)\nprint(2)\n")
  }
}
