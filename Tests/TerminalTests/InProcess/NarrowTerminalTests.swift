import Foundation
import Testing

@testable import UnwrapKit
@testable import UnwrapRendering
@testable import unwrap

/// The screens an audit found wider than a 40-column terminal, run in process at 40 columns
/// (`COLUMNS`, as for a pipe): no line wider than the terminal in display columns, so the terminal
/// never wraps one itself and cuts a word; commands and paths kept whole.
@Suite struct NarrowTerminalTests {
  static let narrow = ["COLUMNS": "40"]

  /// Every line of `text` fits in `width` display columns (emoji and CJK take two).
  static func expectFits(
    _ text: String, _ what: String, width: Int = 40,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(
        Style.visibleWidth(String(line)) <= width,
        "\(what): \(Style.visibleWidth(String(line))) columns: \(line)",
        sourceLocation: sourceLocation)
    }
  }

  /// `command` is shown whole on one line of `text`: a command a learner copies is never split.
  static func expectWhole(
    _ command: String, in text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      text.split(separator: "\n").contains { $0.contains(command) },
      "\(command) is split or missing:\n\(text)", sourceLocation: sourceLocation)
  }

  /// The home screen's rows and its Next line, and review's Meanwhile (the same next step), at
  /// 40 and 60 columns.
  @Test(arguments: [40, 60])
  func theHomeScreenKeepsEachCommandWhole(width: Int) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let columns = ["COLUMNS": "\(width)"]
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let home = try unwrap.run([], environment: columns)
    Self.expectFits(home.output, "unwrap", width: width)
    Self.expectWhole("unwrap challenge", in: home.output)
    Self.expectWhole("unwrap exercises", in: home.output)
    Self.expectWhole("unwrap learn strings-and-integers", in: home.output)
    let review = try unwrap.run(["review"], environment: columns)
    Self.expectFits(review.output, "unwrap review", width: width)
    Self.expectWhole("unwrap learn strings-and-integers", in: review.output)
  }

  /// The lists of sections and activities name the command to run next: never split, so no line
  /// ends in `unwrap` or `unwrap learn` with the rest below.
  @Test(arguments: [40, 60])
  func theListsKeepEachCommandWhole(width: Int) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let columns = ["COLUMNS": "\(width)"]
    let fresh = try unwrap.run(["practice"], environment: columns)
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let learn = try unwrap.run(["learn"], environment: columns)
    let practice = try unwrap.run(["practice"], environment: columns)
    for (name, text) in [
      ("practice", fresh.output), ("learn", learn.output), ("practice", practice.output),
    ] {
      Self.expectFits(text, name, width: width)
      // A command cut where it would have fitted whole on the next line (a slug longer than the
      // room cannot be kept whole).
      let lines = text.split(separator: "\n").map(String.init)
      let split = zip(lines, lines.dropFirst()).filter { line, next in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard
          let end = ["unwrap learn", "unwrap practice", "unwrap"].first(where: trimmed.hasSuffix)
        else { return false }
        let indent = next.prefix { $0 == " " }.count
        let rest = next.dropFirst(indent).split(separator: " ").first ?? ""
        return indent + end.count + 1 + rest.count <= width
      }.map(\.0)
      #expect(split.isEmpty, "a command split in \(name) at \(width):\n\(text)")
    }
    Self.expectWhole("unwrap learn variables)", in: fresh.output)
    Self.expectWhole("unwrap practice <activity>", in: fresh.output)
    Self.expectWhole("unwrap learn variables", in: learn.output)
  }

  /// The end of a lesson: the review to take again, the Next line and the activity it unlocked.
  @Test(arguments: [40, 60])
  func theLearnSummaryKeepsEachCommandWhole(width: Int) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let columns = ["COLUMNS": "\(width)"]
    let ended = try unwrap.run(
      ["learn", "variables", "--seed", "1"], input: "\nt\nq\n", environment: columns)
    let first = try #require(ended.output.range(of: "Review ended"), "\(ended.output)")
    let summary = String(ended.output[first.lowerBound...])
    Self.expectFits(summary, "the learn summary, ended", width: width)
    Self.expectWhole("unwrap learn variables --review", in: summary)
    Self.expectWhole("unwrap learn strings-and-integers", in: summary)
    Self.expectWhole("unwrap practice review", in: summary)
    let skipped = try unwrap.run(["learn", "constants"], input: "s\n", environment: columns)
    let second = try #require(skipped.output.range(of: "Review skipped"), "\(skipped.output)")
    let skippedSummary = String(skipped.output[second.lowerBound...])
    Self.expectFits(skippedSummary, "the learn summary, skipped", width: width)
    Self.expectWhole("unwrap learn constants --review", in: skippedSummary)
    Self.expectWhole("unwrap learn type-annotations", in: skippedSummary)
    Self.expectWhole("unwrap practice tap-to-code", in: skippedSummary)
  }

  /// A challenge left before its first answer, and one run again: the command each names is whole.
  @Test(arguments: [40, 60])
  func theChallengeMessagesKeepEachCommandWhole(width: Int) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let columns = ["COLUMNS": "\(width)"]
    let open = try unwrap.run(["challenge"], input: "q\n", environment: columns)
    let left = try #require(open.output.range(of: "Nothing was answered"), "\(open.output)")
    let message = String(open.output[left.lowerBound...])
    Self.expectFits(message, "a challenge left unanswered", width: width)
    Self.expectWhole("(unwrap challenge)", in: message)
    _ = try unwrap.run(["challenge"], input: "s\nq\n", environment: columns)
    let again = try unwrap.run(["challenge"], environment: columns)
    Self.expectFits(again.output, "challenge, run again", width: width)
    Self.expectWhole("unwrap practice", in: again.output)
  }

  @Test func theChallengeHistoryWithNoChallengesFits() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let history = try unwrap.run(["challenge", "--history"], environment: Self.narrow)
    Self.expectFits(history.output, "challenge --history")
    #expect(history.output.contains("`unwrap challenge`."), "\(history.output)")
    #expect(history.output.contains("■ challenge, ▪ other activity,\n  · nothing"))
  }

  /// A full row puts its marks below the score; a finished and an early one both fit.
  @Test func theChallengeHistoryRowsFit() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var progress = LearnerProgress()
    let full = ChallengeResult(
      correct: 10, total: 10, skipped: 0, points: 500, endedEarly: false, marks: "✓✓✓✓✓✓✓✓✓✓")
    let early = ChallengeResult(
      correct: 1, total: 10, skipped: 3, points: 50, endedEarly: true, marks: "---✗✓✗")
    _ = progress.recordChallenge(full, on: Day("2026-03-31")!)
    _ = progress.recordChallenge(early, on: Day("2026-04-01")!)
    try unwrap.save(progress)
    let history = try unwrap.run(["challenge", "--history"], environment: Self.narrow)
    Self.expectFits(history.output, "challenge --history")
    #expect(
      history.output.contains(
        "  2026-03-31  10/10  500 points\n              ✓✓✓✓✓✓✓✓✓✓\n"), "\(history.output)")
    #expect(history.output.contains("1 finished, 1 ended early (not counted"))
    // At 80 columns a row stays on one line.
    let wide = try unwrap.run(["challenge", "--history"], environment: ["COLUMNS": "80"])
    #expect(wide.output.contains("  2026-03-31  10/10  500 points  ✓✓✓✓✓✓✓✓✓✓\n"))
  }

  @Test func theChallengeSummaryFits() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    // Skipped, then quit: the summary says it ended early, its longest line.
    let challenge = try unwrap.run(["challenge"], input: "s\nq\n", environment: Self.narrow)
    let summary = try #require(challenge.output.range(of: "Daily challenge 2026-04-01"))
    let shown = String(challenge.output[summary.lowerBound...])
    Self.expectFits(shown, "the challenge's summary")
    #expect(shown.contains("ended early, so\nit does not count towards badges\n"), "\(shown)")
    #expect(shown.contains("\nShare it with: unwrap challenge --share\n"), "\(shown)")
  }

  @Test func theGlossaryListAndAnEntryFit() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let list = try unwrap.run(["glossary"], environment: Self.narrow)
    Self.expectFits(list.output, "glossary")
    #expect(list.output.contains("terms. Look one up with:\nunwrap glossary <term>\n"))
    let entry = try unwrap.run(["glossary", "closure"], environment: Self.narrow)
    Self.expectFits(entry.output, "glossary closure")
    #expect(entry.output.contains("  Taught in Basic closures:\n  unwrap learn basic-closures\n"))
  }

  @Test func aCrashingExamplesLabelFits() {
    let block = LessonBlock.code(CodeBlock(code: "let x = [1][2]", role: .trap, continues: false))
    let shown = LessonRenderer(style: Style(enabled: false), width: 40).render(block, indent: "  ")
    Self.expectFits(shown, "a trap block")
    #expect(shown.hasPrefix("  ✗ This compiles, then crashes when it\n  runs:\n"), "\(shown)")
  }

  /// On a terminal an error is wrapped to its width, its path and command whole; to a pipe it
  /// stays one line, as it was written.
  @Test func anErrorIsWrappedOnlyOnATerminal() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.errorColumns = 40
    let here = FileManager.default.currentDirectoryPath
    let wrapped = try unwrap.run(["exercises", "list"])
    #expect(wrapped.status == 64)
    Self.expectFits(wrapped.error, "exercises list outside a workspace")
    let words = wrapped.error.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("neither \(here) nor a folder above it"), "\(wrapped.error)")
    // Where the lines break depends on the folder's path; the command is never split.
    #expect(
      wrapped.error.split(separator: "\n").contains { $0.contains("`unwrap exercises init`.") },
      "\(wrapped.error)")
    #expect(wrapped.error.split(separator: "\n").count > 2)
    unwrap.errorColumns = nil
    let piped = try unwrap.run(["exercises", "list"])
    #expect(piped.error.split(separator: "\n").count == 1, "\(piped.error)")
    #expect(piped.error.hasPrefix("unwrap: No exercise workspace here: neither \(here) nor"))
  }

  /// The other screens a learner meets, swept at 40 columns after some lessons and a challenge,
  /// and at 30 and 20, narrower than prose was once kept to: at a terminal that narrow, text is
  /// wrapped to its real width, so the terminal never wraps a line itself and cuts a word.
  @Test(
    arguments: [
      [], ["status"], ["badges"], ["learn"], ["practice"], ["review"], ["challenge", "--history"],
      ["glossary"],
    ], [20, 30, 40])
  func theOtherScreensFit(arguments: [String], width: Int) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var progress = LearnerProgress()
    for slug in ["variables", "strings-and-integers", "string-interpolation", "constants"] {
      _ = progress.markRead(slug, on: Day("2026-03-30")!)
    }
    _ = progress.recordChallenge(
      ChallengeResult(
        correct: 7, total: 10, skipped: 1, points: 350, endedEarly: false, marks: "✓✓✓✗✓✓-✓✓✗"),
      on: Day("2026-03-31")!)
    try unwrap.save(progress)
    let columns = ["COLUMNS": "\(width)"]
    let shown = try unwrap.run(arguments, environment: columns)
    let name = "unwrap \(arguments.joined(separator: " ")) at \(width)"
    Self.expectFits(shown.output, name, width: width)
    Self.expectFits(shown.error, "\(name) (errors)", width: width)
    // No word that fits is cut: each word the screen shows at 100 columns is whole as often here,
    // but for one wider than a line less its indent (a 37-letter slug) and the progress bar.
    let wide = try unwrap.run(arguments, environment: ["COLUMNS": "100"])
    // (The calendar shows fewer weeks when narrow: its dots are not words.)
    let counts = { (shown: String) in
      let text = shown.components(separatedBy: "The last").first ?? ""
      return
        text.split(whereSeparator: \.isWhitespace).reduce(into: [Substring: Int]()) {
          $0[$1, default: 0] += 1
        }
    }
    let narrow = counts(shown.output)
    for (word, count) in counts(wide.output)
    where Style.visibleWidth(String(word)) <= width - 6 && !word.contains("█") {
      #expect(narrow[word, default: 0] >= count, "\(name): \(word) cut:\n\(shown.output)")
    }
  }

  /// At 30 columns the commands the home screen and Learn's summary name are whole when they fit,
  /// and a longer one is split only between its words.
  @Test func atThirtyColumnsCommandsAreWholeWhenTheyFit() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let columns = ["COLUMNS": "30"]
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let home = try unwrap.run([], environment: columns)
    Self.expectFits(home.output, "unwrap", width: 30)
    Self.expectWhole("unwrap challenge", in: home.output)
    Self.expectWhole("unwrap exercises", in: home.output)
    Self.expectWhole("strings-and-integers", in: home.output)
    let skipped = try unwrap.run(["learn", "constants"], input: "s\n", environment: columns)
    // The lesson's code lines are whole to a pipe; the summary after it is wrapped.
    let start = try #require(skipped.output.range(of: "Review skipped"), "\(skipped.output)")
    let summary = String(skipped.output[start.lowerBound...])
    Self.expectFits(summary, "the learn summary", width: 30)
    Self.expectWhole("unwrap learn type-annotations", in: summary)
    Self.expectWhole("unwrap practice tap-to-code", in: summary)
  }
}
