/// Review: true-or-false statements drawn from the reviews of sections the learner has read.
public struct ReviewPractice: PracticeActivity {
  public static let info = ActivityInfo(
    id: "review", title: "Review",
    summary: "Answer true or false to statements from the lessons you have read.",
    unlockSection: "variables")
  public var info: ActivityInfo { Self.info }
  /// Every statement, keyed by item id (`section:correct:2`), with its truth and its review.
  private let statements:
    [(id: String, section: String, statement: ReviewStatement, isTrue: Bool, question: String)]

  public init(library: ContentLibrary) throws(ContentError) {
    var statements: [(String, String, ReviewStatement, Bool, String)] = []
    for slug in library.syllabus.allSections {
      let review = try library.review(slug)
      for (index, statement) in review.correct.enumerated() {
        statements.append(("\(slug):correct:\(index)", slug, statement, true, review.question))
      }
      for (index, statement) in review.wrong.enumerated() {
        statements.append(("\(slug):wrong:\(index)", slug, statement, false, review.question))
      }
    }
    self.statements = statements
  }

  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    statements.filter { hasRead($0.section) }.map(\.id)
  }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    guard let item = statements.first(where: { $0.id == itemID }) else {
      throw PlaceholderError("no review statement is called \(itemID)")
    }
    let screen = QuestionScreen(
      prompt: item.question, detail: item.statement.text, code: item.statement.code,
      answerKind: .trueOrFalse)
    let isTrue = item.isTrue
    let reason = item.statement.reason
    return PracticeQuestion(
      itemID: itemID, screen: screen, hint: nil, expectedAnswer: isTrue ? "true" : "false"
    ) {
      answer in
      let right = answer == .bool(isTrue)
      return PracticeVerdict(
        isCorrect: right, expected: isTrue ? "true" : "false", explanation: reason)
    }
  }
}
