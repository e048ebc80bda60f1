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
  /// True when the challenge stopped at an answer unwrap could not judge (a toolchain or temporary
  /// folder that failed, never the learner's doing): it is open, and the same day `unwrap
  /// challenge` asks that question again and goes on. Saved only when true (`"canContinue": true`),
  /// so every other file reads and writes as before; an unwrap from before it carries the field
  /// unread through its saves and tells the challenge as left early.
  public var canContinue = false
  /// The seed that drew the questions of a challenge to continue, saved with `canContinue`, so a
  /// run with another `--seed` goes on with the same questions; nil for every other result.
  public var seed: UInt64?
  /// Fields a newer unwrap wrote, written back unchanged.
  var unknownFields: UnknownFields = [:]

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

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case correct, total, skipped, points, endedEarly, marks, canContinue, seed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    correct = try container.decode(Int.self, forKey: .correct)
    total = try container.decode(Int.self, forKey: .total)
    skipped = try container.decode(Int.self, forKey: .skipped)
    points = try container.decode(Int.self, forKey: .points)
    endedEarly = try container.decode(Bool.self, forKey: .endedEarly)
    marks = try container.decodeIfPresent(String.self, forKey: .marks)
    // No unwrap writes it false or null: one that is there must be a Bool.
    if container.contains(.canContinue) {
      canContinue = try container.decode(Bool.self, forKey: .canContinue)
    }
    if container.contains(.seed) { seed = try container.decode(UInt64.self, forKey: .seed) }
    unknownFields = try decoder.unknownFields(besides: CodingKeys.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(correct, forKey: .correct)
    try container.encode(total, forKey: .total)
    try container.encode(skipped, forKey: .skipped)
    try container.encode(points, forKey: .points)
    try container.encode(endedEarly, forKey: .endedEarly)
    try container.encodeIfPresent(marks, forKey: .marks)
    if canContinue { try container.encode(true, forKey: .canContinue) }
    try container.encodeIfPresent(seed, forKey: .seed)
    try encoder.encode(unknownFields: unknownFields)
  }
}

extension ChallengeResult {
  /// Every question was answered or skipped, to the last: only such a challenge counts towards the
  /// challenge badges, as only a practice session asked to its end counts towards its badge. A
  /// challenge ended by `q`, an interrupt or the end of input has always been saved with
  /// `endedEarly`, so every result already in a learner's file reads the same.
  public var isFinished: Bool { !endedEarly }
}

extension LearnerProgress {
  /// The daily challenges finished to the last question.
  public var finishedChallenges: Int { challenges.values.filter(\.isFinished).count }
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
    let result = result.withinBounds
    challenges[day] = result
    points.award(result.points, to: .challenges)
    activeDays.insert(day)
    return true
  }
}

extension LearnerProgress {
  /// Saves today's challenge as it stands over `previous`, what this run saved last (nil before its
  /// first save), and awards the points of the answer just given. The challenge saves after every
  /// question, so an interrupt keeps the score so far (and today's challenge counts as taken, ended
  /// early). Returns false, changing nothing, when the day holds anything but `previous`: another
  /// run recorded today's challenge meanwhile, and its result and points stand. The result is
  /// `day`'s, the day the challenge was started on; the active day is `answeredOn`, the day the
  /// answer was given (later than `day` for one given after midnight), or `day` when not given.
  public mutating func saveChallenge(
    _ result: ChallengeResult, over previous: ChallengeResult?, awarding points: Int, on day: Day,
    answeredOn: Day? = nil
  ) -> Bool {
    guard challenges[day] == previous?.withinBounds else { return false }
    challenges[day] = result.withinBounds
    self.points.award(points, to: .challenges)
    activeDays.insert(answeredOn ?? day)
    return true
  }
}

/// What became of one question of a daily challenge, for the history and the shareable squares.
public enum ChallengeMark: Equatable, Sendable {
  case right
  case wrong
  case skipped
  /// The challenge ended (by `q`, an interrupt or the end of input) before this question.
  case notReached
}

extension ChallengeResult {
  /// One mark for every question of the challenge, answered or not, in the order they were asked.
  public var allMarks: [ChallengeMark] {
    let given: [ChallengeMark] = (marks ?? "").map {
      $0 == "✓" ? .right : $0 == "✗" ? .wrong : .skipped
    }
    return given + Array(repeating: .notReached, count: max(0, total - given.count))
  }
}

extension ChallengeResult {
  /// The result with every count and its points kept within `ProgressBounds`, so the saved file
  /// always loads again.
  var withinBounds: ChallengeResult {
    var result = self
    result.correct = ProgressBounds.count(correct, plus: 0)
    result.total = ProgressBounds.count(total, plus: 0)
    result.skipped = ProgressBounds.count(skipped, plus: 0)
    result.points = ProgressBounds.points(points, plus: 0)
    return result
  }
}
