import Foundation
import TestSupport
import Testing
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary at a real (pseudo) terminal: answers are edited with the arrows before they are
/// judged, the terminal's modes come back however unwrap ends, and long lessons are paged. One test
/// at a time: with the paste test beside them, two of four parallel runs timed out waiting for a
/// first screen, and one at a time none did in eight.
@Suite(.waitsOnProcesses, .serialized) struct LineEditorEndToEndTests {
  static let left = "\u{1B}[D"

  /// The first review answer for `variables` with seed 5, typed with a letter missing, then fixed
  /// by going back with ← and typing it: `tue ← ← r` for true, `fase ← ← l` for false.
  static func correctedAnswer() throws -> (typed: String, truth: String) {
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    return answers[1] == "t"
      ? ("tue" + left + left + "r", "true") : ("fase" + left + left + "l", "false")
  }

  /// `learn variables --seed 5` in a pseudo-terminal, at its first review question, with the
  /// terminal's modes from before unwrap changed them.
  static func atFirstReviewQuestion(_ unwrap: UnwrapBinary) throws -> (PseudoTerminal, [UInt64]) {
    let terminal = try PseudoTerminal(
      ["learn", "variables", "--seed", "5"], dataDirectory: unwrap.dataDirectory)
    let before = terminal.modes()
    #expect(terminal.waitFor("Press Enter to start the review"), "\(terminal.output)")
    #expect(!terminal.isCanonical, "the line editor reads keys one by one in raw mode")
    terminal.type("\r")
    #expect(terminal.waitFor("True or false?"), "\(terminal.output)")
    return (terminal, before)
  }

  @Test func anAnswerCorrectedWithTheArrowsIsJudgedAsCorrectedAndTheModesComeBack() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (terminal, before) = try Self.atFirstReviewQuestion(unwrap)
    defer { terminal.end() }
    let answer = try Self.correctedAnswer()
    terminal.type(answer.typed + "\r")
    #expect(terminal.waitFor("Right: it is \(answer.truth)."), "\(terminal.output)")
    #expect(!terminal.output.contains("^[[D"))
    // Ctrl-D on an empty line is the end of input, as before.
    #expect(terminal.waitFor("True or false?", count: 2), "\(terminal.output)")
    terminal.type("\u{04}")
    #expect(terminal.waitForExit() == 4, "exit code 4: input ended")
    #expect(terminal.output.contains("Input ended."))
    #expect(terminal.modes() == before, "the terminal is left as it was found")
  }

  /// A signal, or its key typed in raw mode (a byte, which unwrap turns into the same signal):
  /// Ctrl-C exits 130 and Ctrl-\ 131, as the signals do.
  @Test(arguments: [
    ("signal", "", SIGINT), ("Ctrl-C key", "\u{03}", SIGINT), ("signal", "", SIGTERM),
    ("Ctrl-\\ key", "\u{1C}", SIGQUIT),
  ])
  func theModesComeBackWhenInterruptedWhileEditing(how: String, key: String, signal: Int32) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let terminal = try PseudoTerminal(
      ["learn", "variables", "--seed", "5"], dataDirectory: unwrap.dataDirectory)
    defer { terminal.end() }
    let before = terminal.modes()
    #expect(terminal.waitFor("Press Enter to start the review"), "\(terminal.output)")
    terminal.type("half an ans")
    #expect(terminal.waitFor("half an ans"))
    #expect(!terminal.isCanonical, "raw mode is on while editing")
    if key.isEmpty {
      kill(terminal.process.processIdentifier, signal)
    } else {
      terminal.type(key)
    }
    let status = terminal.waitForExit(timeout: 10)
    #expect(status == 128 + signal, "\(how): \(terminal.output)")
    #expect(terminal.output.contains("Interrupted."))
    #expect(terminal.modes() == before, "\(how): the terminal is left as it was found")
  }

  /// A pasted line is drawn once per read, not once per key: 2,000 characters once wrote about
  /// 2 MB of redraws (16,000 took 26 s).
  @Test func aPastedLineIsDrawnOncePerReadNotOncePerKey() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (terminal, _) = try Self.atFirstReviewQuestion(unwrap)
    defer { terminal.end() }
    let before = terminal.output.utf8.count
    terminal.type(String(repeating: "x", count: 2_000) + "\r")
    #expect(terminal.waitFor("Answer t for true"), "\(terminal.output.suffix(300))")
    let written = terminal.output.utf8.count - before
    #expect(written < 300_000, "\(written) bytes written for one pasted line")
    terminal.type("\u{04}")
    #expect(terminal.waitForExit() == 4)
  }

  /// A resized window redraws the line at once, moving up the rows the terminal's rewrap put the
  /// cursor below the prompt's start: the 51-column prompt and 90 letters take two rows at 80
  /// columns and three at 50. Moving up only one (the rows at 80) left the prompt's first row on
  /// screen above the new drawing.
  @Test func aResizedWindowRedrawsTheLineFromThePromptsFirstRowAtTheNewWidth() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let terminal = try PseudoTerminal(
      ["learn", "variables", "--seed", "5"], dataDirectory: unwrap.dataDirectory, columns: 80)
    defer { terminal.end() }
    #expect(terminal.waitFor("Press Enter to start the review"), "\(terminal.output)")
    let letters = String(repeating: "x", count: 90)
    terminal.type(letters)
    #expect(terminal.waitFor(letters + "\r\u{1B}[61C"), "\(terminal.output.suffix(300))")
    let upTwo = "\u{1B}[2A\r\u{1B}[J"
    #expect(!terminal.output.contains(upTwo))
    terminal.resize(columns: 50)
    // The pseudo-terminal is not unwrap's controlling terminal, so the kernel sends no SIGWINCH.
    kill(terminal.process.processIdentifier, SIGWINCH)
    #expect(
      terminal.waitFor(upTwo + "Press Enter", timeout: 10), "\(terminal.output.suffix(300))")
    #expect(terminal.waitFor(letters + "\r\u{1B}[41C"), "the cursor after the letters at 50")
    terminal.type("y")
    #expect(terminal.waitFor(upTwo + "Press Enter", count: 2), "\(terminal.output.suffix(300))")
  }

  /// Keys typed while an answer is judged reach the terminal in its own line mode, and a Ctrl-D
  /// there ends the input at the next prompt. The line discipline keeps that Ctrl-D as a NUL byte,
  /// which raw mode read as a key of no use, so the prompt waited for ever: CI once timed out so
  /// when the paste test's Ctrl-D came just before its prompt. A compiler that takes a second
  /// holds the judging open long enough to type into.
  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func aCtrlDTypedWhileAnAnswerIsJudgedEndsTheInputAtTheNextPrompt() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let swiftc = try #require(SwiftToolchain.find()).swiftc
    let slow = unwrap.dataDirectory.deletingLastPathComponent()
      .appendingPathComponent("slow-swiftc-\(UUID().uuidString)")
    try "#!/bin/sh\nsleep 1\nexec '\(swiftc)' \"$@\"\n".write(
      to: slow, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: slow) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: slow.path)
    _ = try PracticeEndToEndTests().everythingRead(unwrap)
    let terminal = try PseudoTerminal(
      ["practice", "free-coding", "--seed", "5"], dataDirectory: unwrap.dataDirectory,
      environment: ["SWIFTC": slow.path])
    defer { terminal.end() }
    #expect(terminal.waitFor("› "), "\(terminal.output)")
    terminal.type("print(1)\r")
    #expect(terminal.waitFor("… "), "\(terminal.output)")
    terminal.type(".\r")
    let deadline = Date().addingTimeInterval(10)
    while !terminal.isCanonical && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    #expect(terminal.isCanonical, "the answer is being judged: \(terminal.output.suffix(300))")
    terminal.type("\u{04}")
    #expect(terminal.waitForExit() == 4, "\(terminal.output.suffix(600))")
    #expect(terminal.output.contains("Input ended before the session did."))
  }

  /// With `TERM=dumb` the terminal cannot move its cursor, so answers are read as plain lines (the
  /// terminal's own line discipline echoes and edits them) and unwrap writes no escape at all.
  @Test func aDumbTerminalReadsPlainLinesWithNoCursorMovement() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let terminal = try PseudoTerminal(
      ["learn", "variables", "--seed", "5"], dataDirectory: unwrap.dataDirectory, columns: 40,
      environment: ["TERM": "dumb"])
    defer { terminal.end() }
    #expect(terminal.waitFor("start the review"), "\(terminal.output)")
    #expect(terminal.isCanonical, "no raw mode: the terminal reads the line")
    terminal.type("\n")
    #expect(terminal.waitFor("True or false?"), "\(terminal.output)")
    terminal.type("\u{04}")
    #expect(terminal.waitForExit() == 4, "exit code 4: input ended")
    #expect(!terminal.output.contains("\u{1B}"), "\(terminal.output.debugDescription)")
  }
}
