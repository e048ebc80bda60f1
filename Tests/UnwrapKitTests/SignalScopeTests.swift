import Foundation
import Testing

@testable import UnwrapKit

/// A learner's program that runs as unwrap's user (unwrap is not root) could kill its run's
/// sentinel, which it finds in /proc, and then whatever it left running outlived a `kill -9` of
/// unwrap. The seccomp filter reads only numbers, and two calls pass it: a tgkill of the sentinel's
/// pid, and a kill of the program's first process group once the program has moved out of it
/// (leaving the sentinel alone there). The kernel's signal scope (`CUnwrapSystem/SignalScope.c`)
/// refuses both. Here unwrap is this test process, and the program runs as its user (root, which
/// the kernel would otherwise let signal anything: a stronger case than another user's).
@Suite(
  .enabled(
    if: ProgramLimits.signalsStayWithTheProgram,
    "the kernel cannot confine a program's signals (Landlock ABI 6, Linux 6.12)"),
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/perl")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/awk"),
    "the probes find the sentinel with awk and signal it from Perl"))
struct SignalScopeTests {
  /// A shell run as a learner's program is (with `ProgramLimits`), as unwrap's own user.
  static func run(_ script: String) throws -> ProcessOutcome {
    let runner = ProcessRunner(
      timeout: 10, limits: ProgramLimits(memoryBytes: 1 << 30, cpuSeconds: 20))
    return try runner.run("/bin/sh", ["-c", script], environment: .only(["PATH": "/usr/bin:/bin"]))
  }

  /// The sentinel, in the shell: the member of the program's group that the program did not start
  /// (it starts just after the program, so the probe waits for it).
  static let findTheSentinel = """
    for i in $(seq 50); do
      sentinel=$(awk -v g=$$ '$5 == g && $1 != g && $4 != g { print $1 }' \\
        /proc/[0-9]*/stat 2>/dev/null)
      [ -n "$sentinel" ] && break
      sleep 0.1
    done
    [ -n "$sentinel" ] || { echo "no sentinel"; exit 1; }
    """

  /// Perl that reports, for up to a second, whether process `$s` has died (a zombie: this test
  /// process reaps the sentinel only when the run ends).
  static let reportTheSentinel = #"""
    for (1 .. 50) {
      open(my $f, "<", "/proc/$s/stat") or last;
      my @fields = split(" ", (split(/\) /, <$f>))[1]);
      if ($fields[0] eq "Z") { print "sentinel killed\n"; exit 0 }
      select(undef, undef, undef, 0.02);
    }
    print "sentinel alive\n";
    """#

  /// Runs `attack`, Perl with the sentinel's pid in `$s`, then reports whether the sentinel died,
  /// and expects the attack refused and the sentinel alive.
  static func expectRefused(_ attack: String) throws {
    let outcome = try run(
      """
      \(findTheSentinel)
      exec /usr/bin/perl -e '
        my $s = $ARGV[0] + 0;
        \(attack)
        \(reportTheSentinel)' "$sentinel"
      """)
    #expect(
      outcome.standardOutput == "refused: Operation not permitted\nsentinel alive\n", "\(outcome)")
    #expect(!outcome.signalledUnwrap)
  }

  @Test func aTgkillOfTheSentinelIsRefused() throws {
    try Self.expectRefused(
      #"syscall(\#(Self.tgkill), $s, $s, 9) == 0 ? print("sent\n") : print("refused: $!\n");"#)
  }

  /// The program leaves its first group for a fork's, so the sentinel is that group's only member,
  /// and kills the group: a kill the filter allows, as the group was the program's own.
  @Test func aKillOfTheGroupTheSentinelWasLeftInIsRefused() throws {
    try Self.expectRefused(
      #"""
      my $group = getpgrp();
      pipe(my $wait, my $done);
      my $fork = fork();
      if ($fork == 0) { close($done); setpgrp(0, 0); <$wait>; exit 0 }
      select(undef, undef, undef, 0.01) until getpgrp($fork) == $fork;
      setpgrp(0, $fork) or die "setpgrp: $!";
      kill("-KILL", $group) ? print("sent\n") : print("refused: $!\n");
      """#)
  }

  /// Confined so, the program may signal what it started by pid (a learner's fork-and-kill demo,
  /// Foundation's `Process.terminate`), which the filter alone refuses, as the pid might be one of
  /// unwrap's threads. (Those stay out of reach: aThreadOfUnwrapCannotBeSignalled, in
  /// SignalFilterTests.)
  @Test func theProgramSignalsItsOwnChildByPid() throws {
    let outcome = try Self.run(
      """
      sleep 5 & child=$!
      kill -s TERM $child
      wait $child; echo "child $?"
      """)
    #expect(outcome.standardOutput == "child 143\n", "\(outcome)")
    #expect(outcome.exitStatus == 0)
    #expect(!outcome.signalledUnwrap)
  }

  /// tgkill's number, the same for Perl's `syscall`.
  static var tgkill: Int {
    #if arch(x86_64)
      return 234
    #else
      return 131
    #endif
  }
}
