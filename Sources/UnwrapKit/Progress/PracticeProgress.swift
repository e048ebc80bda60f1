/// What the learner has done in one practice activity.
public struct ActivityProgress: Codable, Equatable, Sendable {
  /// Completed sessions.
  public var sessions: Int = 0
  /// Items asked, oldest first, so the next session picks what was seen longest ago.
  public var recent: [String] = []

  public init(sessions: Int = 0, recent: [String] = []) {
    self.sessions = sessions
    self.recent = recent
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
