/// The largest and smallest values a progress file may hold, in one place.
///
/// Every bound is far beyond what a real learner can reach, so only a hand-edited or corrupted file
/// meets one; the store refuses such a file on load, and every award saturates at the bound, so the
/// arithmetic on points, counts and days can never overflow.
public enum ProgressBounds {
  /// Points per source (learning, review, practice, challenges) and per daily challenge.
  public static let maximumPoints = 1_000_000_000
  /// Counts: practice sessions, review repetitions, a challenge's questions, right answers and skips.
  public static let maximumCount = 1_000_000
  /// The longest a review card may wait before it is due again, in days (about 100 years).
  public static let maximumInterval = 36_500
  /// The range of a review card's SM-2 ease factor (SM-2 itself keeps it within 1.3...2.5).
  public static let ease: ClosedRange<Double> = ReviewCard.minimumEase...5
  /// The earliest day a file may name, the Unix epoch. A machine's clock may say an earlier one
  /// (one never set says 1969-12-31 west of UTC): `SystemClock.dayOutOfRange` tells it, and no
  /// command records anything then.
  public static let earliestDay = Day(year: 1970, month: 1, day: 1)!
  /// The latest day a file may name.
  public static let latestDay = Day(year: 2999, month: 12, day: 31)!
  /// The latest day a review card may be due: the longest interval after `latestDay`. A due day is
  /// only compared with today, never becomes today, so a card answered on the last day may be due
  /// after it; without that, a right answer then would leave the card due and pay for it again.
  public static let latestDue = latestDay.adding(days: maximumInterval)

  /// Whether `day` is within `earliestDay...latestDay`.
  public static func contains(_ day: Day) -> Bool {
    earliestDay <= day && day <= latestDay
  }

  /// `points + award`, kept within `0...maximumPoints` whatever either is.
  public static func points(_ points: Int, plus award: Int) -> Int {
    clamp(points, plus: award, within: 0...maximumPoints)
  }

  /// `count + step`, kept within `0...maximumCount` whatever either is.
  public static func count(_ count: Int, plus step: Int) -> Int {
    clamp(count, plus: step, within: 0...maximumCount)
  }

  /// `each * count`, kept within `0...maximumPoints` (a negative count awards nothing).
  public static func points(_ each: Int, times count: Int) -> Int {
    let (product, overflow) = each.multipliedReportingOverflow(by: count)
    if overflow { return (each < 0) == (count < 0) ? maximumPoints : 0 }
    return min(max(product, 0), maximumPoints)
  }

  private static func clamp(_ value: Int, plus step: Int, within range: ClosedRange<Int>) -> Int {
    let (sum, overflow) = value.addingReportingOverflow(step)
    if overflow { return step < 0 ? range.lowerBound : range.upperBound }
    return min(max(sum, range.lowerBound), range.upperBound)
  }
}
