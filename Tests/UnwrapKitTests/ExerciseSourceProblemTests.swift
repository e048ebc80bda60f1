import Foundation
import Testing

@testable import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A learner's file that cannot be judged is told as what is wrong with it: missing, not UTF-8 (at
/// the line of the first bad byte), unreadable, or a link outside the workspace. A file that holds
/// their work is never called missing, and only a missing one is offered the reset.
@Suite struct ExerciseSourceProblemTests {
  static func workspace(_ folder: TemporaryFolder) throws -> (ExerciseWorkspace, URL) {
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"),
      exercises: [ExerciseWorkspaceTests.exercise("one")], swiftc: "swiftc")
    return (workspace, workspace.url(of: workspace.entries[0]))
  }

  @Test func aLatin1ByteIsNotUTF8AtItsLineNotMissing() throws {
    let folder = TemporaryFolder()
    let (workspace, file) = try Self.workspace(folder)
    try Data("let a = 1\nvar townName = \"Caf\u{E9}\"\n".utf8).write(to: file)
    #expect(try workspace.source(of: workspace.entries[0]).contains("Café"), "UTF-8 is read")
    try Data("let a = 1\nvar townName = \"Caf".utf8 + [0xE9] + Data("\"\n".utf8)).write(to: file)
    #expect(throws: ExerciseWorkspace.SourceProblem.notUTF8(path: file.path, line: 2)) {
      try workspace.source(of: workspace.entries[0])
    }
    let words = ExerciseWorkspace.SourceProblem.notUTF8(path: "a.swift", line: 2).description
    #expect(words.contains("a.swift is not UTF-8 text: line 2 "), "\(words)")
    #expect(words.contains("Save the file as UTF-8"), "\(words)")
    #expect(!words.contains("missing") && !words.contains("reset"), "\(words)")
  }

  @Test func theBadBytesLineCountsEveryKindOfLineEnd() {
    func line(_ text: String, then bad: [UInt8] = [0xFF]) -> Int? {
      ExerciseWorkspace.lineOfFirstInvalidUTF8(Array(text.utf8) + bad)
    }
    #expect(line("") == 1)
    #expect(line("a\nb\nc") == 3)
    #expect(line("a\r\nb\r\n") == 3, "Windows line ends count once")
    #expect(line("a\rb\r") == 3, "old Mac line ends count too")
    #expect(line("é\n", then: [0xC3]) == 2, "a character cut short is a bad byte")
    #expect(line("é\n", then: []) == nil)
  }

  @Test func aMissingFileAFolderInItsPlaceAndALinkOutsideAreEachToldApart() throws {
    let folder = TemporaryFolder()
    let (workspace, file) = try Self.workspace(folder)
    let entry = workspace.entries[0]
    try FileManager.default.removeItem(at: file)
    #expect(throws: ExerciseWorkspace.SourceProblem.missing(path: file.path)) {
      try workspace.source(of: entry)
    }
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let unreadable = #expect(throws: ExerciseWorkspace.SourceProblem.self) {
      try workspace.source(of: entry)
    }
    guard case .unreadable(let path, _)? = unreadable else {
      Issue.record("expected unreadable, got \(String(describing: unreadable))")
      return
    }
    #expect(path == file.path)
    try FileManager.default.removeItem(at: file)
    try folder.write("print(1)\n", to: "outside.swift")
    try FileManager.default.createSymbolicLink(
      at: file, withDestinationURL: folder.url.appendingPathComponent("outside.swift"))
    #expect(throws: ExerciseWorkspace.SourceProblem.linkOutside(path: file.path)) {
      try workspace.source(of: entry)
    }
    let words = ExerciseWorkspace.SourceProblem.linkOutside(path: "a.swift").description
    #expect(words.hasPrefix("a.swift is a link to a file outside the workspace"), "\(words)")
    #expect(!words.contains("missing") && !words.contains("reset"), "\(words)")
  }

  /// The audit's repro: a named pipe in the file's place was told as "Permission denied". It is
  /// said to be what it is, and never opened (reading one waits for a writer), by a check or a
  /// reset, which moves it aside.
  /// The limit guards against a hang only: it counts from the task's creation, so it must outlast
  /// the wait for a thread while the content checks fill both cores (CI waited 357 s for one).
  @Test(.timeLimit(.minutes(15)))
  func aNamedPipeOrAFolderInTheFilesPlaceIsSaidToBeNoRegularFile() throws {
    let folder = TemporaryFolder()
    let (workspace, file) = try Self.workspace(folder)
    try FileManager.default.removeItem(at: file)
    #expect(mkfifo(file.path, 0o600) == 0)
    #expect(
      throws: ExerciseWorkspace.SourceProblem.unreadable(
        path: file.path, reason: "it is a named pipe, not a regular file")
    ) { try workspace.source(of: workspace.entries[0]) }
    // A reset moves it aside, never waiting on it for a copy.
    let pipe = try #require(try workspace.reset(workspace.entries[0], to: "start\n"))
    #expect(try workspace.source(of: workspace.entries[0]) == "start\n")
    #expect(FileErrorReason.notRegularFile(pipe.path) == "it is a named pipe, not a regular file")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    #expect(
      throws: ExerciseWorkspace.SourceProblem.unreadable(
        path: file.path, reason: "it is a folder, not a regular file")
    ) { try workspace.source(of: workspace.entries[0]) }
  }

  @Test func aCheckSaysWhatIsWrongWithTheFile() throws {
    let (session, store, content, folder) = try ExerciseSessionTests.session(
      progress: ExerciseSessionTests.reader, runs: [])
    defer { withExtendedLifetime((content, folder)) {} }
    let status = try #require(session.statuses(try store.load()).first)
    let file = session.workspace.url(of: try #require(session.entry(for: status)))
    try Data([0x2F, 0x2F, 0x0A, 0xE9, 0x0A]).write(to: file)
    #expect(throws: ExerciseSession.CheckError.file(.notUTF8(path: file.path, line: 2))) {
      try session.check(status)
    }
  }
}
