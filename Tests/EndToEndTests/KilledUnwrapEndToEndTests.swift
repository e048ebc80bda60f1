import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `kill -9` gives unwrap no chance to end the learner's program, so the program carries its own end:
/// a CPU-time limit the kernel enforces. A loop that never ends, orphaned, still stops by itself.
@Suite(
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/limits"),
    "the CPU backstop is set with Linux's prlimit"))
struct KilledUnwrapEndToEndTests {
  @Test func aLoopOrphanedByKillNineStillEnds() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let learner = try LearnerPrograms(in: unwrap.dataDirectory)
    // Two seconds of running: a CPU limit of 2 × cores + 2 seconds.
    let running = try learner.startLoopingAnswer(unwrap, runTimeout: "2")
    defer {
      learner.killAll()
      if running.isRunning { kill(running.processIdentifier, SIGKILL) }
    }
    let programs = learner.running
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) { !programs().isEmpty },
      "the learner's program never started")
    guard let program = programs().first?.pid else { return }
    // Stopped first, so unwrap cannot end the program at its two seconds before the kill lands.
    kill(running.processIdentifier, SIGSTOP)
    kill(running.processIdentifier, SIGKILL)
    #expect(running.waitForExit(seconds: 5), "unwrap did not die")
    #expect(!programs().isEmpty, "the program ended with unwrap: nothing was left to test")
    let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 2 * cores + 30) { programs().isEmpty },
      "the orphaned loop ran on past its CPU limit")
    // This test process is a child subreaper (its ProcessOwners make it one), so the orphan became
    // its child: reap it, and see that the CPU limit's signal ended it.
    var status: Int32 = 0
    if waitpid(program, &status, WNOHANG) == program {
      #expect([SIGXCPU, SIGKILL].contains(status & 0x7F), "ended by status \(status)")
    }
  }
}
