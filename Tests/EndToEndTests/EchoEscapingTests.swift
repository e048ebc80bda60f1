import ContentSyntax
import Foundation
import Testing
import UnwrapKit

/// Whatever of the learner's unwrap prints back (piped answers it echoes, replies it did not
/// understand, glossary searches, unknown slugs and options) shows control characters escaped as
/// `\u{1B}`, never raw, so typed or pasted bytes cannot move the cursor, clear the screen or recolour
/// the terminal. With `--no-color`, unwrap writes no control character of its own but newline and tab.
@Suite struct EchoEscapingTests {
  /// Lines holding ESC sequences, BEL, CR, DEL and a C1 control, then a skip.
  static let hostileAnswers =
    Data(
      [
        "\u{1B}[2J\u{1B}[31mred\u{07}", "1 \u{1B}[2J", "\u{9B}2J\u{7F}\rover",
        "t\u{1B}]0;title\u{07}",
        "s",
      ].joined(separator: "\n").utf8) + Data("\n".utf8)

  /// Every kind of prompt: echoes in piped mode, and each reply quoted back when not understood.
  @Test(arguments: LearnerInputTests.sessions)
  func answersAreEchoedWithControlCharactersEscaped(session: LearnerInputTests.Session) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try LearnerInputTests.prepare(session.preparation, in: unwrap)
    let result = try unwrap.run(
      session.arguments + ["--no-color"], bytes: Self.hostileAnswers,
      environment: session.environment.merging(
        ["UNWRAP_COMPILE_TIMEOUT": "20", "UNWRAP_RUN_TIMEOUT": "2"]) { own, _ in own })
    #expect(!result.crashed, "\(result.error)")
    Self.expectNoRawControlCharacters(result)
    #expect(result.output.contains(#"\u{1B}[2J"#), "the echo is missing: \(result.output)")
  }

  @Test(arguments: [
    ["glossary", "\u{1B}[31mzz\u{07}"],
    ["glossary", "\u{1B}[2J", "\u{9B}31m"],
    ["learn", "\u{1B}[2Jvariables"],
    ["practice", "\u{1B}[2Jreview"],
    ["content", "show", "\u{1B}[2J"],
    ["content", "show", "review", "--id", "\u{1B}[2J"],
    ["content", "check-answer", "\u{1B}[2J"],
    ["learn", "--\u{1B}[2J"],
    ["learn", "variables", "\u{1B}[2J"],
  ])
  func whatTheLearnerTypedIsQuotedEscapedInMessages(arguments: [String]) throws {
    let result = try UnwrapBinary.runOnce(arguments + ["--no-color"])
    #expect(!result.crashed)
    #expect(result.status != 0)
    Self.expectNoRawControlCharacters(result)
    #expect(result.error.contains(#"\u{1B}[2J"#) || result.error.contains(#"\u{1B}[31m"#))
  }

  @Test func anEnvironmentValueIsQuotedEscaped() throws {
    let result = try UnwrapBinary.runOnce(
      ["status", "--no-color"], environment: ["UNWRAP_DATE": "\u{1B}[2J"])
    #expect(result.status == 64)
    Self.expectNoRawControlCharacters(result)
    #expect(result.error.contains(#"\u{1B}[2J"#), "\(result.error)")
  }

  @Test func theEditorCommandIsShownEscaped() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try LearnerInputTests.prepare(.readEverything, in: unwrap)
    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--no-color"], input: "s\ns\n",
      environment: ["VISUAL": "", "EDITOR": ": \u{1B}[2J; printf 'print(1)\\n' >>"])
    Self.expectNoRawControlCharacters(result)
    #expect(result.output.contains(#"Opening : \u{1B}[2J;"#), "\(result.output)")
  }

  static func expectNoRawControlCharacters(
    _ result: UnwrapBinary.Result, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (name, text) in [("output", result.output), ("error", result.error)] {
      let raw = text.unicodeScalars.filter {
        ControlCharacters.isControl($0.value) && $0 != "\n" && $0 != "\t"
      }
      #expect(
        raw.isEmpty, "raw \(raw.map { ControlCharacters.visible($0.value) }) in \(name): \(text)",
        sourceLocation: sourceLocation)
    }
  }
}
