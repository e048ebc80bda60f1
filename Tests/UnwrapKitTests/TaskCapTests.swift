import Foundation
import Testing

@testable import UnwrapKit

/// The cap on a learner's processes and threads starts from what its user has: counted from /proc
/// as the kernel counts them (every thread), with the headroom on top, and none for root, whom the
/// kernel does not hold to it.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/task"), "the count is read from /proc"))
struct TaskCapTests {
  /// Each thread counts: eight more are waiting while this process's are counted.
  @Test func aProcessCountsEachOfItsThreads() throws {
    let done = DispatchSemaphore(value: 0)
    let threads = (0..<8).map { _ in Thread { done.wait() } }
    for thread in threads { thread.start() }
    defer { for _ in threads { done.signal() } }
    func listed() throws -> Int {
      try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }
    // Counted between two listings that agree (the test runner may start a thread meanwhile).
    for _ in 0..<20 {
      let before = try listed()
      let counted = ProcessTable.threads(of: getpid())
      guard try listed() == before else { continue }
      #expect(
        counted?.threads == UInt64(before), "\(String(describing: counted)) against \(before)")
      #expect(counted?.user == getuid())
      #expect(before >= 9)
      return
    }
    Issue.record("this process's threads never held still for two listings")
  }

  @Test func theUsersCountIncludesThisProcess() throws {
    let own = try #require(ProcessTable.threads(of: getpid())).threads
    let counted = try #require(ProcessTable.tasks(ofUser: getuid()))
    #expect(counted >= own, "\(counted) tasks counted, this process alone has \(own)")
  }

  @Test func aUserWithNoProcessesHasNone() {
    // A uid no account uses.
    #expect(ProcessTable.tasks(ofUser: 4_000_000_000) == 0)
  }

  @Test func theCapIsTheCountPlusTheHeadroomAndNoneForRoot() throws {
    #expect(ProgramLimits.tasksCap(forUser: 0) == 0)
    let user: uid_t = 4_000_000_000
    #expect(ProgramLimits.tasksCap(forUser: user) == ProgramLimits.taskHeadroom)
  }
}
