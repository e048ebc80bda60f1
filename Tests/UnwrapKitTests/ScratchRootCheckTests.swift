import Foundation
import Testing

@testable import UnwrapKit

/// The check a session makes before its first question: a scratch folder can be made in the
/// temporary folder, told as the folder's problem when not, and nothing else done there (no sweep
/// for stale folders, which lists the whole folder: milliseconds in a large `/tmp`, at start-up).
@Suite struct ScratchRootCheckTests {
  @Test func aUsableFolderIsLeftAsItWas() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scratch-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    // A folder an unwrap that is gone left behind: a compile's sweep would remove it.
    let stale = root.appendingPathComponent("unwrap-4194000-abcdef")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: false)
    try ProcessOwner.checkScratchRoot(root)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path) == [stale.lastPathComponent])
  }

  @Test func aFileIsToldAsTheFoldersProblem() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scratch-check-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: ProcessOwner.ScratchFolderError.self) {
      try ProcessOwner.checkScratchRoot(file)
    }
  }
}
