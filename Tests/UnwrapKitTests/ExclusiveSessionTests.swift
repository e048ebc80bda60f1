import Foundation
import Testing

@testable import UnwrapKit

/// A practice interface that, when first asked for an answer, runs `meanwhile`: another run of a
/// session on the same store, started while this one is under way.
final class MeanwhileInterface: PracticeInterface {
  let scripted: ScriptedPracticeInterface
  var meanwhile: (() throws -> Void)?
  var meanwhileError: (any Error)?

  init(_ answers: [String], meanwhile: @escaping () throws -> Void) {
    scripted = ScriptedPracticeInterface(answers)
    self.meanwhile = meanwhile
  }

  func show(_ screen: PracticeScreen) { scripted.show(screen) }
  func ask(_ prompt: PracticePrompt) -> String? {
    if let run = meanwhile {
      meanwhile = nil
      do { try run() } catch { meanwhileError = error }
    }
    return scripted.ask(prompt)
  }
}

/// A store that lets every run claim every session, as a store without session locks would: what is
/// left to stop two runs paying twice is the check each save makes.
final class NonExclusiveStore: ProgressStore, @unchecked Sendable {
  let inner = InMemoryProgressStore()
  func load() throws(ProgressError) -> LearnerProgress { try inner.load() }
  func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    try inner.update(change)
  }
  func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim? {
    SessionClaim {}
  }
}

/// Today's challenge and the due cards are paid for once, whatever runs side by side: one run holds
/// each at a time, and a save never goes over what another run recorded.
@Suite struct ExclusiveSessionTests {
  let day = Day("2026-06-01")!

  @Test func aFileStoreSessionIsHeldByOneStoreAtATimeUntilReleased() throws {
    let folder = TemporaryFolder()
    let first = FileProgressStore(directory: folder.url)
    let second = FileProgressStore(directory: folder.url)
    let held = try #require(try first.claim(.challenge))
    #expect(try second.claim(.challenge) == nil, "another run holds today's challenge")
    #expect(try first.claim(.challenge) == nil, "even the same store asks again")
    let review = try #require(try second.claim(.spacedReview), "each session has a lock of its own")
    held.release()
    #expect(try second.claim(.challenge) != nil, "a released session can be claimed again")
    review.release()
    #expect(try first.claim(.spacedReview) != nil, "a claim that goes away lets go")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("progress.json.challenge.lock").path))
  }

  @Test func anInMemorySessionIsHeldByOneRunAtATime() throws {
    let store = InMemoryProgressStore()
    let held = try #require(try store.claim(.spacedReview))
    #expect(try store.claim(.spacedReview) == nil)
    #expect(try store.claim(.challenge) != nil)
    held.release()
    #expect(try store.claim(.spacedReview) != nil)
  }

  func challenge(
    _ answers: [String], store: any ProgressStore, meanwhile: @escaping () throws -> Void = {}
  ) throws -> (ChallengeCoordinator.Ending, MeanwhileInterface) {
    let interface = MeanwhileInterface(answers, meanwhile: meanwhile)
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { TrueActivity(id: $0.activity) })
    let ending = try ChallengeCoordinator(
      catalog: catalog, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 3),
      interface: interface
    ).run()
    #expect(interface.meanwhileError == nil, "\(String(describing: interface.meanwhileError))")
    return (ending, interface)
  }

  @Test func aSecondChallengeWhileOneIsOpenIsToldSoAndChangesNothing() throws {
    let store = InMemoryProgressStore()
    var second: ChallengeCoordinator.Ending?
    var progressMeanwhile: LearnerProgress?
    let (first, _) = try challenge(["t", "q"], store: store) {
      second = try challenge(Array(repeating: "t", count: 10), store: store).0
      progressMeanwhile = try store.load()
    }
    #expect(second == .openElsewhere)
    #expect(progressMeanwhile == LearnerProgress(), "the second run changed nothing")
    guard case .finished(let summary) = first else {
      Issue.record("\(first)")
      return
    }
    #expect(summary.result.correct == 1)
    #expect(try store.load().points.challenges == PointValues.challengeAnswer)
    #expect(try store.load().challenges[day] == summary.result)
    #expect(try challenge(["t"], store: store).0 == .alreadyTaken(summary.result))
  }

  /// Without the session lock, the run that saves first keeps today's challenge: the other one's
  /// next save is refused, so its answer earns nothing and nothing is saved over the first result.
  @Test func aSaveNeverGoesOverAnotherRunsChallenge() throws {
    let store = NonExclusiveStore()
    var second: ChallengeCoordinator.Ending?
    let (first, _) = try challenge(["t", "t"], store: store) {
      second = try challenge(["t", "f", "q"], store: store).0
    }
    #expect(first == .savedElsewhere)
    guard case .finished(let summary) = second else {
      Issue.record("\(String(describing: second))")
      return
    }
    let progress = try store.load()
    #expect(progress.challenges[day] == summary.result)
    #expect(progress.challenges[day]?.marks == "✓✗")
    #expect(progress.points.challenges == PointValues.challengeAnswer)
  }

  @Test func saveChallengeRefusesADayThatHoldsAnotherResult() {
    let mine = ChallengeResult(
      correct: 1, total: 10, skipped: 0, points: 50, endedEarly: true, marks: "✓")
    let theirs = ChallengeResult(
      correct: 0, total: 10, skipped: 1, points: 0, endedEarly: true, marks: "-")
    var progress = LearnerProgress()
    let first = progress.saveChallenge(theirs, over: nil, awarding: 0, on: day)
    #expect(first)
    let before = progress
    let overNothing = progress.saveChallenge(mine, over: nil, awarding: 50, on: day)
    let overMine = progress.saveChallenge(mine, over: mine, awarding: 50, on: day)
    #expect(!overNothing, "the day already holds another run's result")
    #expect(!overMine, "what this run saved last is not what the day holds")
    #expect(progress == before)
    var next = theirs
    next.marks = "-✓"
    next.correct = 1
    let overTheirs = progress.saveChallenge(next, over: theirs, awarding: 50, on: day)
    #expect(overTheirs)
    #expect(progress.points.challenges == 50)
  }

  func review(
    _ answers: [String], store: any ProgressStore, meanwhile: @escaping () throws -> Void = {}
  ) throws -> (SpacedReviewCoordinator.Ending, MeanwhileInterface) {
    let folder = try Fixtures.content()
    let activity = try ReviewPractice(library: ContentLibrary(directory: folder.url))
    let interface = MeanwhileInterface(answers, meanwhile: meanwhile)
    let ending = try SpacedReviewCoordinator(
      activity: activity, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 1),
      interface: interface
    ).run(limit: 20)
    #expect(interface.meanwhileError == nil, "\(String(describing: interface.meanwhileError))")
    return (ending, interface)
  }

  /// Four cards due today, from answers given yesterday.
  func fourDueCards(in store: any ProgressStore) throws {
    try store.update { progress in
      for index in 0..<4 {
        progress.recordReviewAnswer(
          "boxes:correct:\(index)", correctly: true, on: day.adding(days: -1))
      }
    }
  }

  @Test func aSecondReviewWhileOneIsOpenIsToldSoAndChangesNothing() throws {
    let store = InMemoryProgressStore()
    try fourDueCards(in: store)
    let before = try store.load()
    var second: SpacedReviewCoordinator.Ending?
    var progressMeanwhile: LearnerProgress?
    let (first, _) = try review(Array(repeating: "t", count: 4), store: store) {
      second = try review(Array(repeating: "t", count: 4), store: store).0
      progressMeanwhile = try store.load()
    }
    #expect(second == .openElsewhere)
    #expect(progressMeanwhile == before, "the second run changed nothing")
    guard case .finished(let summary) = first else {
      Issue.record("\(first)")
      return
    }
    #expect(summary.reviewed == 4 && summary.correct == 4, "\(summary)")
    #expect(summary.dueLeftToday == 0 && !summary.endedEarly, "\(summary)")
    #expect(summary.points == 4 * PointValues.practiceAnswer)
    #expect(try store.load().points.practice == 4 * PointValues.practiceAnswer)
  }

  /// Without the session lock, a card answered by another run is no longer due: this run's answer
  /// to it earns nothing and leaves the schedule the other run gave it.
  @Test func aCardAnsweredByAnotherRunIsNotPaidTwice() throws {
    let store = NonExclusiveStore()
    try fourDueCards(in: store)
    var second: SpacedReviewCoordinator.Ending?
    var scheduled: [String: ReviewCard] = [:]
    let (first, interface) = try review(Array(repeating: "t", count: 4), store: store) {
      second = try review(Array(repeating: "t", count: 4), store: store).0
      scheduled = try store.load().cards
    }
    guard case .finished(let other)? = second, case .finished(let this) = first else {
      Issue.record("\(String(describing: second)), \(first)")
      return
    }
    #expect(other.reviewed == 4 && other.correct == 4, "\(other)")
    #expect(this.reviewed == 0 && this.points == 0, "\(this)")
    // The cards the other run answered are no longer due: none is told as still due here.
    #expect(this.dueLeftToday == 0, "\(this)")
    #expect(interface.scripted.screens.filter { $0 == .cardAnsweredElsewhere }.count == 4)
    let progress = try store.load()
    #expect(progress.points.practice == 4 * PointValues.practiceAnswer)
    #expect(progress.cards == scheduled, "the schedule the other run gave stands")
  }
}
