import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// A console on a terminal of a chosen size, paging as `StandardConsole` does (through a
/// `PagedScreen`) with Enter pressed at every pager prompt, and answers from a script. What is
/// written is cut into the screens the learner sees at each key: each must fit the terminal, or
/// its first rows scrolled away before they could be read.
final class PagingConsole: Console {
  let terminal: FakePagerTerminal
  private var answers: [String]
  /// A key read in the pager ends a screen: what the learner saw while asked for it.
  private lazy var screen = PagedScreen(
    read: { [terminal] in
      terminal.keyPressed()
      return terminal.read()
    }, size: { [terminal] in terminal.size }, output: terminal.write)

  init(rows: Int, columns: Int, answers: [String]) {
    terminal = FakePagerTerminal(rows: rows, columns: columns)
    self.answers = answers
  }

  func write(_ text: String) { screen.write(text) }
  func writeError(_ text: String) { write(text) }
  func page(_ text: PagedText) { screen.page(text) }

  /// The answer is typed on the prompt's row; the next screen starts on the row after it.
  func readLine(prompt: String) -> String? {
    write(prompt)
    terminal.keyPressed()
    screen.keyPressed()
    guard !answers.isEmpty else { return nil }
    return answers.removeFirst()
  }

  /// Every screen's rows at this terminal's width.
  var screenRows: [Int] {
    terminal.screens.map { FakePagerTerminal.rows($0, columns: terminal.size.columns) }
  }
}

/// The Learn screens at small terminals: the lesson's P.S. and an all-at-once review's statements
/// are paged, so nothing scrolls away unseen, and the question is on screen at its prompt.
@Suite struct LearnScreenPagingTests {
  static func run(
    _ slug: String, reviewOnly: Bool, rows: Int, columns: Int, answers: [String], seed: UInt64 = 1,
    summary: Bool = false
  ) throws -> PagingConsole {
    let library = try ContentLibrary.builtIn()
    let console = PagingConsole(rows: rows, columns: columns, answers: answers)
    let ui = TerminalLearnUI(
      console: console, style: Style(enabled: false),
      width: TerminalCapabilities.readableWidth(columns), codeColumns: columns,
      terminalColumns: { columns })
    let coordinator = LearnCoordinator(
      library: library, store: InMemoryProgressStore(), clock: FixedClock(Day("2025-03-10")!),
      random: SeededGenerator(seed: seed), interface: ui)
    let ending = try coordinator.run(section: try library.section(slug), reviewOnly: reviewOnly)
    // The summary after the review, as `unwrap learn` shows it.
    if summary, case .finished(let summary) = ending { ui.show(.summary(summary)) }
    return console
  }

  /// At 24×80, 12×30 and 8×30: every screen of the review fits, the verdict after the answer
  /// too, `l` lists the statements again the same way, and the screen at each "Which are true?"
  /// prompt shows the question.
  @Test(arguments: [(24, 80), (12, 30), (8, 30)])
  func aMultipleSelectionReviewIsPagedWithTheQuestionAtThePrompt(rows: Int, columns: Int) throws {
    let console = try Self.run(
      "protocol-oriented-programming", reviewOnly: true, rows: rows, columns: columns,
      answers: ["l", "1 4"])
    let screens = Array(zip(console.terminal.screens, console.screenRows))
    #expect(screens.count > 4, "paged: \(console.terminal.screens)")
    for (screen, height) in screens {
      #expect(height <= rows, "\(height) rows at \(rows)×\(columns):\n\(screen)")
    }
    let atPrompts = console.terminal.screens.filter { $0.contains("Which are") }
    #expect(atPrompts.count == 2)
    for screen in atPrompts {
      #expect(screen.contains("Review Select every"), "\(screen)")
      #expect(screen.contains("l list again"), "\(screen)")
    }
    let listings = console.terminal.output.components(separatedBy: " 12. ").count - 1
    #expect(listings == 3, "listed, listed again, and the verdict")
  }

  /// At 10×25 the P.S. is paged with the end of the lesson still on screen counted: no screen is
  /// taller than the terminal.
  @Test func thePostscriptIsPagedWithTheEndOfTheLesson() throws {
    let console = try Self.run(
      "protocol-extensions", reviewOnly: false, rows: 10, columns: 25, answers: ["s"])
    #expect(console.terminal.output.contains("P.S."))
    for (screen, height) in zip(console.terminal.screens, console.screenRows) {
      #expect(height <= 10, "\(height) rows:\n\(screen)")
    }
  }

  /// `unwrap learn variables` at 12×30, the review skipped: the summary, the badge and the activity
  /// the lesson earned take 14 rows, so they are paged from the summary's rule on, with a row left
  /// under the last part for the shell's prompt. Written whole, their first rows scrolled away.
  @Test func theSummaryAndWhatTheSessionEarnedArePagedToFit() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { 30 }
    let console = PagingConsole(rows: 12, columns: 30, answers: ["s"])
    #expect(try unwrap.run(["learn", "variables"], on: console) == 0)
    let screens = console.terminal.screens
    for (screen, height) in zip(screens, console.screenRows) {
      #expect(height <= 12, "\(height) rows at 12×30:\n\(screen)")
    }
    let first = try #require(screens.firstIndex { $0.contains("Review skipped") }, "\(screens)")
    #expect(screens[first].contains(String(repeating: "─", count: 30)), "\(screens[first])")
    let prompt = Pager.prompt(columns: 30, in: TerminalLearnUI.summaryPrompts)
    #expect(screens[first].hasSuffix(prompt), "\(screens[first])")
    let last = try #require(screens.last)
    #expect(last.contains("◆ Unlocked: Review"), "\(last)")
    #expect(console.screenRows.last ?? 12 < 12, "no row left for the shell:\n\(last)")
  }

  /// A wrong answer's verdict explains all twelve statements (some 120 rows at 80 columns), so it
  /// is paged as the statements are: at 24×80 the screen after the answer shows its first rows
  /// and the pager's prompt, no screen is taller than the terminal, and the last has the end of
  /// the verdict and the summary with a row left for the shell's prompt. Piped, it is whole.
  @Test func aWrongAnswersVerdictIsPagedFromItsFirstRow() throws {
    let (rows, columns) = (24, 80)
    let console = try Self.run(
      "protocol-oriented-programming", reviewOnly: true, rows: rows, columns: columns,
      answers: ["1"], summary: true)
    let screens = console.terminal.screens
    let first = try #require(screens.firstIndex { $0.contains("✗ Not quite") }, "\(screens)")
    #expect(screens[first].contains("✗ 1. ") || screens[first].contains("✓ 1. "))
    let prompt = Pager.prompt(columns: columns, in: TerminalLearnUI.verdictPrompts)
    #expect(screens[first].hasSuffix(prompt), "\(screens[first])")
    #expect(screens.count > first + 2, "paged: \(screens[first...])")
    for (screen, height) in zip(screens, console.screenRows) {
      #expect(height <= rows, "\(height) rows at \(rows)×\(columns):\n\(screen)")
    }
    let last = try #require(screens.last)
    #expect(last.contains(" 12. ") && last.contains("the review needs 12"), "\(last)")
    #expect(console.screenRows.last ?? rows < rows, "no row left for the shell:\n\(last)")

    let piped = ScriptedConsole(input: "1\n")
    let ui = TerminalLearnUI(console: piped, style: Style(enabled: false), width: 80)
    let library = try ContentLibrary.builtIn()
    _ = try LearnCoordinator(
      library: library, store: InMemoryProgressStore(), clock: FixedClock(Day("2025-03-10")!),
      random: SeededGenerator(seed: 1), interface: ui
    ).run(section: try library.section("protocol-oriented-programming"), reviewOnly: true)
    #expect(piped.output.contains(" 12. ") && !piped.output.contains("Enter"), "\(piped.output)")
  }
}
