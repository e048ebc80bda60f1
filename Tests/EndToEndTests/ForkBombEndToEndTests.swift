import Foundation
import TestSupport
import Testing
import UnwrapKit

private let setpriv = "/usr/bin/setpriv"

/// A learner's program that forks without end stops at its cap on processes (RLIMIT_NPROC, its user's
/// count when it started plus `ProgramLimits.taskHeadroom`), not at the machine's tens of thousands,
/// and the verdict still comes and ends every one. The kernel does not hold root to that limit, so as
/// root this runs unwrap as `nobody`, from a copy of the binary that user can reach.
@Suite(
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/limits"),
    "the cap on processes is Linux's"),
  .enabled(
    if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv),
    "running as root, and no setpriv to run unwrap as another user"))
struct ForkBombEndToEndTests {
  static let nobody: uid_t = 65534

  @Test func aForkBombStopsAtTheCapAndEndsWithTheVerdict() throws {
    let root = try Self.reachableFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let unwrap = UnwrapBinary(in: root)
    let learner = try LearnerPrograms(in: unwrap.dataDirectory)
    defer { learner.killAll() }
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try """
    import Glibc
    func pizzas(_ people: Int, _ slices: Int) -> Int {
      for _ in 0..<1000 { if fork() == 0 { while true { sleep(1) } } }
      while true { sleep(1) }
    }
    """.write(to: answer, atomically: true, encoding: .utf8)
    let arguments = ["content", "check-answer", "free-pizzas-needed", answer.path]
    let environment = learner.environment.merging([
      "UNWRAP_RUN_TIMEOUT": "4", "HOME": unwrap.dataDirectory.path,
    ]) { $1 }
    let running: RunningProcess
    if getuid() == 0 {
      let binary = root.appendingPathComponent("unwrap")
      try FileManager.default.copyItem(at: UnwrapBinary.executable, to: binary)
      try Self.giveToNobody(unwrap.dataDirectory)
      running = try unwrap.start(
        ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", "--", binary.path]
          + arguments, environment: environment, program: URL(fileURLWithPath: setpriv))
    } else {
      running = try unwrap.start(arguments, environment: environment)
    }
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

  /// A folder under /tmp that every user can enter, for the data folder and the binary's copy (a
  /// fresh clone may sit in a folder only its owner can enter).
  private static func reachableFolder() throws -> URL {
    var template = Array("/tmp/unwrap-forks-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    let path = String(cString: made)
    chmod(path, 0o755)
    return URL(fileURLWithPath: path)
  }

  private static func giveToNobody(_ folder: URL) throws {
    let paths =
      [folder.path]
      + (FileManager.default.subpaths(atPath: folder.path) ?? []).map {
        folder.appendingPathComponent($0).path
      }
    for path in paths { chown(path, nobody, nobody) }
  }
}
