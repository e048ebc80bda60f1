/// A question in a session: its place (`3/10`), the activity title, and what to show.
public struct SessionQuestion: Equatable, Sendable {
  public var number: Int
  public var total: Int
  public var activityTitle: String
  public var screen: QuestionScreen

  public init(number: Int, total: Int, activityTitle: String, screen: QuestionScreen) {
    self.number = number
    self.total = total
    self.activityTitle = activityTitle
    self.screen = screen
  }
}

/// What a practice session ends with.
public struct PracticeSummary: Equatable, Sendable {
  public var activityTitle: String
  public var correct: Int
  public var total: Int
  /// Questions answered or skipped (a skip counts as not right); fewer than `total` when ended early.
  public var answered: Int
  public var pointsAwarded: Int
  public var totalPoints: Int
  public var sessionsCompleted: Int
  /// True when the learner typed `q` (or input ended) before the last question: the points of the
  /// right answers are kept, and the session is not counted as completed.
  public var endedEarly: Bool = false
  /// Every question was skipped: the session is not counted as completed either.
  public var everyQuestionSkipped: Bool = false
}

/// The rules of the daily challenge, stated before its first question.
public struct ChallengeRules: Equatable, Sendable {
  public var questions: Int
  public var pointsPerAnswer: Int
  public var maximumSkips: Int
  /// The result so far of a challenge that goes on at an answer unwrap could not judge
  /// (`ChallengeResult.canContinue`); nil for one begun now.
  public var continuing: ChallengeResult? = nil
}

/// Everything a practice session shows.
public enum PracticeScreen: Equatable, Sendable {
  case question(SessionQuestion)
  case hint(String)
  case noHint
  case notUnderstood(String)
  case verdict(PracticeVerdict)
  case summary(PracticeSummary)
  /// The learner typed `s`: this question is skipped and counts as not right.
  case questionSkipped
  /// In spaced review, the learner typed `s`: the card is not answered, so it stays due.
  case cardSkipped
  /// In spaced review, the card was answered in another run while this one asked it: this answer
  /// earns nothing and leaves its schedule alone.
  case cardAnsweredElsewhere
  /// After a skip in practice or the challenge: the right answer, shown as after a wrong one
  /// (`PracticeQuestion.answerShown`).
  case answerAfterSkip(PracticeVerdict)
  /// After a wrong Free Coding answer: try again (the prompt that follows offers `s` and `q`).
  case tryAgain
  /// Shown once per session when no Swift compiler exists and answers are judged by matching alone.
  case matchingOnly
  /// Shown once per Tap to Code session when no Swift compiler exists: a wrong line is judged as
  /// ever, but is not run in its program to say what it does.
  case wrongLinesNotRun
  /// A challenge question was skipped; this many skips remain.
  case challengeSkipped(left: Int)
  /// Shown before the first question of the daily challenge.
  case challengeRules(ChallengeRules)
}

/// Everything a practice session asks: the answer to the question on screen, or one more line of it.
public enum PracticePrompt: Equatable, Sendable {
  case answer(AnswerKind)
  /// Line `number` of `total` of a multi-line answer (the first line is asked with `.answer`).
  case nextLine(number: Int, total: Int)
}

/// The seam between practice sessions and what shows them.
public protocol PracticeInterface: AnyObject {
  func show(_ screen: PracticeScreen)
  func ask(_ prompt: PracticePrompt) -> String?
  /// Judges an answer with `work`, which may take seconds (a compile, then a program run up to its
  /// time limit): a terminal says it is checking while it runs. Every session judges every answer
  /// through it, and shows nothing else meanwhile.
  func judging(_ work: () throws -> PracticeVerdict) rethrows -> PracticeVerdict
}

extension PracticeInterface {
  /// Judges without showing anything meanwhile: what a script or a test needs.
  public func judging(_ work: () throws -> PracticeVerdict) rethrows -> PracticeVerdict {
    try work()
  }
}
