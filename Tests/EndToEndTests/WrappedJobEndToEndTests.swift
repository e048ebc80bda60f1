import Foundation
import TestSupport
import Testing
import UnwrapKit

/// unwrap started by a wrapper script, in one job of an interactive shell: Ctrl-Z must stop the
/// whole job, so the shell takes its terminal back, and `fg` must let unwrap go on. A key read in
/// raw mode stopped unwrap alone, so the wrapper ran on and the shell never saw the job stop; and
/// Ctrl-Z while an answer was judged stopped unwrap a second time (SIGTTOU, putting the terminal's
/// modes back after the shell had taken it), so after `fg` the session hung.
@Suite(
  .waitsOnProcesses,
  .serialized,
  .enabled(
    if: ["/bin/bash", "/usr/bin/setsid", "/usr/bin/perl"].allSatisfy(
      FileManager.default.isExecutableFile(atPath:)),
    "needs bash, setsid and perl for a shell with job control"))
struct WrappedJobEndToEndTests {
  /// An interactive bash that owns the pseudo-terminal (`setsid --ctty`), with a wrapper script
  /// beside the data folder that runs its arguments and then says how they ended.
  func shell(_ unwrap: UnwrapBinary, environment: [String: String] = [:]) throws -> (
    PseudoTerminal, wrapper: String
  ) {
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let wrapper = unwrap.dataDirectory.appendingPathComponent("wrapper.sh")
    try "\"$@\"\necho \"wrapper saw $?\"\n".write(to: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper.path, 0o755)
    // The test process's threads block most signals, and a process started from one keeps that
    // mask: a shell started so waits for ever for a stopped job, and a wrapper ignores Ctrl-Z. Perl
    // clears the mask first, as a terminal emulator starts its shell with none blocked.
    let clearMask = "sigprocmask(SIG_SETMASK, POSIX::SigSet->new); exec @ARGV or die"
    let terminal = try PseudoTerminal(
      [
        "-MPOSIX", "-e", clearMask, "/usr/bin/setsid", "--ctty", "--wait", "/bin/bash", "--norc",
        "--noprofile", "-i",
      ],
      dataDirectory: unwrap.dataDirectory, rows: 40, columns: 100,
      environment: environment.merging(["PS1": "shell> "]) { $1 },
      program: URL(fileURLWithPath: "/usr/bin/perl"))
    return (terminal, wrapper.path)
  }

  @Test func ctrlZAtARawPromptStopsTheWholeJobAndFgGoesOn() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (terminal, wrapper) = try shell(unwrap)
    defer { terminal.end() }
    #expect(terminal.waitFor("shell> "), "\(terminal.output)")
    terminal.type("\(wrapper) \(UnwrapBinary.executable.path) challenge\r")
    #expect(terminal.waitFor("q quit] ›"), "\(terminal.output)")
    terminal.type("\u{1A}")
    #expect(terminal.waitFor("Stopped"), "the shell never saw the job stop: \(terminal.output)")
    terminal.type("fg\r")
    #expect(terminal.waitFor("q quit] ›", count: 2), "the prompt was not drawn again")
    terminal.type("\u{03}")
    #expect(terminal.waitFor("wrapper saw 130"), "\(terminal.output)")
    terminal.type("exit\r")
  }

  @Test func ctrlZWhileAnAnswerIsJudgedStopsTheJobAndFgFinishesTheJudging() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (terminal, wrapper) = try shell(
      unwrap, environment: ["SWIFTC": FailingCompiler.stalledPath])
    defer { terminal.end() }
    #expect(terminal.waitFor("shell> "), "\(terminal.output)")
    terminal.type("\(wrapper) \(UnwrapBinary.executable.path) challenge\r")
    // 2026-04-01's challenge: two questions to skip, then Free Coding.
    #expect(terminal.waitFor("(1/10)"), "\(terminal.output)")
    terminal.type("s\r")
    #expect(terminal.waitFor("(2/10)"), "\(terminal.output)")
    terminal.type("s\r")
    #expect(terminal.waitFor("Free Coding (3/10)"), "\(terminal.output)")
    terminal.type("func f() {}\r.\r")
    #expect(terminal.waitFor("Checking…"), "\(terminal.output)")
    terminal.type("\u{1A}")
    #expect(terminal.waitFor("Stopped"), "the shell never saw the job stop: \(terminal.output)")
    terminal.type("fg\r")
    #expect(
      terminal.waitFor("wrapper saw 69", timeout: 20), "unwrap did not go on: \(terminal.output)")
    terminal.type("exit\r")
  }
}
