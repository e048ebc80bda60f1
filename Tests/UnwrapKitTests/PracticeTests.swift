import Testing

@testable import UnwrapKit

/// A tiny activity whose right answer to every question is "true".
struct AlwaysTrueActivity: PracticeActivity {
  let info = ActivityInfo(id: "always", title: "Always", summary: "s", unlockSection: "boxes")
  var items = (1...15).map { "item-\($0)" }

  func availableItems(hasRead: (String) -> Bool) -> [String] { items }

  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    PracticeQuestion(
      itemID: itemID, screen: QuestionScreen(prompt: itemID, answerKind: .trueOrFalse),
      hint: "think",
      expectedAnswer: "true"
    ) { PracticeVerdict(isCorrect: $0 == .bool(true)) }
  }
}

final class ScriptedPracticeInterface: PracticeInterface {
  var answers: [String]
  var screens: [PracticeScreen] = []
  init(_ answers: [String]) { self.answers = answers }
  func show(_ screen: PracticeScreen) { screens.append(screen) }
  func ask(_ prompt: PracticePrompt) -> String? { answers.isEmpty ? nil : answers.removeFirst() }
  var askedItems: [String] {
    screens.compactMap {
      if case .question(let question) = $0 { question.screen.prompt } else { nil }
    }
  }
}

@Suite struct PracticeCoordinatorTests {
  func session(_ answers: [String], store: InMemoryProgressStore, seed: UInt64 = 1) throws -> (
    PracticeCoordinator.Ending, ScriptedPracticeInterface
  ) {
    let interface = ScriptedPracticeInterface(answers)
    let coordinator = PracticeCoordinator(
      store: store, clock: FixedClock(Day("2026-06-01")!), random: SeededGenerator(seed: seed),
      interface: interface)
    return (try coordinator.runSession(AlwaysTrueActivity()), interface)
  }

  @Test func tenQuestionsTwentyPointsEach() throws {
    let store = InMemoryProgressStore()
    let answers = ["h", "maybe"] + Array(repeating: "t", count: 7) + ["f", "f", "f"]
    let (ending, interface) = try session(answers, store: store)
    guard case .finished(let summary) = ending else {
      Issue.record("not finished")
      return
    }
    #expect(summary.total == 10)
    #expect(summary.correct == 7)
    #expect(summary.pointsAwarded == 140)
    #expect(summary.sessionsCompleted == 1)
    #expect(interface.screens.contains(.hint("think")))
    #expect(interface.screens.contains { if case .notUnderstood = $0 { true } else { false } })
    #expect(Set(interface.askedItems).count == 10, "no item repeats within a session")
    let progress = try store.load()
    #expect(progress.points.practice == 140)
    #expect(progress.practice["always"]?.sessions == 1)
  }

  @Test func consecutiveSessionsCycleThroughTheBank() throws {
    let store = InMemoryProgressStore()
    let first = try session(Array(repeating: "t", count: 10), store: store, seed: 1).1.askedItems
    let second = try session(Array(repeating: "t", count: 10), store: store, seed: 2).1.askedItems
    #expect(Set(first + second).count == 15, "the five unseen items come before any repeat")
    #expect(Set(second).isSuperset(of: Set(AlwaysTrueActivity().items).subtracting(first)))
  }

  @Test func endOfInputKeepsTheAnswersGivenButDoesNotCountTheSession() throws {
    let store = InMemoryProgressStore()
    let (ending, _) = try session(["t", "t"], store: store)
    guard case .inputEnded(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.correct == 2)
    #expect(summary.endedEarly)
    #expect(try store.load().points.total == 40)
    #expect(try store.load().practice["always"]?.sessions ?? 0 == 0)
  }

  /// Ten skips finish the session but practise nothing: it is not counted (nor towards the badge);
  /// one answer of the learner's own among the skips makes it count.
  @Test func aSessionOfOnlySkipsIsNotCounted() throws {
    let store = InMemoryProgressStore()
    let (ending, _) = try session(Array(repeating: "s", count: 10), store: store)
    guard case .finished(let summary) = ending else {
      Issue.record("\(ending)")
      return
    }
    #expect(summary.everyQuestionSkipped)
    #expect(!summary.endedEarly)
    #expect(summary.sessionsCompleted == 0)
    #expect(try store.load().practice["always"]?.sessions ?? 0 == 0)
    let (again, _) = try session(Array(repeating: "s", count: 9) + ["f"], store: store)
    guard case .finished(let counted) = again else {
      Issue.record("\(again)")
      return
    }
    #expect(!counted.everyQuestionSkipped)
    #expect(counted.sessionsCompleted == 1)
  }
}

@Suite struct PracticeActivityTests {
  @Test func itemPickerPrefersUnseenThenOldest() {
    var random = SeededGenerator(seed: 3)
    let picked = ItemPicker.pick(
      count: 3, from: ["a", "b", "c", "d", "e"], recent: ["c", "a", "d", "b"], random: &random)
    #expect(picked == ["e", "c", "a"])
  }

  @Test func orderAnswersMustUseEveryNumberOnce() {
    #expect(PracticeAnswerParser.parse("3 1 2", as: .order(3)) == .answer(.numbers([3, 1, 2])))
    #expect(
      PracticeAnswerParser.parse("3 1", as: .order(3))
        == .unrecognized("Use every number from 1 to 3 once, in the order you want."))
    #expect(
      PracticeAnswerParser.parse("1 1 2", as: .order(3))
        == .unrecognized("Use every number from 1 to 3 once, in the order you want."))
    #expect(
      PracticeAnswerParser.parse("4 1 2", as: .order(3))
        == .unrecognized("4 is not between 1 and 3."))
    #expect(PracticeAnswerParser.parse("2", as: .number(5)) == .answer(.numbers([2])))
    #expect(
      PracticeAnswerParser.parse("2 3", as: .number(5))
        == .unrecognized("Enter one number from 1 to 5."))
    // An empty line at a line-number prompt asks for one number, not for a list.
    #expect(
      PracticeAnswerParser.parse("  ", as: .number(5))
        == .unrecognized("Enter one number from 1 to 5."))
    #expect(PracticeAnswerParser.parse("3,1 3", as: .numbers(5)) == .answer(.numbers([1, 3])))
  }

  /// A full stop with no code before it (or only empty lines) is refused, saying what is missing:
  /// the learner did type the full stop.
  @Test func aCodeAnswerWithNoCodeSaysThereIsNoneYet() {
    for empty in ["", "\n  \n"] {
      #expect(
        PracticeAnswerParser.parse(empty, as: .code(startingCode: nil))
          == .unrecognized("There is no code yet: type your code first, then the full stop."))
    }
    #expect(
      PracticeAnswerParser.parse("print(1)", as: .code(startingCode: nil))
        == .answer(.code("print(1)")))
  }

  @Test func outputComparisonForgivesQuotesSpacesAndTrailingWhitespace() {
    #expect(OutputComparison.matches("\u{201C}Hi\u{201D}  there  \n", "\"Hi\" there"))
    #expect(OutputComparison.matches("It\u{2019}s 5", "It's 5"))
    #expect(!OutputComparison.matches("hi there", "Hi there"))
    #expect(!OutputComparison.matches("1\n2", "1 2"))
  }

  /// Spaces before a line are forgiven where the program prints none; where it prints some, they
  /// are indentation and part of the answer, so the number counts.
  @Test func spacesBeforeALineCountOnlyWhereTheProgramIndents() {
    #expect(OutputComparison.matches(" 5", "5"))
    #expect(OutputComparison.matches("   nil\n\tOptional(6)  ", "nil\nOptional(6)"))
    #expect(OutputComparison.matches("  *\n ***\n*****", "  *\n ***\n*****"))
    #expect(OutputComparison.matches("  *\n ***\n  *****", "  *\n ***\n*****"))
    #expect(!OutputComparison.matches(" *\n ***", "  *\n ***"))
    #expect(!OutputComparison.matches("   *", "  *"))
    #expect(!OutputComparison.matches("*", "  *"))
    // A tab reads as a space, at the start as anywhere else.
    #expect(OutputComparison.matches("\t*", " *"))
  }

  @Test func shufflesNeverShowTheSolvedOrder() {
    for seed in 0..<100 {
      var random = SeededGenerator(seed: UInt64(seed))
      #expect(Shuffling.unsolved(["a", "b"], random: &random) == ["b", "a"])
      #expect(Shuffling.unsolved(["x", "}", "}"], random: &random) != ["x", "}", "}"])
    }
    var random = SeededGenerator(seed: 1)
    #expect(Shuffling.unsolved(["}", "}"], random: &random) == ["}", "}"])
  }

  @Test func rearrangeTreatsIdenticalLinesAsInterchangeable() throws {
    let question = RearrangeTheLinesQuestion(
      id: "r", section: "s", prompt: "p",
      lines: ["if a {", "    if b {", "    }", "}", "print(1)"], hint: nil)
    var random = SeededGenerator(seed: 5)
    let generated = try RearrangeTheLinesPractice(questions: [question]).makeQuestion(
      itemID: "r", random: &random)
    let shown = generated.screen.items
    #expect(shown.allSatisfy { !$0.hasPrefix(" ") }, "indentation is removed")
    let order = generated.expectedAnswer.split(separator: " ").map { Int($0)! }
    #expect(try generated.judge(.numbers(order)).isCorrect)
    let braces = shown.indices.filter { shown[$0] == "}" }.map { $0 + 1 }
    let swapped = order.map { $0 == braces[0] ? braces[1] : $0 == braces[1] ? braces[0] : $0 }
    #expect(try generated.judge(.numbers(swapped)).isCorrect)
    #expect(try !generated.judge(.numbers(order.reversed())).isCorrect)
  }

  @Test func tapToCodeIsRightOnlyInTheOriginalOrder() throws {
    let question = TapToCodeQuestion(
      id: "t", section: "s", prompt: "p", existingCode: nil, pieces: ["let", "x", "=", "5"],
      followingCode: nil, hint: nil)
    var random = SeededGenerator(seed: 8)
    let generated = try TapToCodePractice(questions: [question]).makeQuestion(
      itemID: "t", random: &random)
    let order = generated.expectedAnswer.split(separator: " ").map { Int($0)! }
    #expect(order.map { generated.screen.items[$0 - 1] } == question.pieces)
    #expect(try generated.judge(.numbers(order)).isCorrect)
    let wrong = try generated.judge(.numbers(order.reversed()))
    #expect(!wrong.isCorrect)
    #expect(wrong.expected == "let x = 5" && wrong.markedLine == 1)
  }

  @Test func predictPicksTheFirstAnswerWhoseConditionHolds() throws {
    let question = PredictTheOutputQuestion(
      id: "p", section: "s", code: "let RANDOM_INT_NAME = RANDOM_SMALL_INT\nprint(NAME_1 > 7)",
      answers: [.init(when: "VALUE_2 > 7", output: "true"), .init(when: nil, output: "false")],
      hint: nil, prompt: nil)
    for seed in 0..<40 {
      var random = SeededGenerator(seed: UInt64(seed))
      let generated = try PredictTheOutputPractice(questions: [question]).generate(
        question, random: &random)
      let value = Int(
        generated.code.split(separator: "=")[1].split(separator: "\n")[0].trimmingCharacters(
          in: .whitespaces))!
      #expect(generated.output == (value > 7 ? "true" : "false"))
    }
  }
}
