import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// A challenge stopped at an answer that could not be judged (here the temporary folder, in
/// `UnjudgedAnswerTests.UnjudgedActivity`: `t` is right, `f` cannot be judged) stays open, and the
/// next run that day goes on at that question; a challenge the learner leaves does not.
@Suite struct ChallengeContinueTests {
  let day = Day("2026-06-01")!

  /// The day's challenge (seed 3 every time, as every run of a day draws the same seed), asked
  /// through `interface`, which the coordinator holds unowned.
  func challenge(
    _ interface: ScriptedPracticeInterface, store: InMemoryProgressStore, seed: UInt64 = 3
  ) -> ChallengeCoordinator {
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map {
        UnjudgedAnswerTests.UnjudgedActivity(id: $0.activity)
      })
    return ChallengeCoordinator(
      catalog: catalog, store: store, clock: FixedClock(day), random: SeededGenerator(seed: seed),
      interface: interface)
  }

  func run(_ answers: [String], store: InMemoryProgressStore) throws -> (
    ChallengeCoordinator.Ending, ScriptedPracticeInterface
  ) {
    let interface = ScriptedPracticeInterface(answers)
    return (try challenge(interface, store: store).run(), interface)
  }

  /// Answers the first question, skips the second and stops at the third, which cannot be judged;
  /// returns the questions asked.
  func failedAtTheThird(_ store: InMemoryProgressStore) throws -> [String] {
    let interface = ScriptedPracticeInterface(["t", "s", "f"])
    #expect(throws: ProcessOwner.ScratchFolderError.self) {
      try challenge(interface, store: store).run()
    }
    return interface.askedItems
  }

  @Test func itGoesOnAtTheQuestionThatWasNotJudged() throws {
    let store = InMemoryProgressStore()
    let first = try failedAtTheThird(store)
    #expect(first.count == 3)
    let open = try #require(try store.load().challenges[day])
    #expect(open.canContinue && open.marks == "✓-" && open.points == 50)
    let (ending, interface) = try run(Array(repeating: "t", count: 8), store: store)
    // The same third question, then the rest, and every one counts.
    #expect(interface.askedItems.first == first.last)
    #expect(interface.askedItems.count == 8)
    #expect(Set(first.dropLast()).isDisjoint(with: interface.askedItems))
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.result.marks == "✓-" + String(repeating: "✓", count: 8))
    #expect(summary.result.correct == 9 && summary.result.skipped == 1)
    #expect(summary.result.isFinished && !summary.result.canContinue)
    #expect(try store.load().points.challenges == 9 * PointValues.challengeAnswer)
    let rules = interface.screens.compactMap {
      if case .challengeRules(let rules) = $0 { rules } else { nil }
    }
    #expect(rules.first?.continuing == open)
  }

  /// A run with another seed (`--seed`) goes on with the questions the first seed drew: the seed is
  /// saved with the open challenge, and dropped once it is taken.
  @Test func itGoesOnWithTheSeedThatDrewItsQuestions() throws {
    let store = InMemoryProgressStore()
    let first = try failedAtTheThird(store)
    #expect(try store.load().challenges[day]?.seed == 3)
    let interface = ScriptedPracticeInterface(["t", "q"])
    _ = try challenge(interface, store: store, seed: 4).run()
    #expect(interface.askedItems.first == first.last)
    let taken = try #require(try store.load().challenges[day])
    #expect(taken.marks == "✓-✓" && !taken.canContinue && taken.seed == nil)
    // Seed 4 alone would have asked another third question.
    let other = ScriptedPracticeInterface(["t", "s", "q"])
    _ = try challenge(other, store: InMemoryProgressStore(), seed: 4).run()
    #expect(other.askedItems.last != first.last)
  }

  /// Left (here with `q`) before this run's first answer: nothing changes, and it is still open.
  @Test func leftBeforeAnAnswerItStaysOpen() throws {
    let store = InMemoryProgressStore()
    _ = try failedAtTheThird(store)
    let before = try store.load()
    #expect(try run(["q"], store: store).0 == .leftUnanswered(inputEnded: false))
    #expect(try run([], store: store).0 == .leftUnanswered(inputEnded: true))
    #expect(try store.load() == before)
    // Stopped again at the same question, it stays open at it.
    #expect(throws: ProcessOwner.ScratchFolderError.self) { try run(["f"], store: store) }
    #expect(try store.load() == before)
  }

  /// Once this run has an answer, `q` ends it as ever: left early, taken for the day.
  @Test func endedByTheLearnerItIsTaken() throws {
    let store = InMemoryProgressStore()
    _ = try failedAtTheThird(store)
    guard case .finished(let summary) = try run(["t", "q"], store: store).0 else {
      Issue.record("not finished")
      return
    }
    #expect(summary.result.marks == "✓-✓" && summary.result.endedEarly)
    #expect(!summary.result.canContinue)
    #expect(try run(["t"], store: store).0 == .alreadyTaken(summary.result))
  }

  /// A challenge the learner left never goes on, however it was left.
  @Test func aChallengeLeftByTheLearnerIsNotContinued() throws {
    let store = InMemoryProgressStore()
    guard case .finished(let left) = try run(["t", "q"], store: store).0 else {
      Issue.record("not finished")
      return
    }
    #expect(!left.result.canContinue)
    #expect(try run(["t"], store: store).0 == .alreadyTaken(left.result))
  }

  /// Only a result of this plan, with questions still to ask, goes on.
  @Test func onlyAResultWithQuestionsLeftGoesOn() {
    var result = ChallengeResult(
      correct: 1, total: 10, skipped: 0, points: 50, endedEarly: true, marks: "✓")
    #expect(!ChallengeCoordinator.continues(result, questions: 10))
    result.canContinue = true
    #expect(ChallengeCoordinator.continues(result, questions: 10))
    #expect(!ChallengeCoordinator.continues(result, questions: 9))
    result.marks = String(repeating: "✓", count: 10)
    #expect(!ChallengeCoordinator.continues(result, questions: 10))
    result.marks = nil
    #expect(!ChallengeCoordinator.continues(result, questions: 10))
  }
}
