import Foundation

/// A calendar day in the learner's local time, stored as `YYYY-MM-DD` so progress files stay readable.
public struct Day: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  public init?(year: Int, month: Int, day: Int) {
    var components = DateComponents()
    components.year = year
    components.month = month
    components.day = day
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD`.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day a moment falls on in a calendar (the learner's local one by default).
  public init(_ date: Date, calendar: Calendar = .current) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    year = parts.year!
    month = parts.month!
    day = parts.day!
  }

  public var description: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
    return Day(calendar.date(byAdding: .day, value: count, to: date)!, calendar: calendar)
  }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let day = Day(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(text) is not a YYYY-MM-DD date"))
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// Tells the time. The real one reads the system clock; tests and `UNWRAP_DATE` pin a day.
public protocol Clock: Sendable {
  var today: Day { get }
}

/// The system clock in the learner's local time zone.
public struct SystemClock: Clock {
  public init() {}
  public var today: Day { Day(Date()) }
}

/// A clock stuck on one day, for tests and for `UNWRAP_DATE=YYYY-MM-DD`.
public struct FixedClock: Clock {
  public let today: Day
  public init(_ today: Day) {
    self.today = today
  }
}
