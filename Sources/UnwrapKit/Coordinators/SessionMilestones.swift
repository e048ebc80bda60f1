/// What a session achieved beyond its points: a new rank, and the activities it unlocked. Found by
/// comparing the progress before and after the session, so every kind of session announces alike.
public struct SessionMilestones: Equatable, Sendable {
  /// The rank reached, when the session's points crossed into a higher one.
  public var newRank: Rank?
  /// Activities the session opened, in the registry's order: their unlock section is read and
  /// they have questions about the lessons read (`PracticeCatalog.waitingForLessons`).
  public var unlocked: [ActivityInfo]

  /// `waitingBefore` and `waitingAfter` name the activities that, though unlocked, had no question
  /// yet about the lessons read before and after the session; one is announced when it opens.
  public init(
    before: LearnerProgress, after: LearnerProgress,
    activities: [ActivityInfo] = ActivityRegistry.all.map(\.info),
    waitingBefore: Set<String> = [], waitingAfter: Set<String> = []
  ) {
    let rankBefore = Rank.forPoints(before.points.total)
    let rankAfter = Rank.forPoints(after.points.total)
    newRank = rankAfter.number > rankBefore.number ? rankAfter : nil
    func isOpen(_ info: ActivityInfo, in progress: LearnerProgress, waiting: Set<String>) -> Bool {
      progress.hasRead(info.unlockSection) && !waiting.contains(info.id)
    }
    unlocked = activities.filter {
      !isOpen($0, in: before, waiting: waitingBefore)
        && isOpen($0, in: after, waiting: waitingAfter)
    }
  }

  public var isEmpty: Bool { newRank == nil && unlocked.isEmpty }
}
