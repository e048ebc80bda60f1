import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// A challenge that passes midnight: it stays the challenge of the day it was started on, and its
/// result can still be shared after midnight.
@Suite struct InProcessMidnightTests {
  /// The challenge taken is the day it was started on, its seed and its result alike, even when
  /// midnight passes between the command's reading of the clock and the first answer; the answers
  /// given after it count for the streak on the new day.
  @Test func aChallengeStartedBeforeMidnightIsThatDays() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let day = Day("2026-04-01")!
    unwrap.clock = MidnightClock(day, midnightAfterReads: 1)
    let result = try unwrap.run(["challenge"], input: "s\ns\nq\n")
    #expect(result.output.contains("Daily challenge 2026-04-01, left after question 2"))
    let progress = try unwrap.progress()
    #expect(progress.challenges.keys.sorted() == [day])
    #expect(progress.activeDays == [day.adding(days: 1)])
  }

  /// After midnight, before the new day's challenge is taken, `--share` shares the one just
  /// finished, naming its day, rather than saying there is nothing to share.
  @Test func shareAfterMidnightSharesTheLatestResult() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["challenge"], input: "s\ns\nq\n")
    let share = try unwrap.run(
      ["challenge", "--share"], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(share.status == 0, "\(share.error)")
    #expect(share.output.contains("unwrap daily challenge 2026-04-01: 0/10"), "\(share.output)")
    #expect(share.error.contains("this shares the latest one, 2026-04-01's"), "\(share.error)")
    let today = try unwrap.run(["challenge", "--share"])
    #expect(today.error.isEmpty, "today's own result needs no note")
    let none = try unwrap.run(["challenge", "--share"], environment: ["UNWRAP_DATE": "2026-03-31"])
    #expect(none.status == 1, "a result after today is not the latest: \(none.output)")
  }
}
