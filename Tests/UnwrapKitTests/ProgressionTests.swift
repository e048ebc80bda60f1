import Testing

@testable import UnwrapKit

@Suite struct RankTests {
  @Test func everyBoundary() {
    let thresholds = [
      0, 200, 500, 1000, 2000, 3000, 4000, 5000, 6500, 8000, 10000, 12500, 15000, 20000, 25000,
      30000, 40000,
      50000, 65000, 80000, 100_000,
    ]
    #expect(Rank.all.map(\.threshold) == thresholds)
    for (index, threshold) in thresholds.enumerated() {
      #expect(Rank.forPoints(threshold).number == index + 1)
      if threshold > 0 { #expect(Rank.forPoints(threshold - 1).number == index) }
    }
    #expect(Rank.forPoints(1_000_000).name == "Legend")
    #expect(Rank.forPoints(350).progress(350) == 0.5)
    #expect(Rank.all.last!.next == nil)
  }
}

@Suite struct StreakTests {
  func days(_ texts: [String]) -> Set<Day> { Set(texts.map { Day($0)! }) }

  @Test func currentStreakRunsToTodayOrYesterday() {
    let active = days(["2026-01-29", "2026-01-30", "2026-01-31", "2026-02-01"])
    #expect(Streaks.current(active, today: Day("2026-02-01")!) == 4, "across a month end")
    #expect(
      Streaks.current(active, today: Day("2026-02-02")!) == 4,
      "today not yet active keeps yesterday's run")
    #expect(Streaks.current(active, today: Day("2026-02-03")!) == 0, "a missed day breaks it")
    #expect(
      Streaks.current(days(["2025-12-31", "2026-01-01"]), today: Day("2026-01-01")!) == 2,
      "across a year end")
    #expect(
      Streaks.current(days(["2024-02-28", "2024-02-29", "2024-03-01"]), today: Day("2024-03-01")!)
        == 3)
  }

  @Test func bestStreakIsTheLongestRunEver() {
    let active = days(["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-10", "2026-03-11"])
    #expect(Streaks.best(active) == 3)
    #expect(Streaks.best([]) == 0)
  }
}

@Suite struct BadgeTests {
  let syllabus = Syllabus(chapters: [Chapter(name: "Basics", slug: "basics", sections: ["a", "b"])])
  var catalog: BadgeCatalog { BadgeCatalog(syllabus: syllabus, activities: [("review", "Review")]) }
  let today = Day("2026-05-20")!

  func badge(_ id: String, _ progress: LearnerProgress) -> Badge {
    catalog.badges(for: progress, today: today).first { $0.id == id }!
  }

  @Test func chapterBadgeNeedsEverySectionReviewed() {
    var progress = LearnerProgress()
    progress.markReviewed("a", on: today)
    #expect(!badge("chapter-basics", progress).isEarned)
    progress.markReviewed("b", on: today)
    #expect(badge("chapter-basics", progress).isEarned)
    // A chapter with no sections yet gives a learner who has done nothing no badge.
    let unfinished = Syllabus(chapters: [Chapter(name: "Extras", slug: "extras", sections: [])])
    let earned = BadgeCatalog(syllabus: unfinished, activities: [])
      .badges(for: LearnerProgress(), today: today).filter(\.isEarned).map(\.id)
    #expect(earned == [])
  }

  @Test func swiftSixReadyNeedsBothModernPartsReviewedAndAppearsOnlyWithThem() {
    #expect(
      !catalog.badges(for: LearnerProgress(), today: today).contains { $0.id == "swift-6-ready" })
    let modern = Syllabus(chapters: [
      Chapter(name: "Basics", slug: "basics", sections: ["a"]),
      Chapter(name: "Generics", slug: "generics", sections: ["g1", "g2"]),
      Chapter(name: "Concurrency", slug: "concurrency", sections: ["c1"]),
    ])
    let catalog = BadgeCatalog(syllabus: modern, activities: [])
    var progress = LearnerProgress()
    for slug in ["a", "g1", "g2"] { progress.markReviewed(slug, on: today) }
    var ready = catalog.badges(for: progress, today: today).first { $0.id == "swift-6-ready" }
    #expect(ready?.progress == 2 && ready?.goal == 3 && ready?.isEarned == false)
    progress.markReviewed("c1", on: today)
    ready = catalog.badges(for: progress, today: today).first { $0.id == "swift-6-ready" }
    #expect(ready?.isEarned == true)
  }

  @Test func practiceBadgeAtTenSessionsNotNine() {
    var progress = LearnerProgress()
    for _ in 0..<9 {
      progress.recordPracticeSession(activity: "review", correct: 1, items: [], on: today)
    }
    #expect(badge("practice-review", progress).progress == 9)
    #expect(!badge("practice-review", progress).isEarned)
    progress.recordPracticeSession(activity: "review", correct: 1, items: [], on: today)
    #expect(badge("practice-review", progress).isEarned)
  }

  @Test(arguments: BadgeCatalog.streakGoals)
  func streakBadgesAtTheirThreshold(goal: Int) {
    var progress = LearnerProgress()
    progress.activeDays = Set((0..<(goal - 1)).map { today.adding(days: -$0) })
    #expect(!badge("streak-\(goal)", progress).isEarned)
    progress.activeDays.insert(today.adding(days: -(goal - 1)))
    #expect(badge("streak-\(goal)", progress).isEarned)
  }

  /// A streak badge not earned yet shows the current run, which is what counts towards it; one
  /// earned by a past run stays earned after that run is broken.
  @Test func streakBadgesShowTheCurrentRunAndKeepWhatAPastRunEarned() {
    var progress = LearnerProgress()
    // Six days in a row ending a week ago: best 6, current 0.
    progress.activeDays = Set((7..<13).map { today.adding(days: -$0) })
    #expect(badge("streak-5", progress).isEarned, "earned by the past run, and kept")
    #expect(badge("streak-10", progress).progress == 0)
    #expect(!badge("streak-10", progress).isEarned)
    // Two days into a new run: the badge shows 2 of 10, not the old run's 6.
    progress.activeDays.formUnion([today, today.adding(days: -1)])
    #expect(badge("streak-10", progress).progress == 2)
    #expect(badge("streak-5", progress).isEarned)
  }

  @Test(arguments: BadgeCatalog.challengeGoals)
  func challengeBadgesAtTheirThreshold(goal: Int) {
    var progress = LearnerProgress()
    let result = ChallengeResult(correct: 3, total: 10, skipped: 0, points: 150, endedEarly: false)
    for offset in 0..<(goal - 1) {
      progress.recordChallenge(result, on: today.adding(days: -offset))
    }
    #expect(!badge("challenges-\(goal)", progress).isEarned)
    progress.recordChallenge(result, on: today.adding(days: -goal))
    #expect(badge("challenges-\(goal)", progress).isEarned)
  }

  /// A challenge counts towards the Challenger badges only when it reached its last question: the
  /// five a tester ended early (by q, skips then q, the end of input) earned nothing.
  @Test func challengesEndedEarlyCountTowardsNoBadge() {
    var progress = LearnerProgress()
    let endedEarly = [
      ChallengeResult(correct: 7, total: 10, skipped: 0, points: 350, endedEarly: true),
      ChallengeResult(correct: 0, total: 10, skipped: 3, points: 0, endedEarly: true),
      ChallengeResult(correct: 0, total: 10, skipped: 0, points: 0, endedEarly: true),
      ChallengeResult(correct: 0, total: 10, skipped: 1, points: 0, endedEarly: true),
      ChallengeResult(correct: 2, total: 10, skipped: 0, points: 100, endedEarly: true),
    ]
    for (offset, result) in endedEarly.enumerated() {
      progress.recordChallenge(result, on: today.adding(days: -offset))
    }
    #expect(badge("challenges-5", progress).progress == 0)
    #expect(!badge("challenges-5", progress).isEarned)
    let finished = ChallengeResult(
      correct: 4, total: 10, skipped: 3, points: 200, endedEarly: false)
    progress.recordChallenge(finished, on: today.adding(days: -5))
    #expect(progress.finishedChallenges == 1)
    #expect(badge("challenges-5", progress).progress == 1)
  }

  @Test func newlyEarnedListsOnlyWhatChanged() {
    let before = LearnerProgress()
    var after = before
    after.markRead("a", on: today)
    #expect(
      catalog.newlyEarned(before: before, after: after, today: today).map(\.id) == ["first-steps"])
  }

  @Test func aChallengeIsRecordedOncePerDay() {
    var progress = LearnerProgress()
    let result = ChallengeResult(correct: 2, total: 10, skipped: 1, points: 100, endedEarly: false)
    let first = progress.recordChallenge(result, on: today)
    let second = progress.recordChallenge(result, on: today)
    #expect(first)
    #expect(!second)
    #expect(progress.points.challenges == 100)
  }
}
