extension PredictTheOutputPractice {
  /// Predict the Output: each template must generate cleanly for every validation seed (the compile check then
  /// proves it prints the chosen answer).
  public static let registration = ActivityRegistration.banked(
    info: info, file: PredictTheOutputQuestion.file, challengeQuestions: 1, minimumItems: 30,
    load: { (library) throws(ContentError) in
      try library.bank(PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file)
    },
    make: { questions, _ in PredictTheOutputPractice(questions: questions) },
    problems: problems,
    compile: { checker, question in try checker.check(question, seeds: BankValidator.seeds) })

  static func problems(_ question: PredictTheOutputQuestion) -> [String] {
    var problems: [String] = []
    if question.answers.isEmpty { return [noAnswers] }
    if question.answers.last?.when != nil {
      problems.append("the last answer must have no condition")
    }
    for (index, answer) in question.answers.dropLast().enumerated() where answer.when == nil {
      problems.append(
        "answer \(index + 1) has no condition, so the answers after it can never be chosen")
    }
    problems += TemplateScanner.gluedRunProblems(in: question.code, field: "code")
    for (index, answer) in question.answers.enumerated() {
      problems += TemplateScanner.gluedRunProblems(
        in: answer.output, field: "answers[\(index)].output")
      problems += TemplateScanner.gluedRunProblems(
        in: answer.when ?? "", field: "answers[\(index)].when")
    }
    let activity = PredictTheOutputPractice(questions: [question])
    for seed in BankValidator.seeds {
      var random = SeededGenerator(seed: seed)
      do {
        let generated = try activity.generate(question, random: &random)
        if generated.code.contains("RANDOM_") || generated.output.contains("VALUE_") {
          problems.append("seed \(seed) left a placeholder unresolved")
          break
        }
        // Every typed line that is `h`, `s` or `q` is read as that key, so no line of an answer may
        // be one: the learner could not type it.
        let lines = generated.output.split(separator: "\n", omittingEmptySubsequences: false)
        if let key = lines.first(where: { AnswerReader.key(String($0)) != nil }) {
          problems.append(
            "seed \(seed) prints the line \"\(key)\", which a learner cannot type as an answer: it is a key (h, s or q)"
          )
          break
        }
      } catch {
        problems.append("\(error.message) (seed \(seed))")
        break
      }
    }
    return problems
  }
}
