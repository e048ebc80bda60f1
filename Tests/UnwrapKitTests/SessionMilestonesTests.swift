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

/// With the shipped content: an activity is announced when it opens, not when a learner reading
/// ahead of the course's order reaches its unlock section with no question yet to ask.
@Suite struct SessionMilestonesOpeningTests {
  let day = Day("2026-06-01")!

  func milestones(
    _ library: ContentLibrary, before: LearnerProgress, after: LearnerProgress
  ) -> [String] {
    SessionMilestones(
      before: before, after: after,
      waitingBefore: PracticeCatalog.waitingForLessons(library: library, progress: before),
      waitingAfter: PracticeCatalog.waitingForLessons(library: library, progress: after)
    ).unlocked.map(\.id)
  }

  @Test func anActivityWithNoQuestionYetIsAnnouncedWhenItOpens() throws {
    let library = try #require(ActivityRegistryTests.library)
    let spot = try #require(ActivityRegistry.all.first { $0.info.id == "spot-the-error" }).info
    var ahead = LearnerProgress()
    ahead.markRead(spot.unlockSection, on: day)
    #expect(!milestones(library, before: LearnerProgress(), after: ahead).contains(spot.id))
    // Reading the course up to the unlock section, in order, gives it questions: it opens then.
    var inOrder = ahead
    for section in library.syllabus.allSections.prefix(while: { $0 != spot.unlockSection }) {
      inOrder.markRead(section, on: day)
    }
    #expect(milestones(library, before: ahead, after: inOrder).contains(spot.id))
    #expect(milestones(library, before: LearnerProgress(), after: inOrder).contains(spot.id))
  }
}
