import Foundation
import Testing

@testable import UnwrapKit

/// A learner's program may not signal unwrap: as unwrap's user it could (`kill(getppid(), SIGTERM)`),
/// and unwrap would end the session as if the learner had pressed Ctrl-C. The kernel's filter on the
/// program (`CUnwrapSystem/SignalFilter.c`) kills it instead, before any signal is sent, and so what
/// it forks. Here unwrap is this test process. Every probe sends signal 0, which checks and delivers
/// nothing, so a filter that fails lets no signal through to the test run; the filter acts before
/// the kernel checks permission, so this holds as root too, where the program runs as `nobody`.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/stat")
      && FileManager.default.isExecutableFile(atPath: "/bin/sh"),
    "the filter is Linux's (seccomp), and the probes are shell scripts"))
struct SignalFilterTests {
  /// A shell run as a learner's program is (with `ProgramLimits`), so with the filter.
  static func run(_ script: String) throws -> ProcessOutcome {
    let runner = ProcessRunner(
      timeout: 10, limits: ProgramLimits(memoryBytes: 1 << 30, cpuSeconds: 20))
    return try runner.run("/bin/sh", ["-c", script], environment: .only(["PATH": "/usr/bin:/bin"]))
  }

  /// unwrap's process group, in the shell: the third field after the command in `stat`.
  static let unwrapGroup = #"$(sed 's/.*) //' /proc/$PPID/stat | cut -d' ' -f3)"#

  @Test(arguments: [
    ("unwrap itself", "$PPID"), ("every process of the user", "-1"),
    ("unwrap's process group", "-\(unwrapGroup)"),
  ])
  func aSignalToUnwrapStopsTheProgram(_ target: String, _ pid: String) throws {
    let outcome = try Self.run("kill -s 0 -- \(pid); echo reached")
    #expect(outcome.signal == SIGSYS, "\(target): \(outcome)")
    #expect(outcome.signalledUnwrap, "\(target)")
    #expect(!outcome.standardOutput.contains("reached"), "\(target): the call went through")
  }

  /// What the program forks has the filter too: here a subshell, stopped the same way (128 + 31).
  @Test func aForkOfTheProgramIsStoppedToo() throws {
    let outcome = try Self.run("(kill -s 0 $PPID); echo $?")
    #expect(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "159")
    #expect(outcome.exitStatus == 0)
    #expect(!outcome.signalledUnwrap, "the program itself ended normally")
  }

  /// The program signals itself, its own process group and what it started as before.
  @Test func theProgramStillSignalsItsOwnProcesses() throws {
    let outcome = try Self.run(
      "sleep 5 & kill -s TERM $! && wait $!; echo \"child $?\"; kill -s 0 $$ && kill -s 0 0 && echo own"
    )
    #expect(outcome.standardOutput == "child 143\nown\n", "\(outcome)")
    #expect(outcome.exitStatus == 0)
    #expect(!outcome.signalledUnwrap)
  }
}
