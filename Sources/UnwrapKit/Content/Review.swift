/// How a review asks its statements: one at a time as true or false, or all at once as "pick every true one".
public enum ReviewType: String, Codable, Sendable {
  case single
  case multiple

  /// The fewest true, and the fewest false, statements this kind can be asked with. A single review
  /// asks four of each, one at a time, and passes at six of the eight; a multiple review shows every
  /// statement and needs at least one of each, so there is something to pick and something to leave.
  /// The content guide asks for six of each; `content validate` holds authors to that.
  public var minimumStatementsPerSide: Int {
    switch self {
    case .single: 4
    case .multiple: 1
    }
  }
}

/// One review statement: prose, a code snippet, or both, with the reason shown after it is answered.
public struct ReviewStatement: Codable, Equatable, Hashable, Sendable {
  /// Prose; backticks mark inline code.
  public var text: String?
  /// A Swift snippet that is itself the statement (or illustrates `text`).
  public var code: String?
  /// Whether `code` compiles; required with `code`, checked by the content tests.
  public var compiles: Bool?
  /// One sentence that teaches why the statement is true or false.
  public var reason: String

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case text, code, compiles, reason
  }

  public init(text: String? = nil, code: String? = nil, compiles: Bool? = nil, reason: String) {
    self.text = text
    self.code = code
    self.compiles = compiles
    self.reason = reason
  }
}

/// The review taken after a lesson: six true and six false statements, a question that frames them and a hint.
public struct Review: Codable, Equatable, Sendable {
  /// HTML in the lesson subset, shown between the lesson and the review.
  public var postscript: String?
  public var reviewType: ReviewType
  public var question: String
  public var hint: String
  public var correct: [ReviewStatement]
  public var wrong: [ReviewStatement]

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case postscript, reviewType, question, hint, correct, wrong
  }

  /// The keys of `review.json`.
  static var keySchema: KeySchema {
    let statement = KeySchema(ReviewStatement.CodingKeys.self)
    return KeySchema(CodingKeys.self, nested: ["correct": statement, "wrong": statement])
  }

  public init(
    postscript: String? = nil, reviewType: ReviewType, question: String,
    hint: String, correct: [ReviewStatement], wrong: [ReviewStatement]
  ) {
    self.postscript = postscript
    self.reviewType = reviewType
    self.question = question
    self.hint = hint
    self.correct = correct
    self.wrong = wrong
  }

  /// The number of true and of false statements every review must have.
  public static let statementsPerSide = 6

  /// The question for one statement asked on its own as true or false (practice and spaced
  /// review). A single review's question already is one; a multiple review's asks to select every
  /// true statement, so "Select every statement that is true about closures." becomes "Is this
  /// statement about closures true or false?", and any other wording a neutral question.
  public var statementQuestion: String {
    guard reviewType == .multiple else { return question }
    let prefix = "Select every statement that is true about "
    guard question.hasPrefix(prefix), question.hasSuffix("."), question.count > prefix.count + 1
    else { return "Is this statement true or false?" }
    let topic = question.dropFirst(prefix.count).dropLast()
    return "Is this statement about \(topic) true or false?"
  }
}

extension Review {
  /// Throws when either side has fewer statements than `reviewType` asks: such a review cannot be
  /// taken (a single review of two statements could never reach its pass mark of six).
  func checkEnoughStatements(file: String) throws(ContentError) {
    let needed = reviewType.minimumStatementsPerSide
    for (side, statements) in [("correct", correct), ("wrong", wrong)]
    where statements.count < needed {
      let kind = side == "correct" ? "true" : "false"
      throw ContentError(
        file: file, item: side,
        message:
          "has \(statements.count) statements; a \(reviewType.rawValue) review needs at least \(needed) \(kind) ones to be asked"
      )
    }
  }
}
