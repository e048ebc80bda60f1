import UnwrapKit
import UnwrapRendering

extension AppContext {
  /// Announces, at the end of a session, what this run's own saves achieved (`store.changes`):
  /// badges earned, a new rank, and the practice activities it unlocked. What another unwrap saved
  /// while the session was open falls between those changes, so it is that run's to announce, and
  /// is never announced here a second time.
  func announceMilestones(library: ContentLibrary) {
    milestones(library: library)(capabilities.now.width).forEach(console.line)
  }

  /// What `announceMilestones` says, as lines wrapped to a width, for a screen that pages it with
  /// what comes before (the Learn summary): worked out now, laid out at each width asked for.
  func milestones(library: ContentLibrary) -> (_ width: Int) -> [String] {
    let changes = store.changes
    guard let now = changes.last?.after else { return { _ in [] } }
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
    var said: [(text: String, keeping: String?)] = earned.map {
      (style.yellow("★ Badge earned: \($0.name)") + " · \($0.description)", nil)
    }
    if let rank = newRank {
      said.append(
        (
          style.yellow("▲ New rank: \(rank.number), \(rank.name)")
            + " · \(now.points.total) points", nil
        ))
    }
    for activity in unlocked {
      let command = "unwrap practice \(activity.id)"
      said.append((style.yellow("◆ Unlocked: \(activity.title)") + " · \(command)", command))
    }
    return { width in
      said.map { text, command in
        TextWrapper(width: width).wrap(
          TextWrapper.keeping([command].compactMap(\.self), in: text), indent: "  ")
      }
    }
  }
}
