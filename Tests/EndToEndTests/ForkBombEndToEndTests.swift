import Foundation
import TestSupport
import Testing
import UnwrapKit

private let setpriv = "/usr/bin/setpriv"

/// A learner's program that forks without end stops at its cap on processes (RLIMIT_NPROC, its user's
/// count when it started plus `ProgramLimits.taskHeadroom`), not at the machine's tens of thousands,
/// and the verdict still comes and ends every one. The kernel does not hold root to that limit, so as
/// root this runs unwrap as a user of its own (`bomber`), from a copy of the binary that user can
/// reach. Not as `nobody`: every other suite's learner programs run as `nobody` when the tests run as
/// root, and each one's cap is `nobody`'s count when it started plus 512, so a bomb of `nobody`'s
/// filled the cap of a program started just before it ("Cannot fork", seen in a flakiness audit).
/// As another user the bombs would share that user's count with everything the other suites start,
/// so they run only when asked (`UNWRAP_HEAVY_TESTS=1`). One test at a time: both bombs are one
/// user's, so side by side each fills the other's cap (90 s, not 14).
@Suite(
  .waitsOnProcesses,
  .serialized,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/limits"),
    "the cap on processes is Linux's"),
  .enabled(
    if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv),
    "running as root, and no setpriv to run unwrap as another user"),
  .enabled(
    if: getuid() == 0 || ProcessInfo.processInfo.environment["UNWRAP_HEAVY_TESTS"] == "1",
    "not root, so the bombs would be your user's and fill the cap of every other test's program: set UNWRAP_HEAVY_TESTS=1 to run them"
  ))
struct ForkBombEndToEndTests {
  static let nobody: uid_t = 65534
  /// A user no account and no other test's program has: the bombs' task count is theirs alone.
  static let bomber: uid_t = 65533

  @Test func aForkBombStopsAtTheCapAndEndsWithTheVerdict() throws {
    let (root, unwrap, learner) = try Self.bombSite()
    defer { Self.clear(root, learner) }
    let running = try Self.start(
      """
      import Glibc
      func pizzas(_ people: Int, _ slices: Int) -> Int {
        for _ in 0..<1000 { if fork() == 0 { while true { sleep(1) } } }
        while true { sleep(1) }
      }
      """, question: "free-pizzas-needed", unwrap: unwrap, learner: learner, root: root,
      user: Self.bomber)
    // The count settles once every fork the cap allows is made (a second with none added).
    var most = 0
    var settled = 0
    _ = SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) {
      let now = learner.running().count
      settled = now == most && now > 0 ? settled + 1 : 0
      most = max(most, now)
      return settled >= 10 || now > Int(ProgramLimits.taskHeadroom)
    }
    #expect(most > 100, "the program's forks below the cap failed: \(most) ran")
    #expect(
      most <= Int(ProgramLimits.taskHeadroom),
      "\(most) of the program's processes ran at once, past the cap of \(ProgramLimits.taskHeadroom)"
    )
    let result = running.finish()
    #expect(result.output.contains("It ran for more than 4 seconds"), "\(result.output)")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 10) { learner.running().isEmpty },
      "\(learner.running().count) of the program's processes outlived its verdict")
  }

  /// A fork bomb whose forks keep forking, each in a session of its own (`setsid`), while the
  /// program itself has ended: killed one at a time, each kill freed a slot under the cap that a
  /// survivor filled at once, so the verdict took 20–42 s and about 500 busy processes outlived it.
  /// The sweep stops them all before it kills any (ProcessOwner+Sweep).
  /// It keeps both cores busy forking for seconds, and CI saw it starve a pseudo-terminal test
  /// running beside it past its 10 s wait, so it runs only when asked: `UNWRAP_HEAVY_TESTS=1 swift
  /// test --filter ForkBombEndToEndTests`.
  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["UNWRAP_HEAVY_TESTS"] == "1",
      "a busy fork bomb loads the whole machine: set UNWRAP_HEAVY_TESTS=1 to run it"))
  func aForkBombThatLeavesItsSessionEndsWithTheVerdict() throws {
    let (root, unwrap, learner) = try Self.bombSite()
    defer { Self.clear(root, learner) }
    let running = try Self.start(
      """
      import Glibc
      func doublePositives(_ numbers: [Int]) -> [Int] { numbers.filter { $0 > 0 }.map { $0 * 2 } }
      if fork() == 0 { while true { if fork() == 0 { setsid() } } }
      """, question: "free-positive-doubled", unwrap: unwrap, learner: learner, root: root,
      user: Self.bomber)
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) { learner.running().count > 50 },
      "the program never forked")
    let forked = ProcessOwner.now()
    #expect(running.waitForExit(seconds: 15), "no verdict 15 s after the program forked")
    let verdictAfter = ProcessOwner.now() - forked
    #expect(verdictAfter < 10, "the verdict came \(verdictAfter) s after the program forked")
    let result = running.finish()
    #expect(result.output.contains("still running, so that was stopped"), "\(result.output)")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 2) { learner.running().isEmpty },
      "\(learner.running().count) of the program's processes outlived its verdict")
  }

  /// A folder every user can reach, unwrap's data folder in it, and the learner's programs to watch
  /// (also LearnerSignalEndToEndTests').
  static func bombSite() throws -> (URL, UnwrapBinary, LearnerPrograms) {
    let root = try reachableFolder()
    let unwrap = UnwrapBinary(in: root)
    do {
      return (root, unwrap, try LearnerPrograms(in: unwrap.dataDirectory))
    } catch {
      try? FileManager.default.removeItem(at: root)
      throw error
    }
  }

  /// Kills what is left of the learner's programs, then removes the folder.
  static func clear(_ root: URL, _ learner: LearnerPrograms) {
    learner.killAll()
    try? FileManager.default.removeItem(at: root)
  }

  /// Starts `unwrap content check-answer` on `answer` with a 4 s run limit; as root, as `user`
  /// from a copy of the binary that user can reach (root is not held to the cap).
  static func start(
    _ answer: String, question: String, unwrap: UnwrapBinary, learner: LearnerPrograms, root: URL,
    user: uid_t = nobody
  ) throws -> RunningProcess {
    let file = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try answer.write(to: file, atomically: true, encoding: .utf8)
    let arguments = ["content", "check-answer", question, file.path]
    let environment = learner.environment.merging([
      "UNWRAP_RUN_TIMEOUT": "4", "HOME": unwrap.dataDirectory.path,
    ]) { $1 }
    guard getuid() == 0 else { return try unwrap.start(arguments, environment: environment) }
    let binary = root.appendingPathComponent("unwrap")
    try FileManager.default.copyItem(at: UnwrapBinary.executable, to: binary)
    // Readable as an installed binary is: the kernel makes a program it could not read
    // untraceable by itself, which would hide whether unwrap makes itself so.
    chmod(binary.path, 0o755)
    try give(unwrap.dataDirectory, to: user)
    return try unwrap.start(
      ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--", binary.path] + arguments,
      environment: environment, program: URL(fileURLWithPath: setpriv))
  }

  /// A folder under /tmp that every user can enter, for the data folder and the binary's copy (a
  /// fresh clone may sit in a folder only its owner can enter).
  private static func reachableFolder() throws -> URL {
    var template = Array("/tmp/unwrap-forks-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    let path = String(cString: made)
    chmod(path, 0o755)
    return URL(fileURLWithPath: path)
  }

  private static func give(_ folder: URL, to user: uid_t) throws {
    let paths =
      [folder.path]
      + (FileManager.default.subpaths(atPath: folder.path) ?? []).map {
        folder.appendingPathComponent($0).path
      }
    for path in paths { chown(path, user, user) }
  }
}
