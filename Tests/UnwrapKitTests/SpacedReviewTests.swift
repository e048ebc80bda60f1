import Foundation
import Testing

@testable import UnwrapKit

@Suite struct ReviewCardTests {
  let start = Day("2026-06-01")!

  @Test func intervalsGrowWithRightAnswersAndResetWithAWrongOne() {
    var card = ReviewCard(due: start)
    var intervals: [Int] = []
    var day = start
    for _ in 0..<4 {
      card = card.answered(correctly: true, on: day)
      intervals.append(card.interval)
      day = card.due
    }
    #expect(intervals == [1, 6, 15, 38])
    #expect(card.due == start.adding(days: 1 + 6 + 15 + 38))
    card = card.answered(correctly: false, on: day)
    #expect(card.interval == 1)
    #expect(card.repetitions == 0)
    #expect(card.due == day.adding(days: 1), "a wrong answer comes back within a day")
    #expect(abs(card.ease - 1.96) < 0.0001)
  }

  /// A review retaken the same day (or a statement met in practice before it is due) is not a spaced
  /// repetition: right answers then leave the schedule alone, and a wrong one still starts it again.
  @Test func aRightAnswerBeforeTheCardIsDueChangesNothing() {
    let first = ReviewCard(due: start).answered(correctly: true, on: start)
    #expect(first.interval == 1)
    #expect(first.answered(correctly: true, on: start) == first, "the same day again")
    let second = first.answered(correctly: true, on: first.due)
    #expect(second.interval == 6, "the 1-day step still happens")
    #expect(second.answered(correctly: true, on: second.due.adding(days: -1)) == second)
    let forgotten = second.answered(correctly: false, on: start.adding(days: 2))
    #expect(forgotten.interval == 1)
    #expect(forgotten.due == start.adding(days: 3))
  }

  @Test func easeNeverFallsBelowTheMinimum() {
    var card = ReviewCard(due: start)
    for _ in 0..<20 { card = card.answered(correctly: false, on: start) }
    #expect(card.ease == ReviewCard.minimumEase)
  }

  @Test func olderProgressIsScheduledOverTheComingDaysNotAllAtOnce() {
    var progress = LearnerProgress()
    let ids = (0..<45).map { "s:correct:\($0)" }
    progress.scheduleUnseenStatements(ids, from: start, perDay: 20)
    #expect(progress.dueCards(on: start).count == 20)
    #expect(progress.dueCards(on: start.adding(days: 1)).count == 40)
    #expect(progress.dueCards(on: start.adding(days: 2)).count == 45)
  }
}

@Suite struct SpacedReviewCoordinatorTests {
  let today = Day("2026-06-01")!

  @Test func reviewQuestionsOfferTheirSectionsHint() throws {
    let folder = try Fixtures.content()
    let activity = try ReviewPractice(library: ContentLibrary(directory: folder.url))
    var random = SeededGenerator(seed: 1)
    let question = try activity.makeQuestion(itemID: "boxes:wrong:2", random: &random)
    #expect(question.hint == "Think.")
    #expect(question.expectedAnswer == "false")
  }

  func run(_ answers: [String], store: any ProgressStore, limit: Int = 20, day: Day? = nil) throws
    -> SpacedReviewCoordinator.Ending
  {
    let folder = try Fixtures.content()
    let activity = try ReviewPractice(library: ContentLibrary(directory: folder.url))
    let interface = ScriptedPracticeInterface(answers)
    return try withExtendedLifetime(interface) {
      try SpacedReviewCoordinator(
        activity: activity, store: store, clock: FixedClock(day ?? today),
        random: SeededGenerator(seed: 1),
        interface: interface
      ).run(limit: limit)
    }
  }

  @Test func theSessionLimitHoldsAndTheScheduleSurvivesAReload() throws {
    let folder = TemporaryFolder()
    let store = FileProgressStore(directory: folder.url)
    try store.update { progress in
      for index in 0..<6 {
        progress.recordReviewAnswer(
          "boxes:correct:\(index)", correctly: true, on: today.adding(days: -1))
      }
      for index in 0..<6 {
        progress.recordReviewAnswer(
          "boxes:wrong:\(index)", correctly: false, on: today.adding(days: -1))
      }
    }
    let ending = try run(Array(repeating: "t", count: 5), store: store, limit: 5)
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.reviewed == 5)
    #expect(summary.dueLeftToday == 7)
    #expect(summary.pastLimit == 7)
    #expect(!summary.endedEarly)
    let reloaded = try FileProgressStore(directory: folder.url).load()
    #expect(reloaded.dueCards(on: today).count == 7)
    let quit = try run(["t", "q"], store: store, limit: 5)
    guard case .finished(let quitSummary) = quit else {
      Issue.record("\(quit)")
      return
    }
    // Five asked of seven due: the card `q` was typed at and the three after it were not reached.
    #expect(quitSummary.reviewed == 1)
    #expect(quitSummary.notReached == 4)
    #expect(quitSummary.pastLimit == 2)
    #expect(quitSummary.dueLeftToday == 6)
    #expect(quitSummary.endedEarly)
  }

  /// A skipped card is not answered: it stays due, and the learner is told so, not that it counts as
  /// not right.
  @Test func aSkippedCardStaysDueAndSaysSo() throws {
    let store = InMemoryProgressStore()
    try store.update {
      $0.recordReviewAnswer("boxes:correct:0", correctly: true, on: today.adding(days: -1))
    }
    let folder = try Fixtures.content()
    let interface = ScriptedPracticeInterface(["s"])
    let ending = try SpacedReviewCoordinator(
      activity: try ReviewPractice(library: ContentLibrary(directory: folder.url)), store: store,
      clock: FixedClock(today), random: SeededGenerator(seed: 1), interface: interface
    ).run(limit: 20)
    #expect(interface.screens.contains(.cardSkipped))
    #expect(!interface.screens.contains(.questionSkipped))
    #expect(try store.load().dueCards(on: today) == ["boxes:correct:0"])
    #expect(
      ending == .finished(SpacedReviewSummary(reviewed: 0, correct: 0, points: 0, skipped: 1)))
  }

  @Test func nothingDueSaysWhenTheNextCardsAre() throws {
    let store = InMemoryProgressStore()
    try store.update { $0.recordReviewAnswer("boxes:correct:0", correctly: true, on: today) }
    #expect(try run([], store: store) == .nothingDue(nextDue: today.adding(days: 1)))
  }

  @Test func answersEarnPracticePointsAndCountTowardTheStreak() throws {
    let store = InMemoryProgressStore()
    try store.update {
      $0.recordReviewAnswer("boxes:correct:0", correctly: true, on: today.adding(days: -1))
    }
    _ = try run(["t"], store: store)
    let progress = try store.load()
    #expect(progress.points.practice == PointValues.practiceAnswer)
    #expect(progress.activeDays.contains(today))
    #expect(progress.cards["boxes:correct:0"]?.interval == 6)
  }

  @Test func sectionsReviewedBeforeTheFeatureAreSeededOnce() throws {
    var old = LearnerProgress()
    old.markReviewed("boxes", on: today.adding(days: -30))
    old.reviewCardsSeeded = false
    let store = InMemoryProgressStore(old)
    let ending = try run([], store: store, limit: 5)
    guard case .inputEnded(let reviewed) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(reviewed == 0)
    let progress = try store.load()
    #expect(progress.cards.count == 12)
    #expect(progress.reviewCardsSeeded)
    #expect(progress.dueCards(on: today).count == 5)
  }
}
