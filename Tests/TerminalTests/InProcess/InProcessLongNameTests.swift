import ArgumentParser
import Testing
import UnwrapKit

@testable import unwrap

/// A 5,000-character name is quoted back by its start with `…` in every message that echoes one
/// (`EchoedInput`), never repeated in full: unknown sections, activities, questions, glossary
/// searches, commands, and the arguments ArgumentParser's own messages quote.
@Suite struct InProcessLongNameTests {
  static let long = String(repeating: "a", count: 5000)
  static let shown = String(repeating: "a", count: EchoedInput.limit) + "…"

  @Test(arguments: [
    ["learn", long], ["practice", long], ["content", "show", long],
    ["content", "show", "review", "--id", long], ["glossary", long],
    ["content", "check-answer", long], ["content", "validate", "--compile", "--section", long],
  ])
  func anUnknownNameIsQuotedByItsStart(_ arguments: [String]) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(arguments)
    #expect(result.status != 0)
    #expect(result.error.contains("\"\(Self.shown)\""), "\(result.error.prefix(300))")
    #expect(result.error.count < 400, "\(result.error.prefix(300))")
  }

  @Test func anUnwrapDateIsQuotedByItsStart() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    #expect(throws: PinnedDateError.self) {
      try unwrap.run(["status"], environment: ["UNWRAP_DATE": Self.long])
    }
    let error = #expect(throws: PinnedDateError.self) {
      try AppContext.clock(environment: ["UNWRAP_DATE": Self.long])
    }
    #expect(
      error?.description.contains("not \(Self.shown).") == true, "\(String(describing: error))")
  }

  @Test func anUnknownCommandIsQuotedByItsStart() throws {
    for message in [
      Unwrap.unknownSubcommandMessage([Self.long]),
      Unwrap.unknownHelpTopicMessage(["help", Self.long]),
    ] {
      let text = try #require(message)
      #expect(text.contains("\"\(Self.shown)\" is not an unwrap command"), "\(text.prefix(300))")
      #expect(text.count < 200)
    }
  }

  @Test(arguments: [
    ["learn", "variables", long], ["review", "--limit", long], ["--seed=\(long)", "learn"],
  ])
  func anArgumentArgumentParserQuotesIsShortenedToo(_ arguments: [String]) {
    do {
      _ = try Unwrap.parseAsRoot(arguments)
      Issue.record("\(arguments.map { $0.prefix(20) }) was accepted")
    } catch {
      let message = Unwrap.shorteningLongArguments(
        in: Unwrap.fullMessage(for: error), arguments: arguments)
      #expect(message.contains("'\(Self.shown)'"), "\(message.prefix(300))")
      #expect(!message.contains(Self.long), "\(message.prefix(300))")
    }
  }
}
