/// What the learner has done in one practice activity.
public struct ActivityProgress: Codable, Equatable, Sendable {
  /// Completed sessions.
  public var sessions: Int = 0
  /// Items asked, oldest first, so the next session picks what was seen longest ago.
  public var recent: [String] = []
  /// Fields a newer unwrap wrote, written back unchanged.
  var unknownFields: UnknownFields = [:]

  public init(sessions: Int = 0, recent: [String] = []) {
    self.sessions = sessions
    self.recent = recent
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case sessions, recent
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sessions = try container.decode(Int.self, forKey: .sessions)
    recent = try container.decode([String].self, forKey: .recent)
    unknownFields = try decoder.unknownFields(besides: CodingKeys.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sessions, forKey: .sessions)
    try container.encode(recent, forKey: .recent)
    try encoder.encode(unknownFields: unknownFields)
  }

  /// How many recent items are remembered per activity.
  public static let memory = 400
}

extension PointValues {
  /// Each correct answer in a practice session.
  public static let practiceAnswer = 20
}

extension LearnerProgress {
  /// Records a finished practice session: its points, one more session, the items seen. Returns the points.
  @discardableResult
  public mutating func recordPracticeSession(
    activity: String, correct: Int, items: [String], on day: Day
  ) -> Int {
    activeDays.insert(day)
    var record = practice[activity] ?? ActivityProgress()
    record.sessions = ProgressBounds.count(record.sessions, plus: 1)
    record.recent = Array(
      (record.recent.filter { !items.contains($0) } + items).suffix(ActivityProgress.memory))
    practice[activity] = record
    let points = ProgressBounds.points(PointValues.practiceAnswer, times: correct)
    self.points.award(points, to: .practice)
    return points
  }
}

extension LearnerProgress {
  /// Records one settled practice question the moment it settles: the item is seen, the day is
  /// active, and a right answer's points are awarded, so an interrupted session loses nothing earned.
  /// Returns the points awarded.
  @discardableResult
  public mutating func recordPracticeAnswer(
    activity: String, item: String, correctly: Bool, on day: Day
  ) -> Int {
    activeDays.insert(day)
    var record = practice[activity] ?? ActivityProgress()
    record.recent = Array(
      (record.recent.filter { $0 != item } + [item]).suffix(ActivityProgress.memory))
    practice[activity] = record
    let points = correctly ? PointValues.practiceAnswer : 0
    self.points.award(points, to: .practice)
    return points
  }

  /// Counts one more completed session of an activity (its answers were recorded as they came).
  public mutating func completePracticeSession(activity: String, on day: Day) {
    activeDays.insert(day)
    var record = practice[activity] ?? ActivityProgress()
    record.sessions = ProgressBounds.count(record.sessions, plus: 1)
    practice[activity] = record
  }
}
