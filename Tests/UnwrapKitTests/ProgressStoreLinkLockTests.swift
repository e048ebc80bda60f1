import Foundation
import Testing

@testable import UnwrapKit

/// A progress file reached through a link (a dotfile manager's) and through its own path is one
/// file, so it has one save lock and one lock per session: the locks are taken beside the file the
/// link leads to, never beside the link.
@Suite struct ProgressStoreLinkLockTests {
  let day = Day("2026-04-01")!

  /// `real/progress.json`, and `dotlink/progress.json` a link to it; a store on each.
  static func linked(in folder: TemporaryFolder) throws -> (
    real: FileProgressStore, link: FileProgressStore
  ) {
    let real = folder.url.appendingPathComponent("real")
    let dotlink = folder.url.appendingPathComponent("dotlink")
    for made in [real, dotlink] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    try FileManager.default.createSymbolicLink(
      atPath: dotlink.appendingPathComponent("progress.json").path,
      withDestinationPath: "../real/progress.json")
    return (FileProgressStore(directory: real), FileProgressStore(directory: dotlink))
  }

  @Test(arguments: ExclusiveSession.allCases)
  func aSessionOpenThroughOnePathIsOpenThroughTheOther(session: ExclusiveSession) throws {
    let folder = TemporaryFolder()
    let (real, link) = try Self.linked(in: folder)
    try real.update { $0.markRead("variables", on: day) }
    let held = try #require(try real.claim(session))
    #expect(try link.claim(session) == nil, "the link's path had a lock of its own")
    held.release()
    let again = try #require(try link.claim(session))
    #expect(try real.claim(session) == nil)
    again.release()
  }

  @Test func savesThroughTheLinkLockBesideTheFileItLeadsTo() throws {
    let folder = TemporaryFolder()
    let (real, link) = try Self.linked(in: folder)
    try link.update { $0.markRead("variables", on: day) }
    try real.update { $0.markRead("optionals", on: day) }
    let linkFolder = link.fileURL.deletingLastPathComponent().path
    let locks = try FileManager.default.contentsOfDirectory(atPath: linkFolder)
      .filter { $0.hasSuffix(".lock") }
    #expect(locks.isEmpty, "\(locks)")
    #expect(FileManager.default.fileExists(atPath: real.fileURL.path + ".lock"))
    let saved = try link.load()
    #expect(saved.hasRead("variables") && saved.hasRead("optionals"))
  }
}
