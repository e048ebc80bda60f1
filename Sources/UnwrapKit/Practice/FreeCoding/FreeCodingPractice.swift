/// Free Coding: the learner writes Swift for a small task, judged by compiling and running it against
/// the question's tests; the answer matcher only says which of ours a right answer matches (and so
/// which to show as another way), and decides alone only where no toolchain exists.
public struct FreeCodingPractice: BankedActivity {
  public static let info = ActivityInfo(
    id: "free-coding", title: "Free Coding",
    summary: "Write real Swift to solve a small task; it is compiled and tested.",
    unlockSection: "omitting-parameter-labels", answersWithCode: true)
  public var info: ActivityInfo { Self.info }
  public let questions: [FreeCodingQuestion]
  /// Nil when this machine has no Swift toolchain: answers are then judged by matching alone.
  public let judge: FreeCodingJudge?

  public init(questions: [FreeCodingQuestion], judge: FreeCodingJudge?) {
    self.questions = questions
    self.judge = judge
  }

  public var sessionNotice: PracticeScreen? { judge == nil ? .matchingOnly : nil }
  public var compilesAnswers: Bool { judge != nil }

  public var bank: [FreeCodingQuestion] { questions }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    let question = try item(itemID)
    // An item an author left without references has nothing to show as the answer.
    guard let reference = question.references.first else {
      throw PlaceholderError("has no references: give at least one right answer")
    }
    let starting = question.startingCode.flatMap { $0.isEmpty ? nil : $0 }
    let screen = QuestionScreen(
      prompt: question.prompt, code: starting, answerKind: .code(startingCode: starting))
    let judge = self.judge
    let matcher = PreparedMatcher(references: question.references)
    var generated = PracticeQuestion(
      itemID: itemID, screen: screen, hint: question.hint, expectedAnswer: reference
    ) { answer in
      guard case .code(let code) = answer else { return PracticeVerdict(isCorrect: false) }
      return FreeCodingVerdicts.verdict(
        for: try FreeCodingVerdicts.assess(
          code, question: question, matcher: matcher.matcher, judge: judge),
        answer: code, references: question.references)
    }
    generated.allowsRetry = true
    return generated
  }
}
