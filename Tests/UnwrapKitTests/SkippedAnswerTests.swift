import Testing

@testable import UnwrapKit

/// A skipped question shows its answer as a wrong one does, in practice and in the daily challenge
/// (where each question is asked once, so the answer cannot be used again).
@Suite struct SkippedAnswerTests {
  let day = Day("2026-06-01")!

  /// A true-or-false question that may be tried again, as Free Coding may.
  struct RetryActivity: PracticeActivity {
    let info = ActivityInfo(id: "retry", title: "Retry", summary: "s", unlockSection: "boxes")
    func availableItems(hasRead: (String) -> Bool) -> [String] { ["one"] }
    func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
      var question = PracticeQuestion(
        itemID: itemID, screen: QuestionScreen(prompt: itemID, answerKind: .trueOrFalse),
        hint: nil, expectedAnswer: "true"
      ) { PracticeVerdict(isCorrect: $0 == .bool(true), expected: "true") }
      question.allowsRetry = true
      return question
    }
  }

  func practice(_ activity: any PracticeActivity, _ answers: [String]) throws -> [PracticeScreen] {
    let interface = ScriptedPracticeInterface(answers)
    _ = try PracticeCoordinator(
      store: InMemoryProgressStore(), clock: FixedClock(day), random: SeededGenerator(seed: 1),
      interface: interface
    ).runSession(activity)
    return interface.screens
  }

  /// What follows each skip.
  func afterSkips(_ screens: [PracticeScreen]) -> [PracticeScreen] {
    screens.indices.dropLast().filter {
      if case .challengeSkipped = screens[$0] { return true }
      return screens[$0] == .questionSkipped
    }.map { screens[$0 + 1] }
  }

  @Test func aSkipInPracticeShowsTheAnswer() throws {
    let shown = PracticeScreen.answerAfterSkip(PracticeVerdict(isCorrect: false, expected: "true"))
    #expect(afterSkips(try practice(AlwaysTrueActivity(), ["s", "q"])) == [shown])
    // Skipped after a wrong try, too.
    #expect(afterSkips(try practice(RetryActivity(), ["f", "s"])) == [shown])
  }

  @Test func aSkipInTheChallengeShowsTheAnswer() throws {
    let interface = ScriptedPracticeInterface(["s", "t", "s", "q"])
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map { TrueActivity(id: $0.activity) })
    _ = try ChallengeCoordinator(
      catalog: catalog, store: InMemoryProgressStore(), clock: FixedClock(day),
      random: SeededGenerator(seed: 3), interface: interface
    ).run()
    let shown = PracticeScreen.answerAfterSkip(PracticeVerdict(isCorrect: false, expected: "true"))
    #expect(afterSkips(interface.screens) == [shown, shown])
  }

  /// Every shipped activity shows after a skip the answer a wrong reply shows, and why where that
  /// does not depend on the reply; Free Coding, which shows no answer after a wrong try (it may be
  /// tried again), shows its first reference.
  @Test func everyActivityShowsTheAnswerAWrongReplyShows() throws {
    let library = try ContentLibrary.builtIn()
    for registration in ActivityRegistry.all {
      let activity = try registration.make(library, nil)
      var random = SeededGenerator(seed: 5)
      for item in activity.availableItems(hasRead: { _ in true }).prefix(5) {
        let question = try activity.makeQuestion(itemID: item, random: &random)
        let shown = question.answerShown
        let id = "\(registration.info.id) \(item)"
        #expect(!shown.isCorrect && shown.expected != nil, "\(id)")
        let wrong: ParsedAnswer
        switch question.screen.answerKind {
        case .lines: wrong = .lines([])
        case .order, .number, .numbers: wrong = .numbers([])
        case .trueOrFalse: wrong = .bool(question.expectedAnswer != "true")
        case .code:
          #expect(shown.expected == question.expectedAnswer, "\(id)")
          continue
        }
        let verdict = try question.judge(wrong)
        #expect(shown.expected == verdict.expected, "\(id)")
        if registration.info.id != "predict-the-output" {
          // Predict the Output's explanation is a diff against the reply: nothing to show after a skip.
          #expect(shown.explanation == verdict.explanation, "\(id)")
          #expect(shown.details == verdict.details, "\(id)")
        }
      }
    }
  }
}
