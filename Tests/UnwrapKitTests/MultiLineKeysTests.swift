import Testing

@testable import UnwrapKit

/// An activity whose every question wants the three lines `a`, `b`, `c`, like Predict the Output; it
/// notes each answer it judges.
final class ThreeLineActivity: PracticeActivity, @unchecked Sendable {
  let info = ActivityInfo(id: "lines", title: "Lines", summary: "s", unlockSection: "boxes")
  private(set) var judged: [ParsedAnswer] = []

  func availableItems(hasRead: (String) -> Bool) -> [String] { (1...3).map { "item-\($0)" } }

  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    PracticeQuestion(
      itemID: itemID, screen: QuestionScreen(prompt: itemID, answerKind: .lines(3)),
      hint: "three letters", expectedAnswer: "a\nb\nc"
    ) { answer in
      self.judged.append(answer)
      return PracticeVerdict(isCorrect: answer == .lines(["a", "b", "c"]))
    }
  }
}

/// A scripted interface that also notes every prompt it was asked.
final class PromptRecordingInterface: PracticeInterface {
  let scripted: ScriptedPracticeInterface
  var prompts: [PracticePrompt] = []
  init(_ answers: [String]) { scripted = ScriptedPracticeInterface(answers) }
  func show(_ screen: PracticeScreen) { scripted.show(screen) }
  func ask(_ prompt: PracticePrompt) -> String? {
    prompts.append(prompt)
    return scripted.ask(prompt)
  }
}

/// `h`, `s` and `q` mean the same on every line of a multi-line answer as on its first line, and are
/// never kept as a line of the answer.
@Suite struct MultiLineKeysTests {
  func session(_ answers: [String]) throws -> (
    PracticeCoordinator.Ending, PromptRecordingInterface, ThreeLineActivity
  ) {
    let interface = PromptRecordingInterface(answers)
    let activity = ThreeLineActivity()
    let ending = try PracticeCoordinator(
      store: InMemoryProgressStore(), clock: FixedClock(Day("2026-06-01")!),
      random: SeededGenerator(seed: 1), interface: interface
    ).runSession(activity)
    return (ending, interface, activity)
  }

  @Test func qOnALaterLineEndsTheSessionAndIsNotAnAnswer() throws {
    let (ending, interface, activity) = try session(["a", " Q "])
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.endedEarly)
    #expect(summary.answered == 0)
    #expect(activity.judged.isEmpty, "q was judged as a line: \(activity.judged)")
    #expect(interface.prompts == [.answer(.lines(3)), .nextLine(number: 2, total: 3)])
  }

  @Test func hOnALaterLineShowsTheHintAndAsksThatLineAgain() throws {
    let (ending, interface, activity) = try session(["a", "b", "hint", "c", "q"])
    #expect(activity.judged == [.lines(["a", "b", "c"])])
    #expect(interface.scripted.screens.contains(.hint("three letters")))
    #expect(interface.scripted.screens.contains(.verdict(PracticeVerdict(isCorrect: true))))
    #expect(
      interface.prompts.prefix(4) == [
        .answer(.lines(3)), .nextLine(number: 2, total: 3), .nextLine(number: 3, total: 3),
        .nextLine(number: 3, total: 3),
      ])
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.correct == 1)
  }

  @Test func sOnALaterLineSkipsTheQuestion() throws {
    let (ending, interface, activity) = try session(["a", "b", "S", "q"])
    #expect(activity.judged.isEmpty)
    #expect(interface.scripted.screens.contains(.questionSkipped))
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.answered == 1)
    #expect(summary.correct == 0)
  }

  @Test func aLineThatOnlyContainsAKeyWordIsAnAnswerLine() throws {
    let (_, _, activity) = try session(["a", "quite", "h i", "q"])
    #expect(activity.judged == [.lines(["a", "quite", "h i"])])
  }

  /// The rule that makes keys safe on every line: no shipped program may print a line that is a key.
  @Test func aProgramThatPrintsAKeyLineIsABankProblem() {
    let question = PredictTheOutputQuestion(
      id: "p", section: "s", code: "print(\"Sum\")\nprint(\"s\")",
      answers: [.init(when: nil, output: "Sum\nS")], hint: nil, prompt: nil)
    let problems = PredictTheOutputPractice.problems(question)
    #expect(problems.contains { $0.contains("prints the line \"S\"") }, "\(problems)")
    let fine = PredictTheOutputQuestion(
      id: "p", section: "s", code: "print(\"Sum\")", answers: [.init(when: nil, output: "Sum\nsq")],
      hint: nil, prompt: nil)
    #expect(PredictTheOutputPractice.problems(fine).isEmpty)
  }
}
