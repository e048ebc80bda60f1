import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// The save never follows a planted symlink, cleans up after dead writers, keeps file modes, and
/// writes through a symlinked progress.json.
@Suite struct ProgressStoreFileSafetyTests {
  let day = Day("2026-04-01")!

  static func mode(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  static func isSymlink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// Hands out the given suffixes in turn, then repeats the last one.
  final class Suffixes: @unchecked Sendable {
    private var remaining: [String]
    init(_ suffixes: [String]) { remaining = suffixes }
    func next() -> String { remaining.count > 1 ? remaining.removeFirst() : remaining[0] }
  }

  /// A change that changes nothing (a review with nothing due) leaves the file exactly as it was;
  /// a real change writes it.
  @Test func anUpdateThatChangesNothingLeavesTheFileAlone() throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("progress.json")
    var progress = LearnerProgress()
    progress.markRead("variables", on: day)
    // Compact JSON, unlike the store's own layout: a rewrite would show.
    let compact = try JSONEncoder().encode(progress)
    try compact.write(to: file)
    let store = FileProgressStore(fileURL: file)
    let seen = try store.update { $0.hasRead("variables") }
    #expect(seen)
    #expect(try Data(contentsOf: file) == compact, "an unchanged update rewrote the file")
    try store.update { $0.markRead("optionals", on: day) }
    #expect(try Data(contentsOf: file) != compact)
    #expect(try store.load().hasRead("optionals"))
  }

  /// A store that remembers what it last read or wrote still sees every save made by another
  /// store (another process), even one that writes a file of the same size at once.
  @Test func aRememberedFileIsReadAgainWhenAnotherStoreChangedIt() throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("progress.json")
    let mine = FileProgressStore(fileURL: file)
    let theirs = FileProgressStore(fileURL: file)
    try mine.update { $0.markRead("aaaa", on: day) }
    #expect(try mine.load().hasRead("aaaa"))
    try theirs.update { progress in
      progress.sections = [:]
      progress.markRead("bbbb", on: day)
    }
    let seen = try mine.load()
    #expect(seen.hasRead("bbbb") && !seen.hasRead("aaaa"), "a stale remembered copy was used")
    try mine.update { $0.markRead("cccc", on: day) }
    #expect(try theirs.load().hasRead("bbbb") && theirs.load().hasRead("cccc"))
  }

  @Test func aSymlinkPlantedAtTheTempFileNameIsNeverFollowed() throws {
    let folder = TemporaryFolder()
    try folder.write("precious", to: "victim.txt")
    let victim = folder.url.appendingPathComponent("victim.txt").path
    let data = folder.url.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let prefix = data.appendingPathComponent(".progress.json.tmp-\(getpid())").path
    // Today's name and the first name the store will pick both point at the victim.
    for planted in [prefix, prefix + "-planted"] {
      try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
    }
    let suffixes = Suffixes(["planted", "fresh"])
    let store = FileProgressStore(
      fileURL: data.appendingPathComponent("progress.json"), temporarySuffix: { suffixes.next() })
    try store.update { $0.markRead("variables", on: day) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("precious".utf8))
    #expect(try store.load().hasRead("variables"))
    #expect(Self.isSymlink(prefix + "-planted"), "the planted link is left alone")
    #expect(!FileManager.default.fileExists(atPath: prefix + "-fresh"), "the temp file was renamed")
  }

  @Test func whenEveryTempNameIsTakenTheSaveFailsAndTouchesNothing() throws {
    let folder = TemporaryFolder()
    try folder.write("precious", to: "victim.txt")
    let victim = folder.url.appendingPathComponent("victim.txt").path
    let planted = folder.url.appendingPathComponent(".progress.json.tmp-\(getpid())-same").path
    try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
    let store = FileProgressStore(
      fileURL: folder.url.appendingPathComponent("progress.json"), temporarySuffix: { "same" })
    #expect(throws: ProgressError.self) { try store.update { $0.markRead("x", on: day) } }
    #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("precious".utf8))
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
  }

  @Test func staleTempFilesOfDeadWritersAreRemovedAndLiveOnesKept() throws {
    let folder = TemporaryFolder()
    // Above any pid_max Linux allows (2^22), so no process can have it.
    let dead: pid_t = 999_999_999
    #expect(kill(dead, 0) != 0 && errno == ESRCH)
    let stale = [".progress.json.tmp-\(dead)-1a2b", ".progress.json.tmp-\(dead - 1)"]
    let kept = [
      ".progress.json.tmp-\(getpid())-c3d4", ".progress.json.tmp-1-e5f6",
      ".progress.json.tmp-notapid", ".other.json.tmp-\(dead)-1a2b",
    ]
    for name in stale + kept { try folder.write("half-written", to: name) }
    let store = FileProgressStore(directory: folder.url)
    try store.update { $0.markRead("variables", on: day) }
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    #expect(names.isDisjoint(with: stale), "\(names)")
    #expect(names.isSuperset(of: kept), "\(names)")
  }

  @Test(arguments: [0o600, 0o640, 0o644] as [mode_t])
  func anExistingFileKeepsItsMode(mode: mode_t) throws {
    let folder = TemporaryFolder()
    let store = FileProgressStore(directory: folder.url)
    try store.update { $0.markRead("variables", on: day) }
    chmod(store.fileURL.path, mode)
    try store.update { $0.markRead("optionals", on: day) }
    #expect(Self.mode(store.fileURL.path) == mode)
    #expect(try store.load().hasRead("optionals"))
  }

  @Test func newFilesAndBackupsAre600AndNewFoldersAre700() throws {
    let folder = TemporaryFolder()
    let data = folder.url.appendingPathComponent("one/two")
    let store = FileProgressStore(directory: data)
    try store.update { $0.markRead("variables", on: day) }
    #expect(Self.mode(folder.url.appendingPathComponent("one").path) == 0o700)
    #expect(Self.mode(data.path) == 0o700)
    #expect(Self.mode(store.fileURL.path) == 0o600)
    #expect(Self.mode(store.fileURL.path + ".lock") == 0o600)
    let reset = try #require(try store.reset())
    #expect(Self.mode(reset) == 0o600)
    try "{\"schemaVersion\": 3, \"points\": 5}".write(
      to: store.fileURL, atomically: false, encoding: .utf8)
    let error = #expect(throws: ProgressError.self) { try store.load() }
    guard case .damaged(_, _, let backup)? = error else {
      Issue.record("expected damage, got \(String(describing: error))")
      return
    }
    #expect(Self.mode(try #require(backup)) == 0o600)
    try ProgressFixture.json(schema: 1).write(
      to: store.fileURL, atomically: false, encoding: .utf8)
    try store.update { $0.markRead("variables", on: day) }
    #expect(Self.mode(store.fileURL.path + ".schema-1-backup") == 0o600)
  }

  /// Resets within one second share a timestamp; each must still keep its own copy.
  @Test func resetsInOneSecondKeepEveryOldFile() throws {
    let folder = TemporaryFolder()
    let store = FileProgressStore(directory: folder.url)
    var copies: [String] = []
    for section in ["variables", "optionals", "closures"] {
      try store.update { $0.markRead(section, on: day) }
      copies.append(try #require(try store.reset()))
    }
    #expect(Set(copies).count == 3)
    // The same name three times, as three resets in one second would ask for.
    let path = folder.url.appendingPathComponent("progress.json.before-reset-20261126-031500").path
    let names = try (1...3).map { try SafeFile.writeNumbered(Data([UInt8($0)]), to: path) }
    #expect(names == [path, path + "-2", path + "-3"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-3")) == Data([3]))
    for (copy, section) in zip(copies, ["variables", "optionals", "closures"]) {
      let kept = try String(contentsOfFile: copy, encoding: .utf8)
      #expect(kept.contains(section), "\(copy)")
    }
  }

  @Test(arguments: [true, false])
  func aSymlinkedProgressFileIsWrittenThroughToItsTarget(relative: Bool) throws {
    let folder = TemporaryFolder()
    let dotfiles = folder.url.appendingPathComponent("dotfiles")
    let data = folder.url.appendingPathComponent("data")
    for made in [dotfiles, data] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    let target = dotfiles.appendingPathComponent("unwrap.json")
    let link = data.appendingPathComponent("progress.json")
    let destination = relative ? "../dotfiles/unwrap.json" : target.path
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    let store = FileProgressStore(fileURL: link)
    try store.update { $0.markRead("variables", on: day) }
    #expect(Self.mode(target.path) == 0o600, "a new target is created 0600")
    chmod(target.path, 0o640)
    try store.update { $0.markReviewed("variables", on: day) }
    #expect(Self.isSymlink(link.path))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == destination)
    let saved = try JSONDecoder().decode(LearnerProgress.self, from: Data(contentsOf: target))
    #expect(saved.hasReviewed("variables"))
    #expect(Self.mode(target.path) == 0o640)
    let leftovers = try
      (FileManager.default.contentsOfDirectory(atPath: dotfiles.path)
      + FileManager.default.contentsOfDirectory(atPath: data.path)).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
  }

  /// A link to a file in a folder that is not there (a disk not mounted) is not a first run: the
  /// store says where it leads and saves nothing; a link to a file not made yet in a folder that
  /// is there is (above).
  @Test func aLinkIntoAFolderThatIsNotThereIsToldNotTakenForAFirstRun() throws {
    let folder = TemporaryFolder()
    let link = folder.url.appendingPathComponent("progress.json")
    let target = folder.url.appendingPathComponent("unmounted/p.json").path
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    let store = FileProgressStore(fileURL: link)
    let attempts = [
      { _ = try store.load() }, { _ = try store.reset() }, { _ = try store.claim(.challenge) },
    ]
    for attempt in attempts {
      do {
        try attempt()
        Issue.record("a link to nowhere was read or written as progress")
      } catch let error as ProgressError {
        guard case .inaccessible(let path, let reason) = error else {
          Issue.record("\(error)")
          continue
        }
        #expect(path == link.path)
        #expect(reason.contains("it is a link to \(target), which is not there"), "\(reason)")
      }
    }
    #expect(Self.isSymlink(link.path))
    let made = folder.url.appendingPathComponent("unmounted").path
    #expect(!FileManager.default.fileExists(atPath: made), "a lock made the folder")
  }

  /// A save that fails names the file the learner knows, never the temp file beside it.
  @Test func aFailedReplaceNamesTheFileNotItsTempFile() throws {
    let folder = TemporaryFolder()
    let path = folder.url.appendingPathComponent("missing/progress.json").path
    do {
      try SafeFile.replace(path, with: Data("{}".utf8), suffix: { "x" })
      Issue.record("a file was written into a folder that is not there")
    } catch {
      #expect(error.path == path)
      #expect(error.reason == "No such file or directory")
    }
  }
}
