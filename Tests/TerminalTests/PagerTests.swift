import Testing
import UnwrapRendering

@testable import unwrap

/// A terminal for the pager: a size that a resize changes, keys from a script, and what is written
/// cut into screens, one for each time the learner pressed a key (what they saw at that key).
final class FakePagerTerminal {
  enum Step {
    case key(EditKey)
    case resize(rows: Int, columns: Int)
  }

  var size: (rows: Int, columns: Int)
  private var steps: [Step]
  private(set) var output = ""
  private(set) var screens = [""]
  private(set) var sizes: [(rows: Int, columns: Int)] = []

  init(rows: Int, columns: Int, steps: [Step] = []) {
    size = (rows, columns)
    self.steps = steps
    sizes = [size]
  }

  /// Pressing Enter as often as asked, unless the script says otherwise.
  func read() -> Pager.Input? {
    guard !steps.isEmpty else { return .key(.enter) }
    switch steps.removeFirst() {
    case .key(let key): return .key(key)
    case .resize(let rows, let columns):
      size = (rows, columns)
      return .resized
    }
  }

  func write(_ text: String) {
    output += text
    screens[screens.count - 1] += text
  }

  func keyPressed() {
    screens.append("")
    sizes.append(size)
  }

  var pager: Pager {
    Pager(read: read, size: { self.size }, write: write, paused: keyPressed)
  }

  /// The rows a screen's text takes at `columns` (its last row counted when something is on it).
  static func rows(_ screen: String, columns: Int) -> Int {
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.map { Pager.height(visible($0), columns: columns) }.reduce(0, +)
  }

  /// A line as it shows: after its last `\r`, without escapes.
  static func visible(_ line: Substring) -> Substring {
    let shown = line.split(separator: "\r", omittingEmptySubsequences: false).last ?? ""
    return Substring(TextWrapper.visibleText(String(shown)))
  }
}

/// The pager: parts that fit the screen with a row for its prompt, what is already on screen
/// counted, a resized window followed, and a recap under the last part.
@Suite struct PagerTests {
  static func numbered(_ count: Int) -> PagedText {
    PagedText(layout: { _ in (1...count).map { "line \($0)" } })
  }

  /// Paragraphs wrapped to the width they are laid out for, as a lesson's are.
  static var paragraphs: PagedText {
    PagedText(layout: { columns in
      (1...30).map { number in
        TextWrapper(width: TerminalCapabilities.readableWidth(columns ?? 80)).wrap(
          "Paragraph \(number) is a run of ordinary words that wraps at whatever width the"
            + " terminal has, so a narrower window makes it take more rows than a wide one.")
      }
    })
  }

  /// Each part leaves a row for the prompt; the last, with no prompt after it, may fill the screen.
  @Test func longTextIsCutIntoScreensEachWithARowForThePrompt() {
    let terminal = FakePagerTerminal(rows: 4, columns: 80)
    terminal.pager.show(Self.numbered(10))
    #expect(
      terminal.screens == [
        "line 1\nline 2\nline 3\n" + Pager.lessonPrompts[0],
        "\r\u{1B}[Kline 4\nline 5\nline 6\n" + Pager.lessonPrompts[0],
        "\r\u{1B}[Kline 7\nline 8\nline 9\nline 10",
      ])
    // A line wider than the terminal takes the rows it wraps onto.
    let wide = FakePagerTerminal(rows: 4, columns: 10)
    wide.pager.show(PagedText(layout: { _ in [String(repeating: "x", count: 25), "a\nb\nc"] }))
    #expect(wide.screens.first == String(repeating: "x", count: 25) + "\n--")
  }

  /// What is on screen since the last key (the end of a lesson above its P.S.) makes the first
  /// part shorter; a screen already full asks for a key before writing anything.
  @Test func rowsAlreadyOnScreenShortenTheFirstPart() {
    let terminal = FakePagerTerminal(rows: 5, columns: 80)
    terminal.pager.show(Self.numbered(6), used: 2)
    #expect(terminal.screens[0] == "line 1\nline 2\n" + Pager.lessonPrompts[0])
    let full = FakePagerTerminal(rows: 5, columns: 80)
    full.pager.show(Self.numbered(6), used: 5)
    #expect(full.screens[0] == Pager.lessonPrompts[0])
    #expect(full.screens[1].hasPrefix("\r\u{1B}[Kline 1\n"))
  }

  /// The last part leaves the rows of the prompt that follows; the recap (the question) is written
  /// under it only when the text took more than one screen, and after q too.
  @Test func theLastPartLeavesItsReserveAndTheRecapFollowsItWhenPaged() {
    var text = Self.numbered(4)
    text.recap = { _ in ["the question"] }
    text.reserve = { _ in 2 }
    let fits = FakePagerTerminal(rows: 6, columns: 80)
    fits.pager.show(text)
    #expect(fits.output == "line 1\nline 2\nline 3\nline 4")
    let paged = FakePagerTerminal(rows: 4, columns: 80)
    paged.pager.show(text)
    #expect(paged.screens.count == 2)
    #expect(paged.screens.last == "\r\u{1B}[Kline 4\nthe question")
    let quit = FakePagerTerminal(rows: 4, columns: 80, steps: [.key(.character("q"))])
    quit.pager.show(text)
    #expect(quit.output.hasSuffix("\r\u{1B}[Kthe question"), "\(quit.output)")
  }

  /// Resized from 24×100 to 10×40 at a prompt, the next part is laid out for 40 columns and fills
  /// at most 9 rows, going on from the start of the paragraph it had reached; and the prompt,
  /// which the terminal rewrapped, is cleared whole and drawn in the form that fits.
  @Test func aResizeLaysOutWhatIsLeftForTheNewSize() {
    let terminal = FakePagerTerminal(
      rows: 24, columns: 100, steps: [.resize(rows: 10, columns: 40), .key(.character(" "))])
    terminal.pager.show(Self.paragraphs)
    guard terminal.screens.count > 3 else {
      Issue.record("not paged: \(terminal.screens)")
      return
    }
    for (screen, size) in zip(terminal.screens, terminal.sizes).dropFirst() {
      #expect(size.rows == 10 && size.columns == 40)
      #expect(FakePagerTerminal.rows(screen, columns: 40) <= 10, "\(screen)")
      for line in screen.split(separator: "\n") {
        #expect(Style.visibleWidth(String(FakePagerTerminal.visible(line))) <= 40, "\(line)")
      }
    }
    let first = terminal.screens[0]
    let shown = first.split(separator: "\n").filter { $0.hasPrefix("Paragraph") }
    let reached = try? #require(shown.last?.split(separator: " ")[1])
    #expect(terminal.screens[1].contains("Paragraph \(reached ?? "")"), "\(terminal.screens[1])")
  }

  @Test func aPromptTheResizeWrappedIsClearedWhole() {
    let prompt = Pager.lessonPrompts[0]
    #expect(
      Pager.redraw(prompt, drawnAt: 80, as: Pager.lessonPrompts[1], at: 30)
        == "\u{1B}[1A\r\u{1B}[J" + Pager.lessonPrompts[1])
    #expect(
      Pager.redraw(Pager.lessonPrompts[1], drawnAt: 30, as: prompt, at: 80)
        == "\r\u{1B}[J" + prompt)
    let terminal = FakePagerTerminal(
      rows: 10, columns: 80, steps: [.resize(rows: 10, columns: 30), .key(.enter)])
    terminal.pager.show(Self.numbered(20))
    #expect(terminal.screens[0].hasSuffix(prompt + "\u{1B}[1A\r\u{1B}[J" + Pager.lessonPrompts[1]))
  }

  /// Cleared with \r and \e[K, which reach only its last row: a prompt that wrapped would stay. So
  /// at every width it takes one row with a column left for the cursor, shorter when narrow.
  @Test func thePagersPromptSaysQGoesToTheReviewAndFitsOneRowAtEveryWidth() {
    #expect(Pager.prompt(columns: 40) == "-- Enter for more · q for the review --")
    #expect(Pager.prompt(columns: 80) == Pager.prompt(columns: 40))
    #expect(Pager.prompt(columns: 30) == "-- Enter: more · q: review --")
    #expect(Pager.prompt(columns: 20) == "-- Enter · q --")
    for columns in 1...120 {
      #expect(Style.visibleWidth(Pager.prompt(columns: columns)) < max(columns, 1), "\(columns)")
    }
  }

  @Test func theStatementsPromptSaysQGoesToTheAnswerAndFitsOneRowAtEveryWidth() {
    let prompts = Pager.statementPrompts
    #expect(
      Pager.prompt(columns: 80, in: prompts) == "-- Enter for more statements · q to answer --")
    #expect(Pager.prompt(columns: 30, in: prompts) == "-- Enter: more · q: answer --")
    for columns in 1...120 {
      #expect(Style.visibleWidth(Pager.prompt(columns: columns, in: prompts)) < max(columns, 1))
    }
  }

  /// Rows are counted as they are written, each wrapped row too; a key starts the count again.
  @Test func theScreenCountsTheRowsWrittenSinceTheLastKey() {
    var tally = ScreenTally()
    tally.add("ab\n" + String(repeating: "x", count: 25) + "\n\u{1B}[1mpro", columns: 10)
    #expect(tally.used(columns: 10) == 5)
    tally.add("\rmpt", columns: 10)
    #expect(tally.used(columns: 10) == 5)
    #expect(ScreenTally().used(columns: 10) == 0)
  }
}
