import Testing

@testable import UnwrapKit

/// Every answer a session judges is judged inside `PracticeInterface.judging`, so a terminal can say
/// `Checking…` while a compile or a program runs; the verdict is shown after it, and nothing while
/// it runs.
@Suite struct JudgingHookTests {
  /// Logs what a session shows and when it judges: `judging` for each answer judged, `verdict` for
  /// each verdict shown, and anything shown while judging as `shown while judging`.
  final class JudgingLog: PracticeInterface {
    let scripted: ScriptedPracticeInterface
    var log: [String] = []
    private var inside = false

    init(_ answers: [String]) { scripted = ScriptedPracticeInterface(answers) }

    func show(_ screen: PracticeScreen) {
      if inside { log.append("shown while judging") }
      if case .verdict = screen { log.append("verdict") }
      scripted.show(screen)
    }

    func ask(_ prompt: PracticePrompt) -> String? { scripted.ask(prompt) }

    func judging(_ work: () throws -> PracticeVerdict) rethrows -> PracticeVerdict {
      inside = true
      defer { inside = false }
      log.append("judging")
      return try work()
    }
  }

  @Test func practiceJudgesTheFirstAnswerAndEveryRetryInsideTheHook() throws {
    let interface = JudgingLog(["f", "f", "t"])
    let coordinator = PracticeCoordinator(
      store: InMemoryProgressStore(), clock: FixedClock(Day("2026-06-01")!),
      random: SeededGenerator(seed: 1), interface: interface)
    _ = try coordinator.runSession(SkippedAnswerTests.RetryActivity())
    #expect(interface.log == Array(repeating: ["judging", "verdict"], count: 3).flatMap { $0 })
  }

  @Test func theChallengeJudgesEachAnswerInsideTheHook() throws {
    let interface = JudgingLog(["t", "f", "q"])
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { TrueActivity(id: $0.activity) })
    _ = try ChallengeCoordinator(
      catalog: catalog, store: InMemoryProgressStore(), clock: FixedClock(Day("2026-06-01")!),
      random: SeededGenerator(seed: 3), interface: interface
    ).run(on: Day("2026-06-01")!)
    #expect(interface.log == ["judging", "verdict", "judging", "verdict"])
  }
}
