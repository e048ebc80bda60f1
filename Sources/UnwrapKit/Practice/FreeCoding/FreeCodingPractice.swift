/// Free Coding: the learner writes Swift for a small task, judged instantly by the answer matcher and
/// for certain by compiling and running it against the question's tests.
public struct FreeCodingPractice: BankedActivity {
  public static let info = ActivityInfo(
    id: "free-coding", title: "Free Coding",
    summary: "Write real Swift to solve a small task; it is compiled and tested.",
    unlockSection: "omitting-parameter-labels")
  public var info: ActivityInfo { Self.info }
  public let questions: [FreeCodingQuestion]
  /// Nil when this machine has no Swift toolchain: answers are then judged by matching alone.
  public let judge: FreeCodingJudge?

  public init(questions: [FreeCodingQuestion], judge: FreeCodingJudge?) {
    self.questions = questions
    self.judge = judge
  }

  public var sessionNotice: PracticeScreen? { judge == nil ? .matchingOnly : nil }

  public var bank: [FreeCodingQuestion] { questions }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    let question = try item(itemID)
    let starting = question.startingCode.flatMap { $0.isEmpty ? nil : $0 }
    let screen = QuestionScreen(
      prompt: question.prompt, code: starting, answerKind: .code(startingCode: starting))
    let judge = self.judge
    var generated = PracticeQuestion(
      itemID: itemID, screen: screen, hint: question.hint, expectedAnswer: question.references[0]
    ) { answer in
      guard case .code(let code) = answer else { return PracticeVerdict(isCorrect: false) }
      return FreeCodingVerdicts.verdict(
        for: FreeCodingVerdicts.assess(code, question: question, judge: judge))
    }
    generated.allowsRetry = true
    return generated
  }
}

/// Both judges' findings on one answer, and how they become a verdict the learner reads.
public enum FreeCodingVerdicts {
  public struct Assessment: Equatable, Sendable {
    public var matcher: AnswerMatcher.Verdict
    /// Nil when the tests were not run (no toolchain, or the matcher already accepted).
    public var tests: FreeCodingJudge.Verdict?
    public var accepted: Bool
  }

  /// Matches first (instant); runs the tests only when matching did not accept and a toolchain exists.
  public static func assess(
    _ code: String, question: FreeCodingQuestion, judge: FreeCodingJudge?, alwaysRun: Bool = false
  ) -> Assessment {
    let matched = AnswerMatcher(references: question.references).match(code)
    var tests: FreeCodingJudge.Verdict?
    if let judge, alwaysRun || matched == .noMatch {
      tests =
        (try? judge.judge(code, question: question))
        ?? .crashed(message: "the compiler could not be started")
    }
    let passed: Bool
    if case .passed? = tests { passed = true } else { passed = false }
    return Assessment(matcher: matched, tests: tests, accepted: matched != .noMatch || passed)
  }

  public static func verdict(for assessment: Assessment) -> PracticeVerdict {
    if assessment.accepted {
      if case .matched = assessment.matcher {
        return PracticeVerdict(isCorrect: true, explanation: "Your answer matches one of ours.")
      }
      return PracticeVerdict(
        isCorrect: true, explanation: "Your code compiled and passed every test.")
    }
    return PracticeVerdict(isCorrect: false, explanation: explain(assessment.tests))
  }

  /// What the tests found, in a sentence or two. It quotes the learner's own program (its output,
  /// the compiler's messages about it), so control characters come back escaped, never raw.
  public static func explain(_ tests: FreeCodingJudge.Verdict?) -> String {
    explanation(tests).escapingControlCharacters(keepingTabsAndNewlines: true)
  }

  private static func explanation(_ tests: FreeCodingJudge.Verdict?) -> String {
    switch tests {
    case nil:
      return
        "It does not match any of our answers. (No Swift compiler was found, so it could not be run.)"
    case .passed(let count)?:
      return "It passed all \(count) tests."
    case .failedTest(let code, let expected, let actual)?:
      return
        "A test failed. It ran `\(code)` and expected `\(expected)`, but got `\(actual.isEmpty ? "nothing" : actual)`."
    case .compileErrors(let errors)?:
      return "It does not compile. "
        + errors.prefix(3).map { "Line \($0.line): \($0.message)" }.joined(separator: " ")
    case .noFunction?:
      return "It has no function to test: write one with `func`, or store a closure in a constant."
    case .wrongType(let name, let signature, _)?:
      return "`\(name)` does not have the type this task needs: `\(signature)`."
    case .timedOut(let seconds)?:
      return
        "It ran for more than \(Int(seconds)) seconds and was stopped: is there a loop that never ends?"
    case .compileTimedOut(let seconds)?:
      return
        "The compiler could not finish with it in \(Int(seconds)) seconds and was stopped: try splitting a long expression into smaller steps with their own types."
    case .crashed(let message)?:
      return "It crashed while running: \(message)"
    case .tooMuchOutput?:
      return
        "It printed far too much and was stopped: is something printing in a loop that never ends?"
    case .leftProcessRunning?:
      return
        "It finished, but it had started another program that was still running, so that was stopped: wait for what your code starts, or do the work in your own code."
    }
  }
}
