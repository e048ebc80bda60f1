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
    let scratch = unwrap.dataDirectory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try "func pizzas(_ people: Int, _ slices: Int) -> Int { while true {} }".write(
      to: answer, atomically: true, encoding: .utf8)
    // Two seconds of running: a CPU limit of 2 × cores + 2 seconds.
    let running = try unwrap.start(
      ["content", "check-answer", "free-pizzas-needed", answer.path],
      environment: ["TMPDIR": scratch.path, "UNWRAP_RUN_TIMEOUT": "2"])
    let programPath = scratch.path + "/unwrap-"
    defer {
      for process in ProcessList.processes(containing: programPath) { kill(process.pid, SIGKILL) }
      if running.isRunning { kill(running.processIdentifier, SIGKILL) }
    }
    func programs() -> [(pid: Int32, commandLine: String)] {
      ProcessList.processes(containing: programPath).filter {
        $0.commandLine.trimmingCharacters(in: .whitespaces).hasSuffix("/main")
      }
    }
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
