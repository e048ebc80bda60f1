import Foundation
import Testing
import UnwrapKit

/// In raw mode Ctrl-Z is a byte, not a signal: unwrap stops itself as the signal would, gives the
/// shell its terminal back as it was, and on `fg` takes up raw mode again and redraws.
@Suite(
  .waitsOnProcesses,
  .serialized,
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/stat"),
    "needs /proc to see whether a process is stopped"))
struct CtrlZInRawModeEndToEndTests {
  /// Ctrl-Z, then a check that unwrap stopped with the original modes, then `fg` (SIGCONT) and a
  /// check that raw mode is back.
  func suspendAndContinue(_ terminal: PseudoTerminal, modes before: [UInt64]) {
    let pid = terminal.process.processIdentifier
    terminal.type("\u{1A}")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 5) {
        SuspendAndEditorEndToEndTests.state(of: pid) == "T"
      }, "Ctrl-Z did not stop unwrap")
    #expect(terminal.modes() == before, "the shell got the terminal in raw mode")
    kill(pid, SIGCONT)
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 5) { !terminal.isCanonical },
      "raw mode was not taken up again")
  }

  @Test func ctrlZAtAPromptStopsUnwrapAndTheAnswerGoesOnAfter() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (terminal, before) = try LineEditorEndToEndTests.atFirstReviewQuestion(unwrap)
    defer { terminal.end() }
    terminal.type("tr")
    suspendAndContinue(terminal, modes: before)
    #expect(terminal.waitFor("True or false?", count: 2), "the prompt was not drawn again")
    let answer = try LineEditorEndToEndTests.correctedAnswer()
    // What was typed before Ctrl-Z is kept: finish the word, or replace it.
    terminal.type(answer.truth == "true" ? "ue\r" : "\u{15}false\r")
    #expect(terminal.waitFor("Right: it is \(answer.truth)."), "\(terminal.output)")
    terminal.type("\u{03}")
    #expect(terminal.waitForExit(timeout: 10) == 130)
    #expect(terminal.modes() == before)
  }

  @Test func ctrlZInTheWatchScreenStopsUnwrapAndItRedrawsAfter() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let terminal = try open.watch()
    defer { terminal.end() }
    let before = terminal.modes()
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    suspendAndContinue(terminal, modes: before)
    #expect(terminal.waitFor("Not passed yet", count: 2), "the screen was not drawn again")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
    #expect(terminal.modes() == before)
  }

  /// Ctrl-Z typed while a check runs (read on the other thread) stops the learner's program with
  /// unwrap, and both go on with `fg`.
  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func ctrlZDuringACheckStopsTheLearnersProgramToo() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let (terminal, learner, started) = try open.watchALoopingCheck()
    defer { terminal.end() }
    defer { learner.killAll() }
    let state = SuspendAndEditorEndToEndTests.state(of:)
    let waitUntil = SuspendAndEditorEndToEndTests.waitUntil(seconds:_:)
    #expect(started, "the learner's program never started")
    guard let program = learner.running().first?.pid else { return }
    terminal.type("\u{1A}")
    #expect(
      waitUntil(5) { state(terminal.process.processIdentifier) == "T" }, "unwrap did not stop")
    #expect(waitUntil(2) { state(program) == "T" }, "the learner's program ran on")
    kill(terminal.process.processIdentifier, SIGCONT)
    #expect(waitUntil(5) { state(program) == "R" }, "the learner's program did not go on")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 20) == 0)
    #expect(learner.running().isEmpty)
  }
}
