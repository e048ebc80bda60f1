import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A learner's program that signals unwrap gets a verdict; the session is not ended as if the learner
/// had pressed Ctrl-C (exit 143 and "Interrupted"). Only a program that runs as unwrap's user can
/// signal it, so as root unwrap runs as `nobody` (its program then runs as `nobody` too), as
/// ForkBombEndToEndTests does; SignalFilterTests check the filter itself in process.
@Suite(
  .waitsOnProcesses,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "the filter is Linux's"),
  .enabled(
    if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
    "running as root, and no setpriv to run unwrap as another user, whom its program could signal"
  ))
struct LearnerSignalEndToEndTests {
  @Test func aProgramThatSendsUnwrapSIGTERMGetsAVerdict() throws {
    let (root, unwrap, learner) = try ForkBombEndToEndTests.bombSite()
    defer { ForkBombEndToEndTests.clear(root, learner) }
    let running = try ForkBombEndToEndTests.start(
      """
      import Glibc
      func pizzas(_ people: Int, _ slices: Int) -> Int {
        kill(getppid(), SIGTERM)
        return (people * 2 + slices - 1) / slices
      }
      """, question: "free-pizzas-needed", unwrap: unwrap, learner: learner, root: root)
    #expect(running.waitForExit(seconds: 120), "no verdict")
    let result = running.finish()
    #expect(result.status == 1, "\(result.output)\(result.error)")
    #expect(!result.error.contains("Interrupted"), "\(result.error)")
    #expect(
      result.output.contains("Your program tried to send a signal to unwrap"),
      "\(result.output)")
  }

  /// Run as unwrap's own user, a program could open unwrap's memory (`/proc/PPID/mem`) or attach to
  /// it (`ptrace`) and undo every limit: unwrap makes itself untraceable. The answer is right only
  /// when the open is refused, so a traceable unwrap fails it.
  @Test func aProgramCannotOpenUnwrapsMemory() throws {
    let (root, unwrap, learner) = try ForkBombEndToEndTests.bombSite()
    defer { ForkBombEndToEndTests.clear(root, learner) }
    let running = try ForkBombEndToEndTests.start(
      """
      import Glibc
      func pizzas(_ people: Int, _ slices: Int) -> Int {
        let memory = open("/proc/\\(getppid())/mem", O_RDWR)
        if memory >= 0 { return -1 }
        return (people * slices + 7) / 8
      }
      """, question: "free-pizzas-needed", unwrap: unwrap, learner: learner, root: root)
    #expect(running.waitForExit(seconds: 120), "no verdict")
    let result = running.finish()
    #expect(result.status == 0, "\(result.output)\(result.error)")
  }
}
