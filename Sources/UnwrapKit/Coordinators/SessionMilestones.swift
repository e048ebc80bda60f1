/// What a session achieved beyond its points: a new rank, and the activities it unlocked. Found by
/// comparing the progress before and after the session, so every kind of session announces alike.
public struct SessionMilestones: Equatable, Sendable {
  /// The rank reached, when the session's points crossed into a higher one.
  public var newRank: Rank?
  /// Activities whose unlock section the session read, in the registry's order.
  public var unlocked: [ActivityInfo]

  public init(
    before: LearnerProgress, after: LearnerProgress,
    activities: [ActivityInfo] = ActivityRegistry.all.map(\.info)
  ) {
    let rankBefore = Rank.forPoints(before.points.total)
    let rankAfter = Rank.forPoints(after.points.total)
    newRank = rankAfter.number > rankBefore.number ? rankAfter : nil
    unlocked = activities.filter {
      !before.hasRead($0.unlockSection) && after.hasRead($0.unlockSection)
    }
  }

  public var isEmpty: Bool { newRank == nil && unlocked.isEmpty }
}
