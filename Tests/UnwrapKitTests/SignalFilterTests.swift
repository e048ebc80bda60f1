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

  /// Linux's kill takes any thread's id for the thread's whole process, and unwrap's threads are
  /// not known when the filter is made (Dispatch starts them later): a kill of any single process
  /// but the program's own is refused, by the kernel's signal scope (SignalScopeTests) or else by
  /// the filter, so one of the test process's threads cannot be reached. Refused, not fatal: the
  /// target may be the program's own fork.
  @Test func aThreadOfUnwrapCannotBeSignalled() throws {
    let outcome = try Self.run(
      """
      threads=0
      for task in $(ls /proc/$PPID/task); do
        [ "$task" = "$PPID" ] && continue
        threads=$((threads + 1))
        kill -s 0 "$task" 2>/dev/null && echo "signalled thread $task"
      done
      echo "threads $threads"
      """)
    #expect(!outcome.standardOutput.contains("signalled"), "\(outcome)")
    #expect(outcome.standardOutput.hasPrefix("threads "), "\(outcome)")
    #expect(outcome.standardOutput != "threads 0\n", "the test process has threads")
    #expect(outcome.exitStatus == 0)
    #expect(!outcome.signalledUnwrap)
  }

  /// What else reaches unwrap: SIGIO to the owner of a descriptor, where a thread's id names its
  /// process too (F_SETOWN), and unwrap's terminal, which the program shares: taking its foreground
  /// (TIOCSPGRP), becoming or leaving a controlling terminal (TIOCSCTTY, TIOCNOTTY), its line
  /// discipline (TIOCSETD). Each is refused before the kernel looks at the descriptor (standard
  /// input, /dev/null, which would say it is no terminal). The numbers are Linux's on x86-64 and
  /// ARM64 alike.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/perl"),
      "the probe makes the calls from Perl"))
  func ownerAndTerminalChangesAreRefused() throws {
    let thread = try #require(
      try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
        .first { $0 != String(getpid()) })
    let outcome = try Self.run(
      #"""
      /usr/bin/perl -e '
        fcntl(STDIN, 8, \#(thread)) or print "F_SETOWN $!\n";
        for my $request (0x5410, 0x540E, 0x5422, 0x5423) {
          my $argument = pack("i", 0);
          ioctl(STDIN, $request, $argument) or printf("%#x %s\n", $request, $!);
        }'
      """#)
    let refused = "Operation not permitted"
    #expect(
      outcome.standardOutput
        == "F_SETOWN \(refused)\n0x5410 \(refused)\n0x540e \(refused)\n0x5422 \(refused)\n"
        + "0x5423 \(refused)\n", "\(outcome)")
    #expect(!outcome.signalledUnwrap)
  }

  /// The program signals itself and its own process group as before. A process it started has a
  /// pid the filter cannot know: the program reaches it by pid only where the kernel confines its
  /// signals (SignalScopeTests), and through the group everywhere.
  @Test func theProgramStillSignalsItsOwnProcesses() throws {
    let outcome = try Self.run(
      """
      sleep 5 & child=$!
      kill -s 0 $child 2>/dev/null || echo refused
      kill -s 0 $$ && kill -s 0 0 && kill -s 0 -- -$$ && echo own
      trap '' TERM
      kill -s TERM 0
      wait $child; echo "child $?"
      """)
    let byPid = ProgramLimits.signalsStayWithTheProgram ? "" : "refused\n"
    #expect(outcome.standardOutput == byPid + "own\nchild 143\n", "\(outcome)")
    #expect(outcome.exitStatus == 0)
    #expect(!outcome.signalledUnwrap)
  }
}
