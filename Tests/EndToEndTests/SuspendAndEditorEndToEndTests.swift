import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Ctrl-Z stops the learner's program with unwrap (it is in a process group of its own, so the
/// terminal would not), and a signal that ends unwrap while the learner's editor is open ends the
/// editor too.
@Suite(
  .waitsOnProcesses,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/stat"),
    "needs /proc to see whether a process is stopped"))
struct SuspendAndEditorEndToEndTests {
  /// The one-letter state of `pid` (`T` when stopped), or nil when it is gone.
  static func state(of pid: Int32) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[close...].dropFirst(2).first
  }

  static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while !condition() {
      if Date() > end { return false }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return true
  }

  @Test func ctrlZStopsTheLearnersProgramUntilUnwrapGoesOn() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let learner = try LearnerPrograms(in: unwrap.dataDirectory)
    let running = try learner.startLoopingAnswer(unwrap, runTimeout: "60")
    defer {
      learner.killAll()
      if running.isRunning { kill(running.processIdentifier, SIGKILL) }
    }
    let programs = learner.running
    #expect(
      Self.waitUntil(seconds: 90) { !programs().isEmpty }, "the learner's program never started")
    guard let program = programs().first?.pid else { return }

    kill(running.processIdentifier, SIGTSTP)
    #expect(
      Self.waitUntil(seconds: 2) { Self.state(of: running.processIdentifier) == "T" },
      "unwrap did not stop")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(Self.state(of: program) == "T", "the learner's program ran on while unwrap was stopped")

    kill(running.processIdentifier, SIGCONT)
    #expect(
      Self.waitUntil(seconds: 2) { Self.state(of: program) == "R" },
      "the learner's program did not go on with unwrap")
    kill(running.processIdentifier, SIGTERM)
    #expect(running.waitForExit(seconds: 5))
    #expect(running.finish().status == 143)
    #expect(learner.running().isEmpty)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "no /bin/sh"))
  func sigtermAndSighupEndTheLearnersEditor() throws {
    for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, 129)] {
      let unwrap = UnwrapBinary()
      defer { unwrap.removeDataDirectory() }
      _ = try LearnerInputTests.prepare(.readEverything, in: unwrap)
      let marker = "\(Int.random(in: 100_000...999_999)).5"
      let editor = unwrap.dataDirectory.appendingPathComponent("editor.sh")
      try "#!/bin/sh\nexec /bin/sleep \(marker)\n".write(
        to: editor, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
      let running = try unwrap.start(
        ["practice", "free-coding", "--editor", "--no-color"],
        environment: ["VISUAL": "", "EDITOR": editor.path])
      defer {
        for process in ProcessList.processes(containing: marker) { kill(process.pid, SIGKILL) }
        if running.isRunning { kill(running.processIdentifier, SIGKILL) }
      }
      #expect(
        Self.waitUntil(seconds: 30) { !ProcessList.processes(containing: marker).isEmpty },
        "the editor never started")
      kill(running.processIdentifier, signal)
      #expect(
        Self.waitUntil(seconds: 3) { ProcessList.processes(containing: marker).isEmpty },
        "the editor outlived unwrap (signal \(signal))")
      // A surviving editor holds unwrap's output open: end it before waiting for that output.
      for process in ProcessList.processes(containing: marker) { kill(process.pid, SIGKILL) }
      #expect(running.waitForExit(seconds: 5), "unwrap did not stop after signal \(signal)")
      #expect(running.finish().status == status)
    }
  }
}
