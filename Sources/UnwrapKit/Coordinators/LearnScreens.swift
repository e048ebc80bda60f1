/// One statement asked as true or false, with its place in the review.
public struct TrueOrFalseQuestion: Equatable, Sendable {
  public var number: Int
  public var total: Int
  public var question: String
  public var statement: ReviewStatement
}

/// The whole review shown at once, numbered, for the learner to pick every true statement.
public struct SelectionQuestion: Equatable, Sendable {
  public var question: String
  public var statements: [ReviewStatement]
}

/// The verdict on one true-or-false answer, or on a statement the learner skipped (which counts as
/// not right, but was not a wrong answer).
public struct StatementVerdict: Equatable, Sendable {
  public var wasRight: Bool
  public var statementIsTrue: Bool
  public var reason: String
  public var wasSkipped = false
}

/// The verdict on a multiple-selection answer: every row, whether it was true, whether it was picked, and why.
public struct SelectionVerdict: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var number: Int
    public var statement: ReviewStatement
    public var isTrue: Bool
    public var wasPicked: Bool
  }
  public var wasRight: Bool
  public var rows: [Row]
}

/// How a review ended. `skipped` counts the statements skipped one at a time with `s` (each counts
/// as not right).
public enum ReviewOutcome: Equatable, Sendable {
  case passed(score: Int, outOf: Int, skipped: Int = 0)
  case failed(score: Int, outOf: Int, needed: Int, skipped: Int = 0)
  /// Skipped as a whole: at its start, or quit before any statement was answered or skipped.
  case skipped
  /// Ended with `q` after `answered` statements were answered (their answers are saved) and
  /// `skipped` were skipped; not passed.
  case ended(answered: Int, skipped: Int, outOf: Int)
}

/// What the learner sees when a section is finished: what they earned and where to go next.
public struct LearnSummary: Equatable, Sendable {
  public var sectionTitle: String
  public var sectionSlug: String
  public var outcome: ReviewOutcome
  public var pointsAwarded: Int
  public var totalPoints: Int
  /// The next section to learn, by slug and title, if any remains.
  public var next: (slug: String, title: String)?

  public static func == (lhs: LearnSummary, rhs: LearnSummary) -> Bool {
    lhs.sectionSlug == rhs.sectionSlug && lhs.outcome == rhs.outcome
      && lhs.pointsAwarded == rhs.pointsAwarded && lhs.totalPoints == rhs.totalPoints
      && lhs.next?.slug == rhs.next?.slug
  }
}

/// Everything the Learn flow shows; the terminal turns each into text.
public enum LearnScreen: Equatable, Sendable {
  case lesson(Section)
  case postscript([LessonBlock])
  case hint(String)
  case notUnderstood(String)
  case statementVerdict(StatementVerdict)
  case selectionVerdict(SelectionVerdict)
  /// The all-at-once question's statements listed again (`l`), before it is asked again.
  case selectionStatements(SelectionQuestion)
  case summary(LearnSummary)
}

/// Everything the Learn flow asks; the terminal shows it and returns the line typed, or nil at end of input.
public enum LearnPrompt: Equatable, Sendable {
  case startReview(title: String)
  case trueOrFalse(TrueOrFalseQuestion)
  case selectTrue(SelectionQuestion)
}

/// The seam between the Learn flow and whatever shows it: the terminal, or a script in tests.
public protocol LearnInterface: AnyObject {
  func show(_ screen: LearnScreen)
  /// Shows a prompt and returns the learner's line, or nil when input has ended.
  func ask(_ prompt: LearnPrompt) -> String?
}
