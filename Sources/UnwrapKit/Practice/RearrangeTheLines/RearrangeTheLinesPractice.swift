/// Rearrange the Lines: put a program's shuffled lines back in order.
public struct RearrangeTheLinesPractice: BankedActivity {
  public static let info = ActivityInfo(
    id: "rearrange-the-lines", title: "Rearrange the Lines",
    summary: "Put a program's shuffled lines back in working order.",
    unlockSection: "string-interpolation")
  public var info: ActivityInfo { Self.info }
  public let questions: [RearrangeTheLinesQuestion]

  public init(questions: [RearrangeTheLinesQuestion]) {
    self.questions = questions
  }

  public var bank: [RearrangeTheLinesQuestion] { questions }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    let question = try item(itemID)
    let correct = question.trimmedLines
    let shown = Shuffling.unsolved(correct, random: &random)
    var remaining = Array(shown.indices)
    let expectedOrder = correct.map { line -> Int in
      let position = remaining.firstIndex { shown[$0] == line }!
      return remaining.remove(at: position) + 1
    }
    let screen = QuestionScreen(
      prompt: question.prompt, items: shown, answerKind: .order(shown.count))
    let program = question.program
    return PracticeQuestion(
      itemID: itemID, screen: screen, hint: question.hint,
      expectedAnswer: expectedOrder.map(String.init).joined(separator: " ")
    ) { answer in
      guard case .numbers(let order) = answer else {
        return PracticeVerdict(isCorrect: false, expected: program)
      }
      // Lines identical after trimming (a lone "}") are interchangeable, so compare the text, not the numbers.
      let right = order.map { shown[$0 - 1] } == correct
      return PracticeVerdict(isCorrect: right, expected: right ? nil : program)
    }
  }
}
