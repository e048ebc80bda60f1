import Testing

@testable import UnwrapKit

/// The machine's clock may say a day progress may not hold (one never set says 1969-12-31 west of
/// UTC; one set far ahead, 3000): it says so, so no command records, and reads as the nearest day
/// progress may hold, so no save writes a file the next load refuses.
@Suite struct ClockBoundsTests {
  let day = Day("2026-06-01")!

  @Test func theMachinesClockIsKeptWithinTheDaysProgressMayHold() {
    let before = SystemClock { Day("1969-12-31")! }
    #expect(before.dayOutOfRange == Day("1969-12-31"))
    #expect(before.today == ProgressBounds.earliestDay)
    let after = SystemClock { Day("3000-01-01")! }
    #expect(after.dayOutOfRange == Day("3000-01-01"))
    #expect(after.today == ProgressBounds.latestDay)
    let now = SystemClock { Day("2026-06-01")! }
    #expect(now.dayOutOfRange == nil)
    #expect(now.today == Day("2026-06-01"))
    #expect(FixedClock(day).dayOutOfRange == nil)
  }
}
