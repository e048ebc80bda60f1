import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `kill -9` gives unwrap no chance to end the learner's program, so the program carries its own end:
/// the kernel kills it when unwrap dies (a parent-death signal), and whatever it started and left
/// running has a CPU-time limit, so a loop that never ends still stops by itself.
@Suite(
  .waitsOnProcesses,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/limits"),
    "the parent-death signal and the CPU backstop are Linux's"))
struct KilledUnwrapEndToEndTests {
  /// A program that waits uses no CPU time, so only the parent-death signal can end it.
  @Test func aWaitingProgramEndsWhenUnwrapIsKilledByKillNine() throws {
    let (unwrap, learner) = try Self.setUp()
    defer { unwrap.removeDataDirectory() }
    let running = try learner.startLoopingAnswer(
      unwrap, runTimeout: "60", imports: "import Glibc", body: "sleep(1)")
    defer { Self.cleanUp(running, learner) }
    guard let program = Self.kill9(running, whenRunning: 1, of: learner) else { return }
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 10) { learner.running().isEmpty },
      "the waiting program outlived unwrap")
    Self.expectReaped(program, by: [SIGKILL])
  }

  /// What the program forked has no parent-death signal, and one that waits uses no CPU time: the
  /// stopped sentinel in the program's group ends it (ProcessOwner+Sentinel). Unwrap's death leaves
  /// the group orphaned with a member stopped, and the kernel hangs up the whole group. Unwrap runs in
  /// a session of its own, as in a terminal: this test process, a subreaper in its own session,
  /// would otherwise be the group's link outside it and keep it whole.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: LearnerPrograms.setsid.path),
      "no setsid to give unwrap a session of its own"))
  func aWaitingForkEndsWhenUnwrapIsKilledByKillNine() throws {
    let (unwrap, learner) = try Self.setUp()
    defer { unwrap.removeDataDirectory() }
    let running = try learner.startLoopingAnswer(
      unwrap, runTimeout: "60", imports: "import Glibc", before: "_ = fork();", body: "sleep(1)",
      newSession: true)
    defer { Self.cleanUp(running, learner) }
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) { learner.running().count >= 2 },
      "the learner's program and its fork never both ran")
    let programs = learner.running().map(\.pid)
    guard let unwrapPid = LearnerPrograms.unwrapPid(under: running.processIdentifier) else {
      Issue.record("no unwrap under setsid")
      return
    }
    kill(unwrapPid, SIGSTOP)
    kill(unwrapPid, SIGKILL)
    #expect(running.waitForExit(seconds: 5), "unwrap did not die")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 10) { learner.running().isEmpty },
      "the forked process outlived unwrap")
    for program in programs { Self.expectReaped(program, by: [SIGKILL, SIGHUP]) }
  }

  /// A fork that leaves the program's session (`setsid`) and ignores SIGHUP, then waits: no job
  /// control reaches it and it uses no CPU time, so it outlived unwrap for ever. The run's sentinel
  /// wakes at unwrap's death and ends it by the run's marker (ProcessOwner+Sentinel). Unwrap shares
  /// this test process's session here: the sentinel needs no session of its own.
  @Test func aWaitingForkInASessionOfItsOwnEndsWhenUnwrapIsKilledByKillNine() throws {
    let (unwrap, learner) = try Self.setUp()
    defer { unwrap.removeDataDirectory() }
    let running = try learner.startLoopingAnswer(
      unwrap, runTimeout: "60", imports: "import Glibc",
      before: "if fork() == 0 { setsid(); signal(SIGHUP, SIG_IGN); if fork() == 0 { setsid() } };",
      body: "sleep(1)")
    defer { Self.cleanUp(running, learner) }
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) { learner.running().count >= 3 },
      "the learner's program and its forks never all ran")
    kill(running.processIdentifier, SIGSTOP)
    kill(running.processIdentifier, SIGKILL)
    #expect(running.waitForExit(seconds: 5), "unwrap did not die")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 10) { learner.running().isEmpty },
      "\(learner.running().count) of the program's processes outlived unwrap")
  }

  /// The compiler's driver starts the frontend, which no parent-death signal reaches: a compile
  /// that takes long (arrays nested 3,000 deep) outlived a `kill -9` of unwrap by minutes. The
  /// compile's own sentinel ends it.
  @Test func aLongCompileEndsWhenUnwrapIsKilledByKillNine() throws {
    let (unwrap, learner) = try Self.setUp()
    defer { unwrap.removeDataDirectory() }
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    let nested = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
    try "func pizzas(_ people: Int, _ slices: Int) -> Int { _ = \(nested); return 0 }".write(
      to: answer, atomically: true, encoding: .utf8)
    let running = try unwrap.start(
      ["content", "check-answer", "free-pizzas-needed", answer.path],
      environment: learner.environment)
    defer { Self.cleanUp(running, learner) }
    func compiling() -> [(pid: Int32, commandLine: String)] {
      ProcessList.processes(containing: learner.scratch.path + "/unwrap-").filter {
        $0.commandLine.contains("-frontend")
      }
    }
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 60) { !compiling().isEmpty },
      "the compiler's frontend never ran")
    kill(running.processIdentifier, SIGSTOP)
    kill(running.processIdentifier, SIGKILL)
    #expect(running.waitForExit(seconds: 5), "unwrap did not die")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 10) { compiling().isEmpty },
      "the compiler outlived unwrap: \(compiling().map { $0.commandLine.prefix(80) })")
  }

  /// What the program forked has no parent-death signal of its own; it keeps the CPU limit. Its
  /// run's sentinel would end it, so the program tries to kill that first. It cannot by pid, as
  /// the filter refuses it or, where the kernel confines its signals, the kernel does
  /// (SignalScopeTests), nor as `nobody` (unwrap as root): then the sentinel ends it, which the
  /// test allows for.
  @Test func aLoopOrphanedByKillNineStillEndsByItsCPULimit() throws {
    let (unwrap, learner) = try Self.setUp()
    defer { unwrap.removeDataDirectory() }
    // Two seconds of running: a CPU limit of 2 × cores + 2 seconds.
    let running = try learner.startLoopingAnswer(
      unwrap, runTimeout: "2", imports: "import Glibc", before: Self.killTheSentinel + "_ = fork();"
    )
    defer { Self.cleanUp(running, learner) }
    guard Self.kill9(running, whenRunning: 2, of: learner) != nil else { return }
    let orphans = learner.running().map(\.pid)
    let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 2 * cores + 30) {
        learner.running().isEmpty
      },
      "the orphaned loop ran on past its CPU limit")
    for orphan in orphans { Self.expectReaped(orphan, by: [SIGXCPU, SIGKILL]) }
  }

  /// Swift that kills every other member of the program's group (its sentinel), from /proc.
  static let killTheSentinel = """
    if let d = opendir("/proc") { while let e = readdir(d) { \
    let p = withUnsafeBytes(of: e.pointee.d_name) { Int32(String(decoding: $0.prefix { $0 != 0 }, \
    as: UTF8.self)) ?? 0 }; if p > 0, p != getpid(), getpgid(p) == getpid() { kill(p, SIGKILL) } } }; 
    """

  // MARK: Support

  private static func setUp() throws -> (UnwrapBinary, LearnerPrograms) {
    let unwrap = UnwrapBinary()
    return (unwrap, try LearnerPrograms(in: unwrap.dataDirectory))
  }

  private static func cleanUp(_ running: RunningProcess, _ learner: LearnerPrograms) {
    learner.killAll()
    if running.isRunning { kill(running.processIdentifier, SIGKILL) }
  }

  /// Once `count` learner processes run, stops unwrap (so it cannot end them at its time limit
  /// before the kill lands) and kills it with SIGKILL. Returns the first program's pid.
  private static func kill9(
    _ running: RunningProcess, whenRunning count: Int, of learner: LearnerPrograms
  ) -> Int32? {
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) { learner.running().count >= count },
      "the learner's program never started")
    guard let program = learner.running().first?.pid else { return nil }
    kill(running.processIdentifier, SIGSTOP)
    kill(running.processIdentifier, SIGKILL)
    #expect(running.waitForExit(seconds: 5), "unwrap did not die")
    return program
  }

  /// This test process is a child subreaper (its ProcessOwners make it one), so an orphan becomes
  /// its child: reap it, and see which signal ended it.
  private static func expectReaped(_ pid: Int32, by signals: [Int32]) {
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid {
      #expect(signals.contains(status & 0x7F), "ended by status \(status)")
    }
  }
}
