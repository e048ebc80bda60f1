import Foundation
import TestSupport
import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// A slow judging says `Checking…` on a terminal, erased before what follows it; a quick one, a pipe
/// and `TERM=dumb` get no escape. The auditor's case was a Free Coding answer that loops until the
/// run limit: 5 s of silence after its `.`.
@Suite struct InProcessCheckingTests {
  static let library = try? ContentLibrary.builtIn()
  static let erase = "\r\u{1B}[K"

  /// A compile that takes 1 s (then fails, ending the session as a broken toolchain does): on a
  /// terminal, `Checking…` is written after half a second, and erased before anything else.
  @Test func aSlowAnswerSaysCheckingOnATerminalAndErasesIt() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.toolchain = { SwiftToolchain(swiftc: FailingCompiler.slowPath, owner: $0) }
    unwrap.terminalColumns = { 80 }
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    // Seed 47 asks Free Coding's stepper first.
    let result = try unwrap.run(
      ["practice", "free-coding", "--seed", "47"],
      input: "func makeStepper(step: Int) -> () -> Int {\n    while true {}\n}\n.\n")
    #expect(result.status == 69, "\(result.error)")
    #expect(result.output.hasSuffix(".\nChecking…" + Self.erase), "\(result.output.suffix(300))")
  }

  /// Whether the judging outlasts the delay is all that decides: `work` waits here until the
  /// notice is drawn, so no test sleeps for it.
  func judged(_ notice: CheckingNotice, slow: Bool) throws -> String {
    let console = ScriptedConsole(input: "")
    let ui = TerminalPracticeUI(console: console, style: Style(enabled: false), width: 80)
    ui.checking = notice
    let verdict = ui.judging {
      let start = Date()
      while slow, !console.output.contains("Checking…"), Date().timeIntervalSince(start) < 5 {
        usleep(5_000)
      }
      return PracticeVerdict(isCorrect: true)
    }
    #expect(verdict.isCorrect)
    return console.output
  }

  @Test func theNoticeIsErasedOrLeftAsALineAndAQuickVerdictHasNone() throws {
    #expect(
      try judged(CheckingNotice(kind: .erased, delay: 0.01), slow: true) == "Checking…" + Self.erase
    )
    #expect(try judged(CheckingNotice(kind: .plainLine, delay: 0.01), slow: true) == "Checking…\n")
    #expect(try judged(CheckingNotice(kind: .erased), slow: false) == "")
  }

  /// A verdict that cannot be given (the toolchain failed) erases the notice too.
  @Test func aJudgingThatThrowsErasesTheNotice() {
    let console = ScriptedConsole(input: "")
    let ui = TerminalPracticeUI(console: console, style: Style(enabled: true), width: 80)
    ui.checking = CheckingNotice(kind: .erased, delay: 0.01)
    struct Failed: Error {}
    #expect(throws: Failed.self) {
      _ = try ui.judging {
        let start = Date()
        while !console.output.contains("Checking…"), Date().timeIntervalSince(start) < 5 {
          usleep(5_000)
        }
        throw Failed()
      }
    }
    #expect(console.output == Style(enabled: true).dim("Checking…") + Self.erase)
  }

  /// To a pipe or a file nothing; with `TERM=dumb`, a plain line, since the cursor cannot go back.
  /// Keys typed meanwhile are not echoed only where the line editor reads the next prompt and
  /// draws them (`TypeAheadWhileJudgingEndToEndTests`): the terminal's own plain line would not.
  @Test func whereTheNoticeIsShown() {
    func notice(output: Bool, input: Bool = true, environment: [String: String])
      -> CheckingNotice?
    {
      CheckingNotice(
        TerminalCapabilities.detect(
          noColorFlag: false, environment: environment, outputIsTerminal: output,
          inputIsTerminal: output && input, terminalColumns: 80, errorColumns: nil))
    }
    #expect(notice(output: false, environment: [:]) == nil)
    let xterm = notice(output: true, environment: ["TERM": "xterm"])
    #expect(xterm?.kind == .erased && xterm?.hidesTypedKeys == true)
    let dumb = notice(output: true, environment: ["TERM": "dumb"])
    #expect(dumb?.kind == .plainLine && dumb?.hidesTypedKeys == false)
    #expect(
      notice(output: true, input: false, environment: ["TERM": "xterm"])?.hidesTypedKeys == false)
  }
}
