import Foundation
import Testing

@testable import UnwrapKit

/// A progress file the learner's account cannot read or write is told (exit 74), never taken for
/// no file nor replaced by the rename that saves it. Root reads and writes any file whatever its
/// mode, so these tests answer the store's questions themselves (`FileAccess`).
@Suite struct ProgressStoreAccessTests {
  let day = Day("2026-04-01")!

  /// A store on `file` whose file cannot be read (as a file of mode 000 cannot by its owner).
  static func unreadable(_ file: URL) -> FileProgressStore {
    FileProgressStore(
      fileURL: file, temporarySuffix: SafeFile.randomSuffix,
      files: FileAccess(
        read: { _ in throw CocoaError(.fileReadNoPermission) },
        refusesWriting: FileAccess.system.refusesWriting))
  }

  /// A store on `file` that may not write the file itself (mode 0444), though its folder takes new
  /// files.
  static func readOnly(_ file: URL) -> FileProgressStore {
    FileProgressStore(
      fileURL: file, temporarySuffix: SafeFile.randomSuffix,
      files: FileAccess(
        read: FileAccess.system.read,
        refusesWriting: { $0 == file.path ? EACCES : nil }))
  }

  /// The reason of an `.inaccessible` error `body` throws, naming `path`; nil (and an issue) else.
  static func inaccessibleReason(
    _ path: String, _ body: () throws -> Void
  ) -> String? {
    do {
      try body()
      Issue.record("nothing was thrown")
    } catch ProgressError.inaccessible(let named, let reason) {
      #expect(named == path)
      return reason
    } catch {
      Issue.record("expected inaccessible, got \(error)")
    }
    return nil
  }

  /// The folder's names, so a test can see that nothing was added (no copy, no temp file).
  static func names(_ folder: TemporaryFolder) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
  }

  @Test func resetRefusesAFileThatCannotBeReadAndChangesNothing() throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("progress.json")
    try FileProgressStore(fileURL: file).update { $0.markRead("variables", on: day) }
    let before = try Data(contentsOf: file)
    let names = try Self.names(folder)
    let reason = Self.inaccessibleReason(file.path) { _ = try Self.unreadable(file).reset() }
    #expect(
      reason == "it cannot be read (permission denied), so no copy of it could be kept and"
        + " nothing was reset")
    #expect(try Data(contentsOf: file) == before)
    #expect(try Self.names(folder) == names, "a copy or a new file was made")
  }

  /// No file at all is still reset with nothing to keep.
  @Test func resetWithNoFileKeepsNoCopy() throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("progress.json")
    #expect(try Self.unreadable(file).reset() == nil)
    #expect(try FileProgressStore(fileURL: file).load() == LearnerProgress())
  }

  @Test func aFileThatMayNotBeWrittenIsToldNotReplaced() throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("progress.json")
    try FileProgressStore(fileURL: file).update { $0.markRead("variables", on: day) }
    let before = try Data(contentsOf: file)
    let names = try Self.names(folder)
    let store = Self.readOnly(file)
    let attempts: [() throws -> Void] = [
      { try store.checkWritable() },
      { _ = try store.update { $0.markRead("optionals", on: day) } },
      { _ = try store.reset() },
    ]
    for attempt in attempts {
      let reason = Self.inaccessibleReason(file.path, attempt)
      #expect(reason == "it cannot be written: Permission denied")
    }
    #expect(try Data(contentsOf: file) == before)
    #expect(try Self.names(folder) == names, "a copy or a new file was made")
  }

  /// Through a link, it is the file the link leads to that must be writable.
  @Test func aLinkToAFileThatMayNotBeWrittenIsTold() throws {
    let folder = TemporaryFolder()
    let target = folder.url.appendingPathComponent("kept.json")
    try FileProgressStore(fileURL: target).update { $0.markRead("variables", on: day) }
    let link = folder.url.appendingPathComponent("progress.json")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: target.path)
    let store = FileProgressStore(
      fileURL: link, temporarySuffix: SafeFile.randomSuffix,
      files: FileAccess(
        read: FileAccess.system.read, refusesWriting: { $0 == target.path ? EACCES : nil }))
    let reason = Self.inaccessibleReason(link.path) {
      _ = try store.update { $0.markRead("optionals", on: day) }
    }
    #expect(reason == "it cannot be written: Permission denied")
    #expect(try !FileProgressStore(fileURL: link).load().hasRead("optionals"))
  }
}
