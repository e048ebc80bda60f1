extension TapToCodePractice {
  /// Tap to Code: enough distinct pieces and a prompt; the compile check proves exactly one order works.
  public static let registration = ActivityRegistration.banked(
    info: info, file: TapToCodeQuestion.file, challengeQuestions: 2, minimumItems: 30,
    load: { (library) throws(ContentError) in
      try library.bank(TapToCodeQuestion.self, file: TapToCodeQuestion.file)
    },
    make: { questions, runner in TapToCodePractice(questions: questions, runner: runner) },
    problems: problems,
    compile: { checker, question in try checker.check(question) })

  static func problems(_ question: TapToCodeQuestion) -> [String] {
    var problems: [String] = []
    if question.pieces.count < 3 {
      problems.append("has \(question.pieces.count) pieces; Tap to Code needs at least 3")
    }
    if Set(question.pieces).count != question.pieces.count {
      problems.append("two pieces are the same")
    }
    if question.prompt.isEmpty { problems.append("the prompt is empty") }
    return problems
  }
}
