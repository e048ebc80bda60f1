/// Tap to Code: build one line of code from its shuffled pieces.
public struct TapToCodePractice: BankedActivity {
  public static let info = ActivityInfo(
    id: "tap-to-code", title: "Tap to Code",
    summary: "Put the pieces of a line of code in the right order.", unlockSection: "constants")
  public var info: ActivityInfo { Self.info }
  public let questions: [TapToCodeQuestion]
  /// When there is a compiler, a wrong line is compiled in its program to say why it is not the
  /// answer (`TapToCodeVerdict`); it never makes a wrong line right.
  public let runner: (any CodeRunner)?

  public init(questions: [TapToCodeQuestion], runner: (any CodeRunner)? = nil) {
    self.questions = questions
    self.runner = runner
  }

  public var bank: [TapToCodeQuestion] { questions }
  /// Without a compiler a wrong line is still told, but not what it does in its program: the
  /// session says so before it starts.
  public var sessionNotice: PracticeScreen? { runner == nil ? .wrongLinesNotRun : nil }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    let question = try item(itemID)
    let shown = Shuffling.unsolved(question.pieces, random: &random)
    let expectedOrder = question.pieces.map { piece in shown.firstIndex(of: piece)! + 1 }
    let screen = QuestionScreen(
      prompt: question.prompt, code: question.existingCode.flatMap { $0.isEmpty ? nil : $0 },
      items: shown,
      trailingCode: question.followingCode.flatMap { $0.isEmpty ? nil : $0 },
      answerKind: .order(shown.count))
    // The answer is shown in its program, the line pointed at and indented as the code around it.
    let solution = question.program()
    let line = question.solutionLine
    let runner = self.runner
    var generated = PracticeQuestion(
      itemID: itemID, screen: screen, hint: question.hint,
      expectedAnswer: expectedOrder.map(String.init).joined(separator: " ")
    ) { answer in
      // Only a whole line (every piece once, as the parser hands it) has a reason to tell.
      guard case .numbers(let order) = answer, order.count == shown.count else {
        return PracticeVerdict(isCorrect: false, expected: solution, markedLine: line)
      }
      let built = order.map { shown[$0 - 1] }
      if built == question.pieces { return PracticeVerdict(isCorrect: true) }
      return TapToCodeVerdict.wrong(built, in: question, runner: runner)
    }
    generated.answerShown = PracticeVerdict(isCorrect: false, expected: solution, markedLine: line)
    return generated
  }
}
