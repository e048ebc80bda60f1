extension RearrangeTheLinesPractice {
  /// Rearrange the Lines: enough lines, not all alike, none blank; the compile check proves one valid order.
  public static let registration = ActivityRegistration.banked(
    info: info, file: RearrangeTheLinesQuestion.file, challengeQuestions: 2, minimumItems: 40,
    load: { (library) throws(ContentError) in
      try library.bank(RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file)
    },
    make: { questions, runner in RearrangeTheLinesPractice(questions: questions, runner: runner) },
    problems: problems,
    compile: { checker, question in try checker.check(question) })

  static func problems(_ question: RearrangeTheLinesQuestion) -> [String] {
    var problems: [String] = []
    if question.lines.count < 3 {
      problems.append("has \(question.lines.count) lines; it needs at least 3")
    }
    if Set(question.trimmedLines).count < 2 {
      problems.append("every line is the same, so there is nothing to order")
    }
    if question.trimmedLines.contains("") { problems.append("has a blank line") }
    if question.prompt.isEmpty { problems.append("the prompt is empty") }
    return problems
  }
}
