import Foundation
import Testing

@testable import UnwrapKit

/// The sentinel a run's group gets (ProcessOwner+Sentinel) waits there while the program runs, and goes with the run: killed and reaped with the program, never counted as a
/// process left running. (What it is for, a `kill -9` of unwrap, is KilledUnwrapEndToEndTests'.)
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/stat")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/awk"),
    "no /proc and awk to see process groups with"))
struct GroupSentinelTests {
  /// A program run with limits, as a learner's is: a shell that prints its group (its own pid) and
  /// then, for up to five seconds, whether the group has a member that is not the shell's child.
  static func run(_ script: String) throws -> (group: Int32, output: [String], ProcessOutcome) {
    let runner = ProcessRunner(
      timeout: 10, limits: ProgramLimits(memoryBytes: 1 << 30, cpuSeconds: 20))
    let outcome = try runner.run(
      "/bin/sh", ["-c", script], environment: .only(["PATH": "/usr/bin:/bin"]))
    let lines = outcome.standardOutput.split(whereSeparator: \.isNewline).map(String.init)
    return (Int32(lines.first ?? "") ?? 0, Array(lines.dropFirst()), outcome)
  }

  @Test func theProgramsGroupHasASentinelWhileItRuns() throws {
    let (group, output, outcome) = try Self.run(
      """
      echo $$
      for i in $(seq 50); do
        if awk -v g=$$ '$5 == g && $1 != g && $4 != g { found = 1 } END { exit !found }' \\
          /proc/[0-9]*/stat
        then echo sentinel; exit 0; fi
        sleep 0.1
      done
      echo none
      """)
    #expect(group > 0)
    #expect(output == ["sentinel"])
    #expect(outcome.succeeded, "the sentinel counted as left running: \(outcome)")
  }

  @Test func nothingIsLeftInTheProgramsGroupAfterTheRun() throws {
    let (group, _, outcome) = try Self.run("echo $$")
    #expect(group > 0)
    #expect(outcome.succeeded, "the sentinel counted as left running: \(outcome)")
    #expect(ProcessTable.snapshot().filter { $0.group == group }.isEmpty)
  }
}
