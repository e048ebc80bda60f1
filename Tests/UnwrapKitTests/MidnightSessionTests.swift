import TestSupport
import Testing

@testable import UnwrapKit

/// A session that runs past midnight records each answer on the day it is given: the streak counts
/// the new day and a review card is scheduled from it. The daily challenge stays the challenge of
/// the day it was started on.
@Suite struct MidnightSessionTests {
  let day = Day("2026-06-01")!
  var next: Day { day.adding(days: 1) }

  /// An interface that moves `clock` past midnight just before the answer of index `at` is read.
  final class MidnightInterface: PracticeInterface {
    let scripted: ScriptedPracticeInterface
    let clock: MidnightClock
    let at: Int
    var asked = 0

    init(_ answers: [String], clock: MidnightClock, at: Int) {
      scripted = ScriptedPracticeInterface(answers)
      self.clock = clock
      self.at = at
    }

    func show(_ screen: PracticeScreen) { scripted.show(screen) }
    func ask(_ prompt: PracticePrompt) -> String? {
      if asked == at { clock.passMidnight() }
      asked += 1
      return scripted.ask(prompt)
    }
  }

  @Test func practiceCountsAnAnswerAfterMidnightOnTheNewDay() throws {
    let store = InMemoryProgressStore()
    let clock = MidnightClock(day)
    let interface = MidnightInterface(Array(repeating: "t", count: 10), clock: clock, at: 5)
    _ = try PracticeCoordinator(
      store: store, clock: clock, random: SeededGenerator(seed: 1), interface: interface
    ).runSession(AlwaysTrueActivity())
    #expect(try store.load().activeDays == [day, next])
  }

  @Test func aReviewCardAnsweredWrongAfterMidnightComesBackTheDayAfterIt() throws {
    let store = InMemoryProgressStore()
    try store.update {
      $0.recordReviewAnswer("boxes:correct:0", correctly: true, on: day.adding(days: -1))
      $0.recordReviewAnswer("boxes:correct:1", correctly: true, on: day.adding(days: -1))
    }
    let clock = MidnightClock(day)
    let interface = MidnightInterface(["t", "f"], clock: clock, at: 1)
    let folder = try Fixtures.content()
    let ending = try SpacedReviewCoordinator(
      activity: try ReviewPractice(library: ContentLibrary(directory: folder.url)), store: store,
      clock: clock, random: SeededGenerator(seed: 1), interface: interface
    ).run(limit: 20)
    let progress = try store.load()
    #expect(progress.activeDays == [day.adding(days: -1), day, next])
    let wrong = try #require(progress.cards.values.first { $0.repetitions == 0 })
    #expect(wrong.due == next.adding(days: 1), "not due again at once, on the day it was answered")
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.nextDue == next.adding(days: 1), "the summary's next day is after the new day")
  }

  @Test func aChallengeFinishedAfterMidnightIsTheDayItStartedOn() throws {
    let store = InMemoryProgressStore()
    let clock = MidnightClock(day)
    let interface = MidnightInterface(Array(repeating: "t", count: 10), clock: clock, at: 4)
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { TrueActivity(id: $0.activity) })
    let ending = try ChallengeCoordinator(
      catalog: catalog, store: store, clock: clock, random: SeededGenerator(seed: 3),
      interface: interface
    ).run(on: day)
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.day == day)
    let progress = try store.load()
    #expect(progress.challenges.keys.sorted() == [day])
    #expect(progress.challenges[day]?.correct == 10)
    #expect(progress.activeDays == [day, next], "the answers after midnight count on the new day")
  }

  /// A session started on the last day progress may hold and answered past its midnight still
  /// saves a file that loads again.
  @Test func aSessionPastTheLastDaysMidnightSavesAFileThatLoads() throws {
    let folder = TemporaryFolder()
    let store = FileProgressStore(directory: folder.url)
    let clock = MidnightClock(ProgressBounds.latestDay)
    let interface = MidnightInterface(Array(repeating: "t", count: 10), clock: clock, at: 3)
    _ = try PracticeCoordinator(
      store: store, clock: clock, random: SeededGenerator(seed: 1), interface: interface
    ).runSession(AlwaysTrueActivity())
    #expect(clock.dayOutOfRange == Day("3000-01-01"))
    let loaded = try FileProgressStore(directory: folder.url).load()
    #expect(loaded.activeDays == [ProgressBounds.latestDay])
  }
}
