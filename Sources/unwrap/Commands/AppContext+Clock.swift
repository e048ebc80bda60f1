import UnwrapKit

/// `UNWRAP_DATE`, which pins today's date: read once, with a message that says truly what is wrong
/// with a value (not a date in that shape, a day no calendar has, or one outside the days progress
/// may hold). And the machine's own clock, when it says a day progress may not hold.
extension AppContext {
  /// Refuses, before anything is written, a command that records progress while the machine's
  /// clock says a day progress may not hold (one never set, read west of UTC, says 1969-12-31):
  /// recorded as the nearest day it may, the streak and the review cards would be recorded on a
  /// day that never was. Commands that only show progress still run.
  func checkClock() throws {
    guard let day = clock.dayOutOfRange else { return }
    throw fail(
      "This computer's clock says today is \(day), but unwrap records progress only on days from"
        + " \(ProgressBounds.earliestDay) to \(ProgressBounds.latestDay), so nothing was done and"
        + " your progress is as it was. Set the clock to today's date, or pin the day with"
        + " UNWRAP_DATE=YYYY-MM-DD.",
      code: ExitCodes.clockOutOfRange)
  }

  /// The day `UNWRAP_DATE` pins, or the system clock when it is unset.
  static func clock(environment: [String: String]) throws(PinnedDateError) -> any Clock {
    guard let pinned = environment["UNWRAP_DATE"], !pinned.isEmpty else { return SystemClock() }
    let parts = pinned.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 }),
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2])
    else {
      throw PinnedDateError(
        "UNWRAP_DATE must be a date written YYYY-MM-DD, such as 2026-04-01, not \(pinned.echoed())."
      )
    }
    guard let day = Day(year: year, month: month, day: dayOfMonth) else {
      throw PinnedDateError(
        "UNWRAP_DATE is \(pinned), but there is no such day: " + Self.why(year, month))
    }
    // A day the store would refuse on the next load must never be written into progress.
    guard ProgressBounds.contains(day) else {
      throw PinnedDateError(
        "UNWRAP_DATE must be between \(ProgressBounds.earliestDay) and"
          + " \(ProgressBounds.latestDay), not \(pinned).")
    }
    return FixedClock(day)
  }

  /// Why a date in the right shape names no day: its month, or how many days the month has.
  private static func why(_ year: Int, _ month: Int) -> String {
    guard (1...12).contains(month) else { return "months run from 01 to 12." }
    let length = (28...31).last { Day(year: year, month: month, day: $0) != nil } ?? 31
    let name = Self.monthNames[month - 1]
    return "\(name) \(year) has days 01 to \(length)."
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}

/// A value of `UNWRAP_DATE` that names no day unwrap can use: told as every other error is
/// ("unwrap: …", exit 64), not as a wrong argument with the usage.
struct PinnedDateError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
