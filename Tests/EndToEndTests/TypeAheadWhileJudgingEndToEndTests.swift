import Foundation
import TestSupport
import Testing
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keys typed while a Free Coding answer is judged, at a real (pseudo) terminal: the terminal stays
/// in its own line mode with its echo off, so a line typed then is not written under `Checking…`
/// (where the erase before the verdict, which clears one row, left it on screen) but drawn by the
/// next prompt, which takes it; and the modes come back however unwrap leaves the judging.
@Suite(.waitsOnProcesses, .serialized) struct TypeAheadWhileJudgingEndToEndTests {
  /// `practice free-coding --seed 5` with a compiler that takes a second more than `swiftc`,
  /// its answer given and being judged, with the terminal's modes from before unwrap changed them.
  static func judging(
    _ unwrap: UnwrapBinary, swiftc: String
  ) throws -> (PseudoTerminal, before: [UInt64]) {
    _ = try PracticeEndToEndTests().everythingRead(unwrap)
    let terminal = try PseudoTerminal(
      ["practice", "free-coding", "--seed", "5"], dataDirectory: unwrap.dataDirectory,
      environment: ["SWIFTC": swiftc])
    let before = terminal.modes()
    #expect(terminal.waitFor("› "), "\(terminal.output)")
    terminal.type("print(1)\r")
    #expect(terminal.waitFor("… "), "\(terminal.output)")
    terminal.type(".\r")
    #expect(terminal.waitFor("Checking…"), "\(terminal.output.suffix(300))")
    #expect(terminal.isCanonical, "judged in the terminal's own line mode")
    return (terminal, before)
  }

  /// A `swiftc` that waits a second, then runs the real one.
  static func slowCompiler(beside unwrap: UnwrapBinary) throws -> URL {
    let swiftc = try #require(SwiftToolchain.find()).swiftc
    let slow = unwrap.dataDirectory.deletingLastPathComponent()
      .appendingPathComponent("slow-swiftc-\(UUID().uuidString)")
    try "#!/bin/sh\nsleep 1\nexec '\(swiftc)' \"$@\"\n".write(
      to: slow, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: slow.path)
    return slow
  }

  /// `h` and Enter typed under `Checking…`: nothing is written there, so the notice is erased
  /// whole, and the `h` reaches the retry's prompt, which draws it and shows the hint.
  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func aLineTypedWhileJudgingIsNotEchoedAndReachesTheNextPrompt() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let slow = try Self.slowCompiler(beside: unwrap)
    defer { try? FileManager.default.removeItem(at: slow) }
    let (terminal, before) = try Self.judging(unwrap, swiftc: slow.path)
    defer { terminal.end() }
    #expect(!terminal.echoes, "the terminal echoes keys typed while judging")
    terminal.type("h\r")
    #expect(terminal.waitFor("Hint: "), "\(terminal.output.suffix(600))")
    let output = terminal.output
    #expect(output.contains("Checking…\r\u{1B}[K"), "\(output.suffix(600).debugDescription)")
    let verdict = try #require(output.range(of: "Checking…"))
    let hint = try #require(output.range(of: "Hint: "))
    #expect(
      output[verdict.upperBound..<hint.lowerBound].contains("› h\r"),
      "the retry's prompt took the h: \(output[verdict.upperBound...].debugDescription)")
    terminal.type("\u{04}")
    #expect(terminal.waitForExit() == 4, "\(terminal.output.suffix(600))")
    #expect(terminal.modes() == before, "the terminal is left as it was found")
  }

  /// A signal while judging ends unwrap with the echo back on; Ctrl-Z gives the shell the
  /// terminal as it was, and `fg` turns the echo off again until the verdict.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/stat"),
      "needs /proc to see whether a process is stopped"),
    arguments: [SIGINT, SIGTERM, SIGTSTP])
  func theModesComeBackWhenJudgingIsInterrupted(signal: Int32) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (terminal, before) = try Self.judging(unwrap, swiftc: FailingCompiler.slowPath)
    defer { terminal.end() }
    #expect(!terminal.echoes, "the terminal echoes keys typed while judging")
    let pid = terminal.process.processIdentifier
    kill(pid, signal)
    guard signal == SIGTSTP else {
      #expect(terminal.waitForExit(timeout: 10) == 128 + signal, "\(terminal.output)")
      #expect(terminal.modes() == before, "the terminal is left as it was found")
      return
    }
    let waitUntil = SuspendAndEditorEndToEndTests.waitUntil(seconds:_:)
    #expect(waitUntil(5) { SuspendAndEditorEndToEndTests.state(of: pid) == "T" }, "not stopped")
    #expect(terminal.modes() == before, "the shell got the terminal without its echo")
    kill(pid, SIGCONT)
    #expect(waitUntil(5) { !terminal.echoes || !terminal.process.isRunning }, "echo left on")
    // The slow compiler fails at no line: the session ends as with a broken toolchain.
    #expect(terminal.waitForExit(timeout: 10) == 69, "\(terminal.output)")
    #expect(terminal.modes() == before, "the terminal is left as it was found")
  }
}
