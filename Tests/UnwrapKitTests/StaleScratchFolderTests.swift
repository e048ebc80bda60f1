import Foundation
import Testing

@testable import UnwrapKit

/// A scratch folder names the unwrap that made it, so one left by an unwrap killed with `kill -9`
/// is removed by the next unwrap's first scratch folder, and nothing else is.
@Suite struct StaleScratchFolderTests {
  /// The pid of a process that has ended and been reaped.
  static func endedPid() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func aFolderWhoseUnwrapIsGoneIsRemovedAndNoOtherIs() throws {
    let root = TemporaryFolder()
    let dead = try Self.endedPid()
    let names = [
      "unwrap-\(dead)-a1B2c3",  // its unwrap is gone
      "unwrap-1-d4E5f6",  // pid 1 lives
      "unwrap-e2e-g7H8i9", "unwrap-ABCDEF", "unwrap-\(dead)-toolong1", "keep-\(dead)-a1B2c3",
    ]
    for name in names {
      let folder = root.url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: folder.appendingPathComponent("main.swift"))
    }
    let made = try ProcessOwner().withScratchFolder(in: root.url) { $0.lastPathComponent }
    #expect(made.hasPrefix("unwrap-\(getpid())-"), "\(made)")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: root.url.path))
    #expect(left == Set(names.dropFirst()), "\(left)")
  }

  @Test func onlyOurOwnNamesAreRead() {
    #expect(ProcessOwner.scratchOwner(of: "unwrap-4242-aBc123") == 4242)
    for name in ["unwrap-4242-aBc12", "unwrap--aBc123", "unwrap-42a-aBc123", "unwrap-0-aBc123"] {
      #expect(ProcessOwner.scratchOwner(of: name) == nil, "\(name)")
    }
  }
}
