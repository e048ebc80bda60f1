/// What one `unwrap review` session came to: what was answered and what was left due today, and why,
/// so the summary can say what to do about it (skipped cards stay due; only cards past the session's
/// limit are a reason to raise `--limit`).
public struct SpacedReviewSummary: Equatable, Sendable {
  /// Cards answered (and rescheduled) in this session, and how many of them were right.
  public var reviewed: Int
  public var correct: Int
  public var points: Int
  /// Cards the learner skipped with `s`: not answered, still due.
  public var skipped: Int
  /// Cards of this session never answered because the learner ended it with `q` (the card it was
  /// typed at included).
  public var notReached: Int
  /// Cards due today that the session's limit left out.
  public var pastLimit: Int
  /// The first day after today on which a card falls due, if any is scheduled.
  public var nextDue: Day?

  public init(
    reviewed: Int, correct: Int, points: Int, skipped: Int = 0, notReached: Int = 0,
    pastLimit: Int = 0, nextDue: Day? = nil
  ) {
    self.reviewed = reviewed
    self.correct = correct
    self.points = points
    self.skipped = skipped
    self.notReached = notReached
    self.pastLimit = pastLimit
    self.nextDue = nextDue
  }

  /// Whether the learner ended the session with `q` before its last card.
  public var endedEarly: Bool { notReached > 0 }

  /// The cards still due today: the skipped, the not reached and those past the limit.
  public var dueLeftToday: Int { skipped + notReached + pastLimit }
}
