/// One day's challenge result.
public struct ChallengeResult: Codable, Equatable, Sendable {
  public var correct: Int
  public var total: Int
  public var skipped: Int
  public var points: Int
  /// True when the learner ended it before the last question.
  public var endedEarly: Bool
  /// One mark per question answered: ✓ right, ✗ wrong, - skipped.
  public var marks: String?

  public init(
    correct: Int, total: Int, skipped: Int, points: Int, endedEarly: Bool, marks: String? = nil
  ) {
    self.marks = marks
    self.correct = correct
    self.total = total
    self.skipped = skipped
    self.points = points
    self.endedEarly = endedEarly
  }
}

extension PointValues {
  /// Each correct answer in a daily challenge.
  public static let challengeAnswer = 50
}

extension LearnerProgress {
  /// Records today's challenge, once: returns false (changing nothing) when today already has one.
  @discardableResult
  public mutating func recordChallenge(_ result: ChallengeResult, on day: Day) -> Bool {
    guard challenges[day] == nil else { return false }
    // Kept within ProgressBounds, so the saved file always loads again.
    var result = result
    result.correct = ProgressBounds.count(result.correct, plus: 0)
    result.total = ProgressBounds.count(result.total, plus: 0)
    result.skipped = ProgressBounds.count(result.skipped, plus: 0)
    result.points = ProgressBounds.points(result.points, plus: 0)
    challenges[day] = result
    points.award(result.points, to: .challenges)
    activeDays.insert(day)
    return true
  }
}
