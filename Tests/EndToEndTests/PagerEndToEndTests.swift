import Foundation
import Testing

/// A lesson longer than the terminal stops after each screen at a real (pseudo) terminal of 12
/// rows: Enter or Space shows the next part, q goes to the review; piped output is all at once.
@Suite(.waitsOnProcesses) struct PagerEndToEndTests {
  static let more = "-- Enter for more · q for the review --"
  static let review = "Press Enter to start the review"

  @Test func aLongLessonStopsAfterEachScreenUntilEnterOrSpaceAndQGoesToTheReview() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let terminal = try PseudoTerminal(
      ["learn", "variables", "--seed", "5"], dataDirectory: unwrap.dataDirectory, rows: 12,
      columns: 80)
    defer { terminal.end() }
    #expect(terminal.waitFor(Self.more), "\(terminal.output)")
    // It waits: nothing more is written until a key is pressed.
    Thread.sleep(forTimeInterval: 0.5)
    let firstPage = terminal.output
    #expect(firstPage.hasSuffix(Self.more), "\(firstPage)")
    #expect(!firstPage.contains(Self.review))
    #expect(firstPage.components(separatedBy: "\n").count <= 12, "one screen: \(firstPage)")
    #expect(firstPage.contains("Variables"))

    terminal.type(" ")
    #expect(terminal.waitFor(Self.more, count: 2), "Space shows the next part")
    terminal.type("\r")
    #expect(terminal.waitFor(Self.more, count: 3), "Enter shows the next part")
    #expect(!terminal.output.contains(Self.review))
    terminal.type("q")
    #expect(terminal.waitFor(Self.review), "q goes to the review: \(terminal.output)")
    let pages = terminal.output.components(separatedBy: Self.more).count - 1
    #expect(pages == 3, "nothing more of the lesson is shown after q")
    terminal.type("s\r")
    #expect(terminal.waitForExit() == 0, "\(terminal.output)")
  }

  /// At 30 columns (narrower than the 40 prose was once kept to) no line of the lesson is wider than
  /// the terminal, so the terminal never wraps one and cuts a word; the prompt takes one row (a
  /// shorter form), so clearing it (`\r`, `\e[K`) clears it all; and each screen, prompt and all,
  /// fits the terminal's rows.
  @Test func atThirtyColumnsTheLessonAndThePromptFitAndThePromptIsClearedWhole() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let terminal = try PseudoTerminal(
      ["learn", "variables", "--seed", "5"], dataDirectory: unwrap.dataDirectory, rows: 12,
      columns: 30)
    defer { terminal.end() }
    let clear = "\r\u{1B}[K"
    #expect(terminal.waitFor("-- "), "\(terminal.output)")
    terminal.type(" ")
    #expect(terminal.waitFor(clear), "\(terminal.output)")
    terminal.type(" ")
    #expect(terminal.waitFor(clear, count: 2), "\(terminal.output)")
    terminal.type("q")
    // (Its prompt wraps at 30 columns.)
    #expect(terminal.waitFor("Press Enter"), "q goes to the review: \(terminal.output)")
    let lesson = try #require(terminal.output.components(separatedBy: "Press Enter").first)
    // Each screen is what was written up to a prompt and its clearing.
    let screens = lesson.components(separatedBy: clear)
    #expect(screens.count >= 3, "\(lesson)")
    for (number, screen) in screens.dropLast().enumerated() {
      // The terminal sends each newline as \r\n, one Character to Swift.
      let lines = screen.components(separatedBy: "\r\n")
      #expect(lines.count <= 12, "screen \(number + 1) is taller than the terminal:\n\(screen)")
      for line in lines {
        #expect(line.count <= 30, "wider than the terminal (\(line.count)): \(line)")
      }
      let prompt = lines.last ?? ""
      #expect(
        prompt.hasPrefix("-- ") && prompt.count < 30, "one row, the cursor after it: \(prompt)")
    }
    terminal.type("s\r")
    // The summary with the badge and the activity the lesson earned takes 14 rows: paged too.
    #expect(terminal.waitFor("-- Enter: more --"), "\(terminal.output.suffix(400))")
    terminal.type("\r")
    #expect(terminal.waitForExit() == 0, "\(terminal.output)")
  }

  @Test func pipedOutputIsNotPaged() throws {
    let result = try UnwrapBinary.runOnce(["learn", "variables", "--seed", "5"], input: "s\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.output.contains(Self.more))
    #expect(result.output.contains(Self.review))
  }
}
