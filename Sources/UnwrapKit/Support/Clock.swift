/// Tells the time. The real one reads the system clock; tests and `UNWRAP_DATE` pin a day.
///
/// Sessions read `today` at each answer, so an answer given after midnight counts on the day it
/// was given (the streak, a review card's next day); only the daily challenge keeps the day it
/// was started on.
public protocol Clock: Sendable {
  /// Today, always a day progress may hold (`ProgressBounds`), so no save writes a day that the
  /// next load would refuse.
  var today: Day { get }
  /// The day the clock says when progress may not hold it (a machine's clock set before 1970 or
  /// after 2999), so `today` is not it and nothing should be recorded; nil when it may.
  var dayOutOfRange: Day? { get }
}

extension Clock {
  public var dayOutOfRange: Day? { nil }
}

/// The system clock in the learner's local time zone. A machine whose clock says a day progress may
/// not hold reads as the nearest day it may (`today`), and says so (`dayOutOfRange`), so a command
/// can refuse to record before it starts, and a session that crosses the last day's midnight still
/// saves a file that loads again.
public struct SystemClock: Clock {
  private let reading: @Sendable () -> Day

  public init() {
    self.init(reading: Day.localToday)
  }

  /// A clock whose day is `reading()`, as the machine's would be: for tests of a clock that is
  /// wrong or crosses midnight.
  public init(reading: @escaping @Sendable () -> Day) {
    self.reading = reading
  }

  public var today: Day {
    min(max(reading(), ProgressBounds.earliestDay), ProgressBounds.latestDay)
  }

  public var dayOutOfRange: Day? {
    let day = reading()
    return ProgressBounds.contains(day) ? nil : day
  }
}

/// A clock stuck on one day, for tests and for `UNWRAP_DATE=YYYY-MM-DD`.
public struct FixedClock: Clock {
  public let today: Day
  public init(_ today: Day) {
    self.today = today
  }
}
