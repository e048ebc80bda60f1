/// A rank earned by points: 21 of them, at the original app's thresholds, with names of our own.
public struct Rank: Equatable, Sendable {
  public var number: Int
  public var name: String
  public var threshold: Int

  public static let all: [Rank] = {
    let thresholds = [
      0, 200, 500, 1000, 2000, 3000, 4000, 5000, 6500, 8000, 10000, 12500, 15000, 20000, 25000,
      30000,
      40000, 50000, 65000, 80000, 100_000,
    ]
    let names = [
      "Newcomer", "Tinkerer", "Apprentice", "Explorer", "Builder", "Practitioner", "Craftsperson",
      "Navigator",
      "Artisan", "Specialist", "Architect", "Mentor", "Virtuoso", "Strategist", "Pathfinder",
      "Luminary", "Sage",
      "Trailblazer", "Maestro", "Visionary", "Legend",
    ]
    return zip(thresholds, names).enumerated().map {
      Rank(number: $0.offset + 1, name: $0.element.1, threshold: $0.element.0)
    }
  }()

  /// The rank for a points total.
  public static func forPoints(_ points: Int) -> Rank {
    all.last { $0.threshold <= points } ?? all[0]
  }

  /// The next rank, or nil at the top.
  public var next: Rank? {
    number < Self.all.count ? Self.all[number] : nil
  }

  /// How far `points` have come from this rank towards the next, from 0 to 1 (1 at the top rank).
  public func progress(_ points: Int) -> Double {
    guard let next else { return 1 }
    return (Double(points) - Double(threshold)) / Double(next.threshold - threshold)
  }
}
