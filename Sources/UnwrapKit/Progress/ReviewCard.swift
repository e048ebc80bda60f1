/// A review statement the learner has answered, with its SM-2 schedule.
///
/// SM-2 (P. A. Wozniak, 1990): after a right answer the interval grows (1 day, then 6, then the last
/// interval times the ease factor); a wrong answer starts the card again and brings it back tomorrow.
/// The ease factor moves with each answer and never drops below 1.3. Only an answer to a card that is
/// due is a spaced repetition: a right answer before then (a review retaken the same day, practice)
/// leaves the schedule as it is, so a card cannot skip its 1-day step by being answered twice.
public struct ReviewCard: Codable, Equatable, Sendable {
  /// Right answers in a row since the last wrong one.
  public var repetitions: Int
  /// How fast the interval grows; starts at 2.5.
  public var ease: Double
  /// Days until the card is due again, as last scheduled.
  public var interval: Int
  public var due: Day
  /// Fields a newer unwrap wrote, written back unchanged.
  var unknownFields: UnknownFields = [:]

  public static let startingEase = 2.5
  public static let minimumEase = 1.3

  public init(repetitions: Int = 0, ease: Double = Self.startingEase, interval: Int = 0, due: Day) {
    self.repetitions = repetitions
    self.ease = ease
    self.interval = interval
    self.due = due
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case repetitions, ease, interval, due
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    repetitions = try container.decode(Int.self, forKey: .repetitions)
    ease = try container.decode(Double.self, forKey: .ease)
    interval = try container.decode(Int.self, forKey: .interval)
    due = try container.decode(Day.self, forKey: .due)
    unknownFields = try decoder.unknownFields(besides: CodingKeys.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(repetitions, forKey: .repetitions)
    try container.encode(ease, forKey: .ease)
    try container.encode(interval, forKey: .interval)
    try container.encode(due, forKey: .due)
    try encoder.encode(unknownFields: unknownFields)
  }

  /// The card after an answer on `day`. A right answer counts as quality 4, a wrong one as 1; a right
  /// answer before the card is due changes nothing.
  public func answered(correctly: Bool, on day: Day) -> ReviewCard {
    if correctly && day < due { return self }
    let quality = correctly ? 4.0 : 1.0
    var next = self
    if correctly {
      // Both factors are within ProgressBounds, so the product fits; the result is kept within them.
      let grown = (Double(max(interval, 0)) * min(ease, ProgressBounds.ease.upperBound)).rounded()
      next.interval =
        repetitions == 0
        ? 1 : repetitions == 1 ? 6 : Int(min(grown, Double(ProgressBounds.maximumInterval)))
      next.repetitions = ProgressBounds.count(repetitions, plus: 1)
    } else {
      next.repetitions = 0
      next.interval = 1
    }
    next.ease = max(Self.minimumEase, ease + (0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02)))
    // Never today again, even on the last day a file may name: a due day may run past it.
    next.due = min(day.adding(days: next.interval), ProgressBounds.latestDue)
    return next
  }
}

extension LearnerProgress {
  /// Records an answer to a review statement, creating its card the first time, and makes the day
  /// active: a review's answer counts toward the streak whether the review passes or not.
  public mutating func recordReviewAnswer(_ statementID: String, correctly: Bool, on day: Day) {
    let card = cards[statementID] ?? ReviewCard(due: day)
    cards[statementID] = card.answered(correctly: correctly, on: day)
    activeDays.insert(day)
  }

  /// Records a review statement skipped with `s`: it counts as not right and its card is left as it
  /// was, but the day is active, as a skipped practice or challenge question makes it.
  public mutating func recordSkippedReviewStatement(on day: Day) {
    activeDays.insert(day)
  }

  /// Records spaced review's answer to a card due on `day`, with its points and the active day.
  /// Returns false, changing nothing, when the card is not due (another run answered it meanwhile,
  /// which moved it to a later day), so a due card is rescheduled and paid for once.
  public mutating func recordDueReviewAnswer(_ statementID: String, correctly: Bool, on day: Day)
    -> Bool
  {
    guard let card = cards[statementID], card.due <= day else { return false }
    cards[statementID] = card.answered(correctly: correctly, on: day)
    points.award(correctly ? PointValues.practiceAnswer : 0, to: .practice)
    activeDays.insert(day)
    return true
  }

  /// Cards due on or before `day`, oldest due first.
  public func dueCards(on day: Day) -> [String] {
    cards.filter { $0.value.due <= day }.sorted { ($0.value.due, $0.key) < ($1.value.due, $1.key) }
      .map(\.key)
  }

  /// Gives every statement of the reviewed sections a card, when it has none (progress from before
  /// spaced review existed), due over the coming days at most `perDay` a day so they do not all fall due
  /// at once. Returns how many cards were made.
  @discardableResult
  public mutating func scheduleUnseenStatements(_ statements: [String], from day: Day, perDay: Int)
    -> Int
  {
    let missing = statements.filter { cards[$0] == nil }
    for (index, id) in missing.enumerated() {
      cards[id] = ReviewCard(due: day.adding(days: index / max(1, perDay)))
    }
    return missing.count
  }
}
