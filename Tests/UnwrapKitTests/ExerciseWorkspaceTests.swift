import Foundation
import Testing

@testable import UnwrapKit

/// The workspace on disk: what init writes and refuses, finding it from a subfolder, names, resets.
@Suite struct ExerciseWorkspaceTests {
  static func exercise(_ name: String, section: String = "boxes", order: Int = 0) -> Exercise {
    Exercise(
      name: name, section: section, title: name.capitalized, order: order, hint: "Think.",
      tests: [.init(code: "", expected: "1")], starter: "// TODO\nprint(0)\n",
      solution: "print(1)\n")
  }

  /// A content folder with two sections and exercises out of order on disk.
  static func content() throws -> TemporaryFolder {
    let folder = try Fixtures.content(sections: ["boxes", "crates"])
    for (name, section, order) in [
      ("zebra", "boxes", 0), ("crate-two", "crates", 2), ("crate-one", "crates", 1),
      ("apple", "boxes", 0),
    ] {
      try folder.write(
        #"{ "section": "\#(section)", "title": "T \#(name)", "order": \#(order), "hint": "h", "tests": [ { "code": "", "expected": "1" } ] }"#,
        to: "Exercises/\(name)/exercise.json")
      try folder.write("// TODO\nprint(0)\n", to: "Exercises/\(name)/exercise.swift")
      try folder.write("print(1)\n", to: "Exercises/\(name)/solution.swift")
    }
    return folder
  }

  @Test func exercisesAreOrderedBySectionThenOrderThenName() throws {
    let folder = try Self.content()
    let library = try ContentLibrary(directory: folder.url)
    #expect(
      try library.exerciseOutlines().map(\.name) == ["apple", "zebra", "crate-one", "crate-two"])
    #expect(ExerciseValidator(library: library).validate() == [])
  }

  @Test func validationNamesTheFileAndTheField() throws {
    let folder = try Self.content()
    try folder.write(
      #"{ "section": "nowhere", "title": "", "hint": "h", "tests": [] }"#,
      to: "Exercises/apple/exercise.json")
    try folder.write("print(0)\n", to: "Exercises/zebra/exercise.swift")
    try folder.write("print(1)\r\n// \u{1B}[31mred\n", to: "Exercises/apple/solution.swift")
    try folder.write(
      #"{ "section": "boxes", "title": "T", "hint": "h", "tests": [ { "code": "", "expected": "1" } ], "requires": [ { "code": "/* final */", "why": "" } ] }"#,
      to: "Exercises/crate-one/exercise.json")
    let problems = ExerciseValidator(library: try ContentLibrary(directory: folder.url)).validate()
      .map(\.description)
    // A requirement is checked as a Free Coding question's is.
    #expect(
      problems.contains(
        "Exercises/crate-one/exercise.json: requires[0]: requires `/* final */` without saying why")
    )
    #expect(
      problems.contains(
        "Exercises/crate-one/exercise.json: requires[0]: requires `/* final */`, which holds no Swift, so every answer meets it"
      ))
    #expect(problems.contains { $0.hasPrefix("Exercises/apple/exercise.json: section:") })
    #expect(problems.contains("Exercises/apple/exercise.json: title: is empty"))
    #expect(problems.contains { $0.hasPrefix("Exercises/apple/exercise.json: tests:") })
    #expect(problems.contains { $0.hasPrefix("Exercises/zebra/exercise.swift: has no TODO") })
    #expect(
      problems.contains(
        "Exercises/apple/solution.swift: line 1, column 9: holds the control character \\u{D}; save the file with LF line endings"
      ), "\(problems)")
    #expect(ContentValidator(directory: folder.url).validate().count >= problems.count)
  }

  @Test func initWritesNumberedFilesAReadmeCompileCommandsAndAMarker() throws {
    let folder = TemporaryFolder()
    let exercises = (1...12).map { Self.exercise("task-\($0)") }
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"), exercises: exercises, swiftc: "/usr/bin/swiftc")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: workspace.root.appendingPathComponent("exercises").path
    ).sorted()
    #expect(files.first == "01-task-1.swift")
    #expect(files.last == "12-task-12.swift")
    #expect(files.count == 12)
    #expect(workspace.entries.map(\.name) == exercises.map(\.name))
    #expect(try workspace.source(of: workspace.entries[0]) == exercises[0].starter)
    let root = workspace.root.path
    #expect(FileManager.default.fileExists(atPath: root + "/README.md"))
    #expect(FileManager.default.fileExists(atPath: root + "/" + ExerciseWorkspace.markerName))
    let data = try #require(FileManager.default.contents(atPath: root + "/compile_commands.json"))
    let commands = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(commands.count == 12)
    let arguments = try #require(commands[0]["arguments"] as? [String])
    #expect(
      arguments == [
        "/usr/bin/swiftc", "-swift-version", "6", "-module-name", "Exercise1",
        root + "/exercises/01-task-1.swift",
      ])
    #expect(commands[0]["file"] as? String == root + "/exercises/01-task-1.swift")
    #expect(Set(commands.compactMap { ($0["arguments"] as? [String])?[4] }).count == 12)
  }

  @Test func initRefusesAnExistingWorkspaceAndWritesNothing() throws {
    let folder = TemporaryFolder()
    let root = folder.url.appendingPathComponent("ws")
    let workspace = try ExerciseWorkspace.create(
      at: root, exercises: [Self.exercise("one")], swiftc: "swiftc")
    try "mine\n".write(
      to: workspace.url(of: workspace.entries[0]), atomically: true, encoding: .utf8)
    #expect(throws: WorkspaceError.alreadyExists(path: root.standardizedFileURL.path)) {
      try ExerciseWorkspace.create(
        at: root, exercises: [Self.exercise("one"), Self.exercise("two")], swiftc: "swiftc")
    }
    #expect(try workspace.source(of: workspace.entries[0]) == "mine\n")
    let nested = root.appendingPathComponent("exercises/inner")
    #expect(throws: WorkspaceError.alreadyExists(path: root.standardizedFileURL.path)) {
      try ExerciseWorkspace.create(at: nested, exercises: [Self.exercise("one")], swiftc: "swiftc")
    }
    #expect(!FileManager.default.fileExists(atPath: nested.path))
    #expect(try ExerciseWorkspace.find(from: root).entries.count == 1)
  }

  /// A file where the folder should go is named as such, and a failed write says why in words
  /// (the system's), never by dumping Foundation's error value.
  @Test func initAtAFileSaysSoAndWriteFailuresAreReadable() throws {
    let folder = TemporaryFolder()
    try folder.write("notes\n", to: "plans")
    let file = folder.url.appendingPathComponent("plans")
    #expect(throws: WorkspaceError.notAFolder(path: file.standardizedFileURL.path)) {
      try ExerciseWorkspace.create(at: file, exercises: [Self.exercise("one")], swiftc: "swiftc")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "notes\n")
    let inside = file.appendingPathComponent("ws")
    let error = #expect(throws: WorkspaceError.self) {
      try ExerciseWorkspace.create(at: inside, exercises: [Self.exercise("one")], swiftc: "swiftc")
    }
    guard case .io(_, let reason)? = error else {
      Issue.record("expected a write failure, got \(String(describing: error))")
      return
    }
    #expect(reason == "Not a directory", "\(reason)")
    #expect(!(error?.description.contains("CocoaError") ?? true))
  }

  @Test func aWorkspaceIsFoundFromAnySubfolderAndNotFromOutside() throws {
    let folder = TemporaryFolder()
    let root = folder.url.appendingPathComponent("ws")
    _ = try ExerciseWorkspace.create(
      at: root, exercises: [Self.exercise("one")], swiftc: "swiftc")
    let deep = root.appendingPathComponent("exercises/notes/more")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    #expect(try ExerciseWorkspace.find(from: deep).root.path == root.standardizedFileURL.path)
    #expect(try ExerciseWorkspace.find(from: root).entries.map(\.name) == ["one"])
    #expect(throws: WorkspaceError.self) { try ExerciseWorkspace.find(from: folder.url) }
  }

  @Test func anExerciseIsNamedByItsNameItsFileOrItsNumber() throws {
    let folder = TemporaryFolder()
    let workspace = try ExerciseWorkspace.create(
      at: folder.url, exercises: [Self.exercise("one"), Self.exercise("foo")], swiftc: "swiftc")
    for argument in ["foo", "02-foo", "exercises/02-foo.swift", "2"] {
      #expect(workspace.entry(named: argument)?.name == "foo", "\(argument)")
    }
    #expect(workspace.entry(named: "03-foo") == nil)
    #expect(workspace.entry(named: "bar") == nil)
  }

  @Test func resetKeepsACopyAndWritesTheStarterAgain() throws {
    let folder = TemporaryFolder()
    let workspace = try ExerciseWorkspace.create(
      at: folder.url, exercises: [Self.exercise("one")], swiftc: "swiftc")
    let entry = workspace.entries[0]
    try "mine\n".write(to: workspace.url(of: entry), atomically: true, encoding: .utf8)
    let first = try #require(try workspace.reset(entry, to: "start\n"))
    let second = try #require(try workspace.reset(entry, to: "start\n"))
    #expect(first != second, "a second reset in the same second keeps both copies")
    #expect(first.path.contains("/exercises/.backup/01-one.swift."))
    #expect(try String(contentsOf: first, encoding: .utf8) == "mine\n")
    #expect(try workspace.source(of: entry) == "start\n")
  }
}
