import Testing

@testable import UnwrapKit

/// A session announces the rank it reached and the activities it unlocked.
@Suite struct SessionMilestonesTests {
  let day = Day("2026-06-01")!

  @Test func aNewRankAndAnUnlockedActivityAreFound() {
    var before = LearnerProgress()
    before.points.award(150, to: .learning)
    var after = before
    after.points.award(100, to: .learning)
    after.markRead("constants", on: day)
    let milestones = SessionMilestones(before: before, after: after)
    #expect(milestones.newRank?.name == "Tinkerer")
    #expect(milestones.unlocked.map(\.id) == ["tap-to-code"])
  }

  @Test func nothingChangedAnnouncesNothing() {
    var before = LearnerProgress()
    before.markRead("constants", on: day)
    var after = before
    after.points.award(40, to: .practice)
    #expect(SessionMilestones(before: before, after: after).isEmpty)
  }
}
