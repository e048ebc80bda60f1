#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A calendar day in the learner's local time, stored as `YYYY-MM-DD` so progress files stay readable.
public struct Day: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1 else { return nil }
    let candidate = Day(uncheckedYear: year, month: month, day: day)
    // A day past the end of its month comes back from the round trip as another date.
    guard Day(daysSinceEpoch: candidate.daysSinceEpoch) == candidate else { return nil }
    self = candidate
  }

  private init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's civil-date algorithm).
  public var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day `days` after 1970-01-01.
  public init(daysSinceEpoch days: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.init(uncheckedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
  }

  /// Parses `YYYY-MM-DD`.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Parses `YYYY-MM-DD` from its bytes, without splitting: the same days as `init?(_:)`, faster,
  /// for reading a progress file with hundreds of them.
  init?(isoText text: String) {
    var parts = (year: 0, month: 0, day: 0)
    var count = 0
    for byte in text.utf8 {
      defer { count += 1 }
      if count == 4 || count == 7 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard count < 10, (0x30...0x39).contains(byte) else { return nil }
      let digit = Int(byte) - 0x30
      switch count {
      case 0..<4: parts.year = parts.year * 10 + digit
      case 5..<7: parts.month = parts.month * 10 + digit
      default: parts.day = parts.day * 10 + digit
      }
    }
    guard count == 10 else { return nil }
    self.init(year: parts.year, month: parts.month, day: parts.day)
  }

  /// Today in the learner's local time zone.
  public static func localToday() -> Day {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return Day(
      uncheckedYear: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
      day: Int(parts.tm_mday))
  }

  /// `number` in decimal with leading zeros to `width` digits.
  static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  public var description: String {
    guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else {
      return "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }
    // Ten ASCII bytes fit in a small string: no allocation, and progress.json writes one per day.
    return String(unsafeUninitializedCapacity: 10) { buffer in
      func put(_ number: Int, width: Int, at start: Int) {
        var rest = number
        for offset in stride(from: width - 1, through: 0, by: -1) {
          buffer[start + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
      }
      put(year, width: 4, at: 0)
      buffer[4] = UInt8(ascii: "-")
      put(month, width: 2, at: 5)
      buffer[7] = UInt8(ascii: "-")
      put(day, width: 2, at: 8)
      return 10
    }
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day {
    Day(daysSinceEpoch: daysSinceEpoch + count)
  }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let day = Day(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "not a real date written YYYY-MM-DD: \(text)"))
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
