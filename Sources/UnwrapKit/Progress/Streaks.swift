/// Streaks: consecutive calendar days (local time) with at least one completed activity.
///
/// The current streak is the run of active days that ends today, or yesterday when nothing is done yet
/// today (so a streak is not lost before the day is over). The best streak is the longest run ever.
public enum Streaks {
  public static func current(_ days: Set<Day>, today: Day) -> Int {
    var day = days.contains(today) ? today : today.adding(days: -1)
    var count = 0
    while days.contains(day) {
      count += 1
      day = day.adding(days: -1)
    }
    return count
  }

  public static func best(_ days: Set<Day>) -> Int {
    var best = 0
    for day in days where !days.contains(day.adding(days: -1)) {
      var length = 1
      var next = day.adding(days: 1)
      while days.contains(next) {
        length += 1
        next = next.adding(days: 1)
      }
      best = max(best, length)
    }
    return best
  }
}
