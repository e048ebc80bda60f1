import Testing
import UnwrapRendering

@testable import UnwrapKit

/// The challenge history draws each day's marks from what they mean, so a hand-edited progress
/// file cannot send terminal escapes to the screen.
@Suite struct ChallengeHistoryViewTests {
  @Test func marksAreDrawnFromTheirMeaningNotCopied() {
    var progress = LearnerProgress()
    let day = Day("2026-04-01")!
    progress.challenges[day] = ChallengeResult(
      correct: 1, total: 4, skipped: 1, points: 50, endedEarly: true,
      marks: "✓\u{1B}[2J\u{1B}[31mEVIL\u{07}✗-")
    let lines = ChallengeHistoryView(style: Style(enabled: false), width: 80).history(
      progress, today: day)
    let row = lines.first { $0.contains("2026-04-01") } ?? ""
    #expect(!lines.joined().contains("\u{1B}"))
    #expect(!lines.joined().contains("\u{07}"))
    #expect(row.contains("points  ✓"), "\(row)")
    #expect(row.hasSuffix("✗- (ended early)"), "\(row)")
  }
}

/// A challenge is told the same way at its end, when run again and when shared: one left early says
/// after which question, and how many were right, wrong, skipped and not reached.
@Suite struct ChallengeTallyTests {
  let view = ChallengeHistoryView(style: Style(enabled: false), width: 80)
  let day = Day("2026-04-01")!

  func result(_ marks: String?, endedEarly: Bool, correct: Int = 1, skipped: Int = 1)
    -> ChallengeResult
  {
    ChallengeResult(
      correct: correct, total: 10, skipped: skipped, points: correct * 50,
      endedEarly: endedEarly, marks: marks)
  }

  @Test func aChallengeLeftEarlySaysAfterWhichQuestionAndWhatWasNotReached() {
    let left = result("✓✗-", endedEarly: true)
    let tally = ChallengeTally(left)
    #expect(tally.leftAfter == 3)
    #expect(tally.counts == "1 right, 1 wrong, 1 skipped, 7 not reached")
    let summary = view.summary(ChallengeSummary(day: day, result: left, totalPoints: 50))
    // Wrapped to the view's width: the words in order, whatever the breaks.
    #expect(
      summary.joined(separator: " ").contains(
        "Daily challenge 2026-04-01, left after question 3: 1 right, 1 wrong, 1 skipped, 7 not reached"
      ), "\(summary)")
    #expect(
      view.share(left, day: day, streak: 2) == [
        "unwrap daily challenge 2026-04-01: 1/10, left after question 3",
        "🟩🟥⬜⬛⬛⬛⬛⬛⬛⬛",
        "🟩 right  🟥 wrong  ⬜ skipped  ⬛ not reached",
        "50 points · 2-day streak · learning Swift in my terminal",
      ])
  }

  @Test func aFinishedChallengeSaysHowManyOfAllWereRight() {
    let finished = result("✓✓✗-✓✓✓✓✓✓", endedEarly: false, correct: 8)
    #expect(ChallengeTally(finished).leftAfter == nil)
    #expect(ChallengeTally(finished).counts == "8 of 10 right, 1 skipped")
    let share = view.share(finished, day: day, streak: 1)
    #expect(share[0] == "unwrap daily challenge 2026-04-01: 8/10")
    #expect(share[2] == "🟩 right  🟥 wrong  ⬜ skipped", "only the squares it uses")
  }

  /// One still being answered in another unwrap is told as in progress wherever it is shown: what
  /// is done so far (a skip as a skip, not an answer), and the questions to come as not asked yet.
  @Test func aChallengeStillOpenIsToldAsInProgress() {
    let open = result("✓✗-", endedEarly: true)
    #expect(ChallengeTally(open).soFar == "3 of 10 done (1 right, 1 wrong, 1 skipped)")
    #expect(
      ChallengeTally(result("---", endedEarly: true, correct: 0, skipped: 3)).soFar
        == "3 of 10 done (3 skipped)")
    #expect(
      view.share(open, day: day, streak: 2, open: true) == [
        "unwrap daily challenge 2026-04-01: 1/10 so far, in progress after question 3",
        "🟩🟥⬜⬛⬛⬛⬛⬛⬛⬛",
        "🟩 right  🟥 wrong  ⬜ skipped  ⬛ not asked yet",
        "50 points so far · 2-day streak · learning Swift in my terminal",
      ])
    var progress = LearnerProgress()
    progress.challenges[day] = open
    progress.challenges[Day("2026-03-31")!] = result("✓", endedEarly: true)
    let lines = ChallengeHistoryView(style: Style(enabled: false), width: 120).history(
      progress, today: day, openToday: true)
    #expect(lines.contains("  2026-04-01  1/10   50 points  ✓✗- (in progress)"), "\(lines)")
    #expect(lines.contains("  2026-03-31  1/10   50 points  ✓ (ended early)"), "\(lines)")
    #expect(
      lines.contains(
        "  0 finished, 1 ended early (not counted towards badges), today's in progress in another unwrap"
      ), "\(lines)")
  }

  /// A result saved before each question's mark was kept says only what it holds.
  @Test func aResultWithoutMarksKeepsItsCounts() {
    let old = result(nil, endedEarly: true, correct: 2, skipped: 1)
    #expect(ChallengeTally(old).leftAfter == nil)
    #expect(ChallengeTally(old).counts == "2 of 10 right, 1 skipped")
  }
}
