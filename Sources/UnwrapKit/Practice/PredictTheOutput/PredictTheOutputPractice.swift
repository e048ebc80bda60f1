/// Predict the Output: randomized code whose exact output the learner types.
public struct PredictTheOutputPractice: BankedActivity {
  public static let info = ActivityInfo(
    id: "predict-the-output", title: "Predict the Output",
    summary: "Read a short program and type exactly what it prints.",
    unlockSection: "string-interpolation")
  public var info: ActivityInfo { Self.info }
  public let questions: [PredictTheOutputQuestion]

  public init(questions: [PredictTheOutputQuestion]) {
    self.questions = questions
  }

  public var bank: [PredictTheOutputQuestion] { questions }

  /// The generated program and the output the engine expects it to print.
  public struct Generated: Equatable, Sendable {
    public var code: String
    public var output: String
  }

  /// Generates the code and picks the first answer whose condition holds.
  public func generate(_ question: PredictTheOutputQuestion, random: inout SeededGenerator)
    throws(PlaceholderError) -> Generated
  {
    guard !question.answers.isEmpty else { throw PlaceholderError(Self.noAnswers) }
    let engine = PlaceholderEngine()
    let (code, context) = try engine.generate(question.code, using: &random)
    for answer in question.answers {
      if let condition = answer.when, try !engine.condition(condition, context: context) {
        continue
      }
      return Generated(code: code, output: try engine.resolve(answer.output, context: context))
    }
    throw PlaceholderError("no answer matched and the last one has a condition")
  }

  /// What an item with `"answers": []` is told, by validation and by any session that meets it.
  static let noAnswers = "has no answers: give at least one, the last without a condition"

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    let question = try item(itemID)
    let generated = try generate(question, random: &random)
    let lineCount = generated.output.split(separator: "\n", omittingEmptySubsequences: false).count
    let screen = QuestionScreen(
      prompt: question.prompt ?? "What does this code print?", code: generated.code,
      answerKind: .lines(lineCount))
    let expected = generated.output
    return PracticeQuestion(
      itemID: itemID, screen: screen, hint: question.hint, expectedAnswer: expected
    ) { answer in
      guard case .lines(let lines) = answer else {
        return PracticeVerdict(isCorrect: false, expected: expected)
      }
      let typed = lines.joined(separator: "\n")
      let right = OutputComparison.matches(typed, expected)
      guard !right else { return PracticeVerdict(isCorrect: true) }
      return PracticeVerdict(
        isCorrect: false, expected: expected,
        explanation: "Line by line, what it prints (=) against what you typed (−/+):",
        details: OutputComparison.lineDiff(expected: expected, typed: typed))
    }
  }
}
