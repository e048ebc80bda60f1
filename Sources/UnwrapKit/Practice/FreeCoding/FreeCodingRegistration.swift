extension FreeCodingPractice {
  /// Free Coding: references, tests, wrong answers and variants enough to trust both judges; the matcher
  /// must accept every accepted variant and reject every rejected one. The compile check runs the tests.
  public static let registration = ActivityRegistration.banked(
    info: info, file: FreeCodingQuestion.file, challengeQuestions: 1, minimumItems: 30,
    load: { (library) throws(ContentError) in
      try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)
    },
    make: { questions, runner in
      FreeCodingPractice(questions: questions, judge: runner.map { FreeCodingJudge(runner: $0) })
    },
    problems: problems,
    compile: { checker, question in try checker.check(question) })

  static func problems(_ question: FreeCodingQuestion) -> [String] {
    var problems: [String] = []
    if question.references.count < 3 {
      problems.append("has \(question.references.count) references; it needs 3 or more")
    }
    if question.tests.count < 2 {
      problems.append("has \(question.tests.count) tests; it needs 2 or more")
    }
    if question.wrongAnswers.isEmpty {
      problems.append("has no wrong answers for its tests to reject")
    }
    if question.acceptedVariants.count < 5 {
      problems.append(
        "has \(question.acceptedVariants.count) accepted variants; it needs 5 or more")
    }
    if question.rejectedVariants.count < 3 {
      problems.append(
        "has \(question.rejectedVariants.count) rejected variants; it needs 3 or more")
    }
    // With no reference the matcher accepts nothing: every accepted variant would be named too.
    let matcher = AnswerMatcher(references: question.references)
    for (index, variant) in question.acceptedVariants.enumerated()
    where !question.references.isEmpty && matcher.match(variant) == .noMatch {
      problems.append("the matcher does not accept acceptedVariants[\(index)]")
    }
    for (index, variant) in question.rejectedVariants.enumerated()
    where matcher.match(variant) != .noMatch {
      problems.append("the matcher accepts rejectedVariants[\(index)]")
    }
    // What a task requires, every model answer and accepted variant must contain.
    for requirement in question.requires ?? [] {
      problems += requirement.shapeProblems
      let answers =
        question.references.enumerated().map { ("references[\($0.offset)]", $0.element) }
        + question.acceptedVariants.enumerated().map {
          ("acceptedVariants[\($0.offset)]", $0.element)
        }
      for (name, answer) in answers where !requirement.isMet(by: answer) {
        problems.append("\(name) does not contain `\(requirement.code)`, which it requires")
      }
    }
    return problems
  }
}
