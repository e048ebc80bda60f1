/// Review: true-or-false statements drawn from the reviews of sections the learner has read.
public struct ReviewPractice: PracticeActivity {
  public static let info = ActivityInfo(
    id: "review", title: "Review",
    summary: "Answer true or false to statements from the lessons you have read.",
    unlockSection: "variables")
  public var info: ActivityInfo { Self.info }
  /// One statement a learner may be asked, with what its review says around it.
  private struct Item {
    var id: String
    var section: String
    var statement: ReviewStatement
    var isTrue: Bool
    var question: String
    var hint: String
  }

  /// Every statement, keyed by item id (`section:correct:2`).
  private let statements: [Item]

  public init(library: ContentLibrary) throws(ContentError) {
    var statements: [Item] = []
    for slug in library.syllabus.allSections {
      let review = try library.review(slug)
      for (side, isTrue) in [("correct", true), ("wrong", false)] {
        for (index, statement) in (isTrue ? review.correct : review.wrong).enumerated() {
          statements.append(
            Item(
              id: "\(slug):\(side):\(index)", section: slug, statement: statement, isTrue: isTrue,
              question: review.question, hint: review.hint))
        }
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
      itemID: itemID, screen: screen, hint: item.hint, expectedAnswer: isTrue ? "true" : "false"
    ) {
      answer in
      let right = answer == .bool(isTrue)
      return PracticeVerdict(
        isCorrect: right, expected: isTrue ? "true" : "false", explanation: reason)
    }
  }
}
