/// How a practice question wants to be answered, which decides how the terminal reads input and how the
/// coordinator parses it.
public enum AnswerKind: Equatable, Sendable {
  /// Exactly this many lines of text (the output of a program).
  case lines(Int)
  /// An order of the numbered items `1...count`, each used once (`3 1 2`).
  case order(Int)
  /// True or false.
  case trueOrFalse
  /// One number in `1...count` (a line number).
  case number(Int)
  /// A set of numbers in `1...count`.
  case numbers(Int)
  /// Swift code, many lines (typed and ended with a line holding `.`, or written in an editor).
  case code(startingCode: String?)
}

/// What the terminal shows for one practice question: a plain value, no behaviour.
public struct QuestionScreen: Equatable, Sendable {
  /// The instruction: "What does this code print?"
  public var prompt: String
  /// Prose shown under the prompt (a review statement); backticks mark code.
  public var detail: String?
  /// Code shown above the items, if any.
  public var code: String?
  /// Show `code` with line numbers (so the learner can answer with one).
  public var numberCodeLines: Bool
  /// Numbered items to choose or order (pieces, lines, declarations).
  public var items: [String]
  /// Code shown after the items (Tap to Code's code below the missing line).
  public var trailingCode: String?
  public var answerKind: AnswerKind

  public init(
    prompt: String, detail: String? = nil, code: String? = nil, numberCodeLines: Bool = false,
    items: [String] = [], trailingCode: String? = nil, answerKind: AnswerKind
  ) {
    self.prompt = prompt
    self.detail = detail
    self.code = code
    self.numberCodeLines = numberCodeLines
    self.items = items
    self.trailingCode = trailingCode
    self.answerKind = answerKind
  }
}

/// The verdict on one answer: right or wrong, the right answer, and why.
public struct PracticeVerdict: Equatable, Sendable {
  public var isCorrect: Bool
  /// The right answer, to show after a wrong one.
  public var expected: String?
  /// One or two sentences that teach.
  public var explanation: String?
  /// Lines shown as they are, under the explanation: a diff, a list, compiler errors with a caret.
  public var details: [String]
  /// The line of `expected` (from 1) that is the answer itself, when `expected` shows it in its
  /// program (Tap to Code's line): the terminal points at it.
  public var markedLine: Int?

  public init(
    isCorrect: Bool, expected: String? = nil, explanation: String? = nil, details: [String] = [],
    markedLine: Int? = nil
  ) {
    self.isCorrect = isCorrect
    self.expected = expected
    self.explanation = explanation
    self.details = details
    self.markedLine = markedLine
  }
}

/// A generated question: what to show, the hint, the expected answer, and how to judge a reply.
public struct PracticeQuestion: Sendable {
  /// The bank item it came from.
  public var itemID: String
  public var screen: QuestionScreen
  public var hint: String?
  /// The right answer as the learner would type it, for `content show` and for wrong answers.
  public var expectedAnswer: String
  /// Judges a parsed answer (already checked against `screen.answerKind`). It throws only when the
  /// answer could not be judged at all (no scratch folder for the compiler, a compiler that cannot be
  /// started): that says nothing about the answer, so a session records nothing for it.
  public var judge: @Sendable (ParsedAnswer) throws -> PracticeVerdict
  /// In practice, a wrong answer may be tried again (Free Coding); the daily challenge allows one attempt.
  public var allowsRetry = false
  /// What a skip shows: the right answer as a wrong reply shows it, and why, with nothing about a
  /// reply. The expected answer unless the activity's wrong replies show it otherwise (a program in
  /// order, a line and its mistake).
  public var answerShown: PracticeVerdict

  public init(
    itemID: String, screen: QuestionScreen, hint: String?, expectedAnswer: String,
    judge: @escaping @Sendable (ParsedAnswer) throws -> PracticeVerdict
  ) {
    self.itemID = itemID
    self.screen = screen
    self.hint = hint
    self.expectedAnswer = expectedAnswer
    self.judge = judge
    answerShown = PracticeVerdict(isCorrect: false, expected: expectedAnswer)
  }
}

/// An answer in the shape its `AnswerKind` asks for.
public enum ParsedAnswer: Equatable, Sendable {
  case lines([String])
  case numbers([Int])
  case bool(Bool)
  case code(String)
}
