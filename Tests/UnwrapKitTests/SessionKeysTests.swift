import Testing

@testable import UnwrapKit

/// A scripted interface that also notes the practice and challenge points saved in the store each time
/// it is asked for a line: what an interrupt at that moment would keep.
final class StoreWatchingInterface: PracticeInterface {
  let scripted: ScriptedPracticeInterface
  let store: any ProgressStore
  var savedPointsAtEachAsk: [Int] = []

  init(_ answers: [String], store: any ProgressStore) {
    scripted = ScriptedPracticeInterface(answers)
    self.store = store
  }
  func show(_ screen: PracticeScreen) { scripted.show(screen) }
  func ask(_ prompt: PracticePrompt) -> String? {
    savedPointsAtEachAsk.append((try? store.load().points.total) ?? -1)
    return scripted.ask(prompt)
  }
}

/// An activity that answers "true" to everything, under any id (the challenge asks for its ids).
struct TrueActivity: PracticeActivity {
  let info: ActivityInfo
  init(id: String) {
    info = ActivityInfo(id: id, title: id, summary: "s", unlockSection: "boxes")
  }
  func availableItems(hasRead: (String) -> Bool) -> [String] { (1...5).map { "\(info.id)-\($0)" } }
  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    PracticeQuestion(
      itemID: itemID, screen: QuestionScreen(prompt: itemID, answerKind: .trueOrFalse), hint: nil,
      expectedAnswer: "true"
    ) { PracticeVerdict(isCorrect: $0 == .bool(true)) }
  }
}

/// `s` skips one question, `q` ends the session keeping what was earned, in every session type; and
/// what is earned is saved as it is earned, so an interrupt loses nothing.
@Suite struct SessionKeysTests {
  let day = Day("2026-06-01")!

  func practice(_ answers: [String], store: InMemoryProgressStore) throws -> (
    PracticeCoordinator.Ending, StoreWatchingInterface
  ) {
    let interface = StoreWatchingInterface(answers, store: store)
    let ending = try PracticeCoordinator(
      store: store, clock: FixedClock(day), random: SeededGenerator(seed: 1), interface: interface
    ).runSession(AlwaysTrueActivity())
    return (ending, interface)
  }

  @Test func sInPracticeSkipsOnlyThatQuestion() throws {
    let store = InMemoryProgressStore()
    let (ending, interface) = try practice(
      ["t", "s"] + Array(repeating: "t", count: 8), store: store)
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.total == 10)
    #expect(summary.correct == 9)
    #expect(!summary.endedEarly)
    #expect(interface.scripted.screens.contains(.questionSkipped))
    #expect(try store.load().points.practice == 180)
    #expect(try store.load().practice["always"]?.sessions == 1)
  }

  @Test func qInPracticeEndsEarlyAndKeepsTwentyPointsPerRightAnswer() throws {
    let store = InMemoryProgressStore()
    let (ending, interface) = try practice(["t", "t", "f", "q"], store: store)
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.endedEarly)
    #expect(summary.correct == 2)
    #expect(summary.pointsAwarded == 40)
    #expect(interface.scripted.askedItems.count == 4)
    let progress = try store.load()
    #expect(progress.points.practice == 40)
    #expect(progress.practice["always"]?.sessions ?? 0 == 0, "an ended session is not completed")
    #expect(progress.practice["always"]?.recent.count == 3, "the answered items count as seen")
  }

  @Test func practicePointsAreSavedTheMomentTheyAreEarned() throws {
    let store = InMemoryProgressStore()
    let (_, interface) = try practice(["t", "f", "t"], store: store)
    #expect(Array(interface.savedPointsAtEachAsk.prefix(4)) == [0, 20, 20, 40])
  }

  func challenge(_ answers: [String], store: InMemoryProgressStore) throws -> (
    ChallengeCoordinator.Ending, StoreWatchingInterface
  ) {
    let interface = StoreWatchingInterface(answers, store: store)
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { TrueActivity(id: $0.activity) })
    let ending = try ChallengeCoordinator(
      catalog: catalog, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 3),
      interface: interface
    ).run()
    return (ending, interface)
  }

  @Test func theChallengeStatesItsRulesBeforeTheFirstQuestion() throws {
    let (_, interface) = try challenge(["q"], store: InMemoryProgressStore())
    #expect(
      interface.scripted.screens.first
        == .challengeRules(ChallengeRules(questions: 10, pointsPerAnswer: 50, maximumSkips: 3)))
  }

  @Test func qInTheChallengeEndsItAndKeepsTheScore() throws {
    let store = InMemoryProgressStore()
    let (ending, interface) = try challenge(["t", "s", "f", "t", "q"], store: store)
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.result.correct == 2)
    #expect(summary.result.endedEarly)
    #expect(summary.result.allMarks.count == 10)
    #expect(
      summary.result.allMarks.prefix(5) == [.right, .skipped, .wrong, .right, .notReached])
    #expect(try store.load().points.challenges == 100)
    #expect(Array(interface.savedPointsAtEachAsk.prefix(5)) == [0, 50, 50, 50, 100])
  }

  @Test func aChallengeLeftBeforeItsFirstAnswerRecordsNothingAndStaysOpen() throws {
    let store = InMemoryProgressStore()
    let (quit, _) = try challenge(["q"], store: store)
    #expect(quit == .leftUnanswered(inputEnded: false))
    let (ended, _) = try challenge([], store: store)
    #expect(ended == .leftUnanswered(inputEnded: true))
    // No result and no active day: looking at the first question keeps no streak alive.
    #expect(try store.load().challenges.isEmpty)
    #expect(try store.load().activeDays.isEmpty)
    let (taken, _) = try challenge(["s", "q"], store: store)
    guard case .finished(let summary) = taken else {
      Issue.record("a skip starts the challenge: \(taken)")
      return
    }
    #expect(summary.result.skipped == 1)
    #expect(try store.load().challenges[day] != nil)
    #expect(try store.load().activeDays == [day])
  }

  @Test func eNoLongerEndsTheChallenge() throws {
    let (_, interface) = try challenge(["e", "q"], store: InMemoryProgressStore())
    #expect(
      interface.scripted.screens.contains { if case .notUnderstood = $0 { true } else { false } })
  }
}
