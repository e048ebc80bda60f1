import Testing
import UnwrapKit
import UnwrapRendering

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
