import Foundation
import UnwrapKit

/// A clock a test moves past midnight during a session: it says `day` until `passMidnight()` is
/// called, or by itself once `today` has been read `midnightAfterReads` times. It reads through
/// `SystemClock(reading:)`, as the machine's clock is read, so its day is kept within the days
/// progress may hold as the real one's is.
public final class MidnightClock: Clock, @unchecked Sendable {
  private let lock = NSLock()
  private var day: Day
  private var reads = 0
  private let midnightAfterReads: Int?

  public init(_ day: Day, midnightAfterReads: Int? = nil) {
    self.day = day
    self.midnightAfterReads = midnightAfterReads
  }

  /// Moves the clock on to the next day.
  public func passMidnight() {
    lock.withLock { day = day.adding(days: 1) }
  }

  private var machine: SystemClock {
    SystemClock { [self] in lock.withLock { day } }
  }

  public var today: Day {
    let read = machine.today
    let due = lock.withLock { () -> Bool in
      reads += 1
      return reads == midnightAfterReads
    }
    if due { passMidnight() }
    return read
  }

  public var dayOutOfRange: Day? { machine.dayOutOfRange }
}
