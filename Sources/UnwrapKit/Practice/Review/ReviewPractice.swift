import UnwrapContent

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

  /// Each section's number of right and wrong statements, in syllabus order: a statement's id is
  /// `section:correct:2`, made only when a list of ids is asked for (a learner well into the course
  /// has some two thousand).
  private let sections: [(slug: String, correct: Int, wrong: Int)]
  /// Every statement, read up front from a content folder (so a damaged review is reported at once);
  /// nil for the built-in copy, whose reviews are read one at a time, when a question is made.
  private let statements: [Item]?
  private let library: ContentLibrary

  public init(library: ContentLibrary) throws(ContentError) {
    self.library = library
    let slugs = library.syllabus.allSections
    let counts = slugs.compactMap(UnwrapContent.reviewStatementCount)
    if library.source == .builtIn, counts.count == slugs.count {
      statements = nil
      sections = zip(slugs, counts).map { ($0, $1.correct, $1.wrong) }
      return
    }
    var statements: [Item] = []
    var sections: [(slug: String, correct: Int, wrong: Int)] = []
    for slug in slugs {
      let review = try library.review(slug)
      statements += Self.items(of: review, slug: slug)
      sections.append((slug, review.correct.count, review.wrong.count))
    }
    self.statements = statements
    self.sections = sections
  }

  static func id(_ slug: String, _ side: String, _ index: Int) -> String {
    slug + side + String(index)
  }

  /// The section, side and position an id names, when it is one of this activity's statements.
  private func parse(_ itemID: String) -> (slug: String, isTrue: Bool, index: Int)? {
    // Slugs are kebab-case, so an id has exactly two colons.
    let parts = itemID.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1] == "correct" || parts[1] == "wrong",
      let index = Int(parts[2]), index >= 0
    else { return nil }
    let slug = String(parts[0])
    let isTrue = parts[1] == "correct"
    guard let section = sections.first(where: { $0.slug == slug }),
      index < (isTrue ? section.correct : section.wrong),
      Self.id(slug, isTrue ? ":correct:" : ":wrong:", index) == itemID
    else { return nil }
    return (slug, isTrue, index)
  }

  /// Whether `itemID` names one of the statements, without listing them all.
  public func contains(itemID: String) -> Bool {
    parse(itemID) != nil
  }

  /// A review's statements as items, right ones first, each with its id (`section:correct:2`).
  private static func items(of review: Review, slug: String) -> [Item] {
    [("correct", true), ("wrong", false)].flatMap { side, isTrue in
      (isTrue ? review.correct : review.wrong).enumerated().map { index, statement in
        Item(
          id: id(slug, ":\(side):", index), section: slug, statement: statement, isTrue: isTrue,
          question: review.statementQuestion, hint: review.hint)
      }
    }
  }

  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    var ids: [String] = []
    for section in sections where hasRead(section.slug) {
      for index in 0..<section.correct { ids.append(Self.id(section.slug, ":correct:", index)) }
      for index in 0..<section.wrong { ids.append(Self.id(section.slug, ":wrong:", index)) }
    }
    return ids
  }

  /// The statement with this id, from the statements read up front or from its section's review.
  private func item(_ itemID: String) throws -> Item? {
    if let statements { return statements.first { $0.id == itemID } }
    guard let slug = parse(itemID)?.slug else { return nil }
    return Self.items(of: try library.review(slug), slug: slug).first { $0.id == itemID }
  }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    guard let item = try item(itemID) else {
      throw PlaceholderError("no review statement is called \(itemID)")
    }
    let screen = QuestionScreen(
      prompt: item.question, detail: item.statement.text, code: item.statement.code,
      answerKind: .trueOrFalse)
    let isTrue = item.isTrue
    let reason = item.statement.reason
    var question = PracticeQuestion(
      itemID: itemID, screen: screen, hint: item.hint, expectedAnswer: isTrue ? "true" : "false"
    ) {
      answer in
      let right = answer == .bool(isTrue)
      return PracticeVerdict(
        isCorrect: right, expected: isTrue ? "true" : "false", explanation: reason)
    }
    // A skip shows the truth and its reason, as a skipped statement in a lesson's review does.
    question.answerShown = try question.judge(.bool(!isTrue))
    return question
  }
}
