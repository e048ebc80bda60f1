import Foundation
import Testing
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C that lands while an answer is being saved: the real binary lets the save finish, then exits
/// with 130 and says so. The test holds the progress file's lock, so unwrap's save waits in `flock`
/// exactly when the signal comes; `/proc/locks` shows when it waits.
@Suite(
  .waitsOnProcesses,
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/locks"),
    "needs /proc/locks to see when unwrap waits for the progress file's lock"))
struct InterruptDuringSaveEndToEndTests {
  /// Whether a process waits for an `flock` on the file with inode `inode` (a `->` line of /proc/locks).
  static func someoneWaits(forInode inode: UInt64) -> Bool {
    guard let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
      return false
    }
    return locks.split(separator: "\n").contains { line in
      let fields = line.split(separator: " ")
      guard fields.contains("->"), fields.contains("FLOCK") else { return false }
      // The file is named `major:minor:inode`.
      return fields.contains { field in
        let parts = field.split(separator: ":")
        return parts.count == 3 && UInt64(parts[2]) == inode
      }
    }
  }

  @Test func anAnswerBeingSavedWhenCtrlCComesIsKept() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let lockPath = unwrap.progressFile.path + ".lock"
    let held = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(held >= 0)
    var released = false
    defer { if !released { close(held) } }
    try #require(flock(held, LOCK_EX) == 0)
    var status = stat()
    try #require(fstat(held, &status) == 0)

    // `s` at the lesson's end marks it read and skips the review: that save waits for the lock.
    let running = try unwrap.start(["learn", "variables"])
    defer { if running.isRunning { kill(running.processIdentifier, SIGKILL) } }
    try running.write("s\n")
    var waited = 0.0
    while waited < 60, !Self.someoneWaits(forInode: UInt64(status.st_ino)) {
      Thread.sleep(forTimeInterval: 0.02)
      waited += 0.02
    }
    try #require(Self.someoneWaits(forInode: UInt64(status.st_ino)), "unwrap never began its save")

    kill(running.processIdentifier, SIGINT)
    Thread.sleep(forTimeInterval: 0.3)
    #expect(running.isRunning, "unwrap exited in the middle of a save")
    close(held)
    released = true

    let result = running.finish()
    #expect(result.status == 130)
    #expect(result.error.contains("Interrupted. Everything you earned so far is saved."))
    #expect(try unwrap.progress().hasRead("variables"), "the save that had begun was lost")
  }
}
