import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Ctrl-C, Ctrl-\ (SIGQUIT) or SIGTERM while the real binary runs a learner's program: unwrap exits
/// with 128 + the signal, and nothing it started (the program, what the program started, its scratch
/// folder) is left.
@Suite(
  .waitsOnProcesses,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/cmdline")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"),
    "needs /proc and setsid to start and find escaping processes"))
struct InterruptEndToEndTests {
  /// An answer to `free-pizzas-needed` ((Int, Int) -> Int) that first starts two sleeps that try to
  /// escape (one in its own session, one with an empty environment whose parent exits at once), then
  /// loops forever when the tests call it.
  static func answer(marker: String) -> String {
    """
    import Glibc
    func start(_ arguments: [String]) {
      var pid: pid_t = 0
      let argv = arguments.map { strdup($0) } + [nil]
      posix_spawn(&pid, arguments[0], nil, nil, argv, environ)
    }
    start(["/usr/bin/setsid", "/bin/sleep", "\(marker)"])
    start(["/usr/bin/env", "-i", "/usr/bin/setsid", "-f", "/bin/sleep", "\(marker)"])
    func pizzas(_ people: Int, _ slices: Int) -> Int {
      while true {}
    }
    """
  }

  func interrupting(with signal: Int32, expecting status: Int32) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-e2e-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let scratch = root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let marker = "\(Int.random(in: 100_000...999_999)).5"
    let answer = root.appendingPathComponent("answer.swift")
    try Self.answer(marker: marker).write(to: answer, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = UnwrapBinary.executable
    process.arguments = [
      "content", "check-answer", "free-pizzas-needed", answer.path, "--data-dir",
      root.appendingPathComponent("data").path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path
    environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
    environment["UNWRAP_RUN_TIMEOUT"] = "120"
    process.environment = environment
    process.standardOutput = Pipe()
    let errors = Pipe()
    process.standardError = errors
    try process.run()

    // Wait until the learner's program runs (its binary is `main` in a scratch folder).
    let programPath = scratch.path + "/unwrap-"
    var waited = 0.0
    while waited < 90
      && (ProcessList.commandLines(containing: programPath).isEmpty
        || ProcessList.commandLines(containing: marker).count < 2)
    {
      Thread.sleep(forTimeInterval: 0.05)
      waited += 0.05
    }
    #expect(
      !ProcessList.commandLines(containing: programPath).isEmpty,
      "the learner's program never started")
    defer {
      // Whatever a failing run left behind must not outlive the test.
      for process in ProcessList.processes(containing: programPath)
        + ProcessList.processes(containing: marker)
      {
        kill(process.pid, SIGKILL)
      }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    kill(process.processIdentifier, signal)
    let signalled = Date()
    while process.isRunning && Date().timeIntervalSince(signalled) < 5 {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(Date().timeIntervalSince(signalled) < 2, "unwrap took too long to stop")
    guard !process.isRunning else {
      Issue.record("unwrap did not stop after signal \(signal)")
      return
    }
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    Thread.sleep(forTimeInterval: 0.2)
    #expect(
      ProcessList.commandLines(containing: programPath).isEmpty,
      "the learner's program outlived unwrap")
    #expect(
      ProcessList.commandLines(containing: marker).isEmpty,
      "a process the program started outlived unwrap")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
    #expect(left.isEmpty, "left in the scratch root: \(left)")
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message.contains("Interrupted"))
  }

  @Test func ctrlCEndsTheLearnersProgramAndEverythingItStarted() throws {
    try interrupting(with: SIGINT, expecting: 130)
  }

  @Test func ctrlBackslashEndsTheLearnersProgramAndEverythingItStarted() throws {
    try interrupting(with: SIGQUIT, expecting: 131)
  }

  @Test func sigtermEndsTheLearnersProgramAndEverythingItStarted() throws {
    try interrupting(with: SIGTERM, expecting: 143)
  }
}
