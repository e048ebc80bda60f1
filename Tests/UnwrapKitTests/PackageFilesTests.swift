import Foundation
import Testing

@testable import UnwrapKit

/// A shared package folder follows the lesson's files exactly, and leaves alone what did not change
/// (so the package manager does not rebuild it) and what is the package manager's own.
@Suite struct PackageFilesTests {
  func inode(_ url: URL) throws -> UInt64 {
    try #require(
      FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
  }

  @Test func theFolderHoldsExactlyTheListedFilesAndKeepsHiddenOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-package-files-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = PackageFiles(folder: folder)
    try files.replace(with: [
      PackageFile(path: "Shop/Package.swift", contents: "// manifest\n"),
      PackageFile(path: "Shop/Sources/Shop/Till.swift", contents: "let till = 1\n"),
      PackageFile(path: "Shop/Sources/Shop/Broken.swift", contents: "let = \n"),
    ])
    let build = folder.appendingPathComponent("Shop/.build/debug.yaml")
    try FileManager.default.createDirectory(
      at: build.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "cache".write(to: build, atomically: false, encoding: .utf8)
    let manifest = folder.appendingPathComponent("Shop/Package.swift")
    let till = folder.appendingPathComponent("Shop/Sources/Shop/Till.swift")
    let manifestInode = try inode(manifest)
    let tillInode = try inode(till)

    try files.replace(with: [
      PackageFile(path: "Shop/Package.swift", contents: "// manifest\n"),
      PackageFile(path: "Shop/Sources/Shop/Till.swift", contents: "let till = 2\n"),
      PackageFile(path: "Shop/Tests/ShopTests/TillTests.swift", contents: "// tests\n"),
    ])
    #expect(
      files.existing(in: "") == [
        "Shop/Package.swift", "Shop/Sources/Shop/Till.swift",
        "Shop/Tests/ShopTests/TillTests.swift",
      ])
    #expect(try inode(manifest) == manifestInode, "an unchanged file is left as it is")
    #expect(try inode(till) != tillInode, "a changed file is a new file")
    #expect(try String(contentsOf: till, encoding: .utf8) == "let till = 2\n")
    #expect(FileManager.default.fileExists(atPath: build.path), "the package manager's work stays")

    try files.replace(with: [PackageFile(path: "Shop/Package.swift", contents: "// manifest\n")])
    #expect(files.existing(in: "") == ["Shop/Package.swift"])
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Shop/Sources").path),
      "a folder left empty is removed")
  }
}
