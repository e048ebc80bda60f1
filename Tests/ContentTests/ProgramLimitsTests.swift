import Foundation
import Testing
import UnwrapKit

/// A learner's program runs under kernel limits: a loop that keeps allocating stops at the memory cap
/// with its own verdict (not a crash, not a time-out), a program well inside it is never blamed, and
/// the caps are really set on the program, CPU backstop included.
@Suite(
  .timeLimit(.minutes(10)),
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/limits"),
    "the limits are set with Linux's prlimit"))
struct ProgramLimitsTests {
  func toolchain(megabytes: UInt64) -> SwiftToolchain {
    var toolchain = SwiftToolchain.find()!
    toolchain.runTimeout = 20
    toolchain.runMemoryLimit = megabytes << 20
    return toolchain
  }

  func outcome(_ source: String, megabytes: UInt64) throws -> ProcessOutcome? {
    let result = try toolchain(megabytes: megabytes).run(source)
    guard case .ran(let outcome) = result else {
      Issue.record("did not run: \(result)")
      return nil
    }
    return outcome
  }

  @Test func aLoopThatKeepsAppendingStopsAtTheMemoryLimit() throws {
    let source = "var hoard: [Int] = []\nwhile true { hoard.append(hoard.count) }\n"
    guard let outcome = try outcome(source, megabytes: 64) else { return }
    #expect(outcome.memoryLimitExceeded, "not told as memory: \(outcome)")
    #expect(!outcome.timedOut)
  }

  /// Small objects, each allocated on its own: the failure comes in the runtime's own allocation, and
  /// the crash may come while it reports it (SIGSEGV, or C++'s `bad_alloc`), after its message.
  @Test func aGrowingChainOfObjectsStopsAtTheMemoryLimit() throws {
    let source = """
      final class Link {
        let next: Link?
        let payload = [Int](repeating: 1, count: 100)
        init(_ next: Link?) { self.next = next }
      }
      var head: Link? = nil
      while true { head = Link(head) }
      """
    guard let outcome = try outcome(source, megabytes: 64) else { return }
    #expect(outcome.memoryLimitExceeded, "not told as memory: \(outcome)")
  }

  /// A crash of its own in a program using a fifth of its memory is a crash, not the memory cap.
  @Test func aCrashWellInsideTheLimitIsAnOrdinaryCrash() throws {
    let source = """
      let block = [UInt8](repeating: 7, count: 12 << 20)
      print(block.count)
      let values: [Int] = []
      print(values[block.count])
      """
    guard let outcome = try outcome(source, megabytes: 64) else { return }
    #expect(outcome.signal != nil, "it should crash on the index: \(outcome)")
    #expect(!outcome.memoryLimitExceeded)
    #expect(outcome.standardError.contains("Index out of range"))
  }

  /// The program reads its own limits: the memory cap, and a CPU backstop it cannot reach within its
  /// time limit, which ends it even if unwrap is killed before it can.
  @Test func theLimitsAreSetOnTheProgramItself() throws {
    let source = """
      import Glibc
      var limit = rlimit()
      getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
      print(limit.rlim_cur, limit.rlim_max)
      getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
      print(limit.rlim_cur, limit.rlim_max)
      """
    guard let outcome = try outcome(source, megabytes: 100) else { return }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let cpu = 20 * cores + 2
    #expect(
      outcome.standardOutput == "\(100 << 20) \(100 << 20)\n\(cpu) \(cpu + 1)\n",
      "the program saw other limits")
  }

  /// The kernel does not hold root to a cap on processes, so root's program runs as `nobody`, under
  /// the cap (its count plus the headroom), in a scratch folder it owns; anyone else's as its user.
  @Test func rootsProgramRunsAsNobodyUnderTheCap() throws {
    let source = """
      import Foundation
      var limit = rlimit()
      getrlimit(__rlimit_resource_t(__RLIMIT_NPROC.rawValue), &limit)
      print(getuid(), geteuid(), getgid(), limit.rlim_cur)
      print(FileManager.default.createFile(atPath: "made", contents: nil))
      """
    guard let outcome = try outcome(source, megabytes: 1024) else { return }
    let user = getuid() == 0 ? ProgramLimits.unprivilegedUser : getuid()
    let group = getuid() == 0 ? ProgramLimits.unprivilegedUser : getgid()
    let lines = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(
      lines.first?.prefix(3).map(String.init) == ["\(user)", "\(user)", "\(group)"],
      "\(outcome.standardOutput) \(outcome.standardError)")
    // The user's count when the program started, plus the headroom (others may start meanwhile).
    let cap = ProgramLimits.forRun(timeout: 1, memoryBytes: 1).tasks
    let seen = lines.first.flatMap { $0.count == 4 ? UInt64($0[3]) : nil } ?? 0
    #expect(cap > 0 && seen + 100 > cap && seen < cap + 100, "a cap of \(seen), not near \(cap)")
    #expect(lines.last == ["true"], "the program could not write in its folder")
  }
}
