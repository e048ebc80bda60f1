import UnwrapKit

extension AppContext {
  /// Announces, at the end of a session, what this run's own saves achieved (`store.changes`):
  /// badges earned, a new rank, and the practice activities it unlocked. What another unwrap saved
  /// while the session was open falls between those changes, so it is that run's to announce, and
  /// is never announced here a second time.
  func announceMilestones(library: ContentLibrary) {
    let changes = store.changes
    guard let now = changes.last?.after else { return }
    let badges = badgeCatalog(library: library)
    var earned: [Badge] = []
    var newRank: Rank?
    var unlocked: [ActivityInfo] = []
    for change in changes {
      for badge in badges.newlyEarned(
        before: change.before, after: change.after, today: clock.today)
      where !earned.contains(where: { $0.id == badge.id }) {
        earned.append(badge)
      }
      let milestones = SessionMilestones(
        before: change.before, after: change.after,
        waitingBefore: PracticeCatalog.waitingForLessons(library: library, progress: change.before),
        waitingAfter: PracticeCatalog.waitingForLessons(library: library, progress: change.after))
      if let rank = milestones.newRank, rank.number > newRank?.number ?? 0 { newRank = rank }
      unlocked += milestones.unlocked.filter { !unlocked.contains($0) }
    }
    for badge in earned {
      say(style.yellow("★ Badge earned: \(badge.name)") + " · \(badge.description)", indent: "  ")
    }
    if let rank = newRank {
      say(
        style.yellow("▲ New rank: \(rank.number), \(rank.name)") + " · \(now.points.total) points",
        indent: "  ")
    }
    for activity in unlocked {
      let command = "unwrap practice \(activity.id)"
      say(
        style.yellow("◆ Unlocked: \(activity.title)") + " · \(command)", indent: "  ",
        keeping: command)
    }
  }
}
