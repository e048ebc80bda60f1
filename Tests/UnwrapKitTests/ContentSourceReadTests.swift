import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A content file that is there but cannot be read is told as that, never as missing.
@Suite struct ContentSourceReadTests {
  func folder() throws -> URL {
    let url = ContentCopies.root.appendingPathComponent("unwrap-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aLinkLoopIsNotMissing() throws {
    let url = try folder()
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent("review.json").path, withDestinationPath: "review.json")
    #expect(
      throws: ContentError(
        file: "review.json",
        message:
          "cannot be read: it is a link that leads round in a loop of links; put the file itself here"
      )
    ) {
      try ContentSource.folder(url).read("review.json")
    }
  }

  @Test func aLinkToNothingAndAFolderAreNamed() throws {
    let url = try folder()
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent("gone.json").path, withDestinationPath: "nowhere.json")
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
    #expect(
      throws: ContentError(
        file: "gone.json", message: "is a link to a file that is not there (nowhere.json)")
    ) {
      try ContentSource.folder(url).read("gone.json")
    }
    #expect(throws: ContentError(file: "folder.json", message: "is a folder, not a file")) {
      try ContentSource.folder(url).read("folder.json")
    }
    #expect(throws: ContentError(file: "none.json", message: "is missing")) {
      try ContentSource.folder(url).read("none.json")
    }
  }
}
