import Foundation
import Testing

@testable import UnwrapKit

/// A program that reads unwrap's terminal (`/dev/tty`) or changes its settings is stopped by the
/// kernel (SIGTTIN, SIGTTOU), since it runs in a background process group; nothing continues it,
/// so before `ProcessRunner+TerminalStop` it sat until the time limit and was told it ran too long.
/// The test process may have no terminal, so here the shell stops itself with the same signal, as
/// the kernel would; `TerminalReadEndToEndTests` reads a real one. A stop by SIGSTOP or SIGTSTP,
/// as Ctrl-Z's hand-off makes, is continued, and must not end the program.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "no /bin/sh"))
struct TerminalStopTests {
  /// A shell run as a learner's program is (with `ProgramLimits`), with a limit the tests never
  /// reach when the stop is seen.
  static func run(_ script: String) throws -> ProcessOutcome {
    let runner = ProcessRunner(
      timeout: 10, limits: ProgramLimits(memoryBytes: 1 << 30, cpuSeconds: 20))
    return try runner.run("/bin/sh", ["-c", script], environment: .only(["PATH": "/usr/bin:/bin"]))
  }

  @Test(arguments: [("TTIN", SIGTTIN), ("TTOU", SIGTTOU)])
  func aStopForTheTerminalEndsTheProgramAtOnce(_ name: String, _ signal: Int32) throws {
    let outcome = try Self.run("echo before; kill -s \(name) $$; echo after")
    #expect(outcome.stoppedForTerminal == signal, "\(name): \(outcome)")
    #expect(!outcome.timedOut, "\(name): it sat until the time limit")
    #expect(!outcome.leftProcessesRunning)
    // What it printed before it stopped is kept.
    #expect(outcome.standardOutput == "before\n", "\(name): \(outcome)")
  }

  /// The shell stops itself as Ctrl-Z's hand-off would stop it; a fork of it waits until it is
  /// stopped, leaves it stopped long enough for the runner to see (a few of its looks), and
  /// continues it: it finishes as if nothing had happened.
  @Test(arguments: ["STOP", "TSTP"])
  func aStopThatIsContinuedIsNoReasonToEndTheProgram(_ name: String) throws {
    let outcome = try Self.run(
      """
      (
        while [ "$(sed 's/.*) //' /proc/$$/stat 2>/dev/null | cut -d' ' -f1)" != T ]; do :; done
        sleep 0.3
        kill -s CONT 0
      ) &
      kill -s \(name) $$
      wait
      echo went on
      """)
    #expect(outcome.standardOutput == "went on\n", "\(name): \(outcome)")
    #expect(outcome.exitStatus == 0, "\(name): \(outcome)")
    #expect(outcome.stoppedForTerminal == nil)
  }

  /// What the runner reports of a program it ended for the terminal.
  static func stopped(by signal: Int32) -> ProcessOutcome {
    var outcome = ProcessOutcome(
      exitStatus: nil, signal: SIGKILL, standardOutput: "", standardError: "",
      timedOut: false, outputLimitExceeded: false, seconds: 0.05)
    outcome.stoppedForTerminal = signal
    return outcome
  }

  static func verdict(stoppedBy signal: Int32) throws -> FreeCodingJudge.Verdict {
    try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(stopped(by: signal))])).judge(
      "import Glibc\nlet tty = open(\"/dev/tty\", O_RDONLY)\nvar byte: UInt8 = 0\n"
        + "_ = read(tty, &byte, 1)",
      question: ToolchainFailureVerdictTests.question(signature: nil))
  }

  /// Told what happened and what to do instead, not that it ran too long or crashed by signal 9;
  /// an exercise's check says the same.
  @Test func readingTheTerminalIsToldAsSuch() throws {
    let verdict = try Self.verdict(stoppedBy: SIGTTIN)
    #expect(verdict == .usedTerminal(reading: true))
    let words = FreeCodingVerdicts.explain(verdict)
    #expect(words.hasPrefix("Your program tried to read from the terminal"), "\(words)")
    #expect(words.contains("`readLine()` returns nil"), "\(words)")
    #expect(
      ExerciseReport.lines(for: verdict, source: "", file: "exercises/001-a.swift") == [words])
  }

  @Test func changingTheTerminalIsToldAsSuch() throws {
    let verdict = try Self.verdict(stoppedBy: SIGTTOU)
    #expect(verdict == .usedTerminal(reading: false))
    let words = FreeCodingVerdicts.explain(verdict)
    #expect(words.hasPrefix("Your program tried to change the terminal's settings"), "\(words)")
    // SIGTTOU also stops a write to /dev/tty when the terminal has `tostop` set (found by a review).
    #expect(words.contains("or to write to the terminal itself (`/dev/tty`)"), "\(words)")
    // A content sample that does it is reported the same way.
    #expect(
      CodeSampleChecker.describe(Self.stopped(by: SIGTTOU))
        == "it tried to use the terminal and was stopped")
  }
}
