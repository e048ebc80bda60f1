/// Rearrange the Lines: put a program's shuffled lines back in order.
public struct RearrangeTheLinesPractice: BankedActivity {
  public static let info = ActivityInfo(
    id: "rearrange-the-lines", title: "Rearrange the Lines",
    summary: "Put a program's shuffled lines back in working order.",
    unlockSection: "string-interpolation")
  public var info: ActivityInfo { Self.info }
  public let questions: [RearrangeTheLinesQuestion]
  /// When there is a compiler, an order other than ours is judged by compiling it: it counts when it
  /// compiles and prints what ours prints (a function may come after the calls that use it).
  public let runner: (any CodeRunner)?

  public init(questions: [RearrangeTheLinesQuestion], runner: (any CodeRunner)? = nil) {
    self.questions = questions
    self.runner = runner
  }

  public var bank: [RearrangeTheLinesQuestion] { questions }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    let question = try item(itemID)
    let correct = question.trimmedLines
    let shown = Shuffling.unsolved(correct, random: &random)
    var remaining = Array(shown.indices)
    let expectedOrder = correct.map { line -> Int in
      let position = remaining.firstIndex { shown[$0] == line }!
      return remaining.remove(at: position) + 1
    }
    let screen = QuestionScreen(
      prompt: question.prompt, items: shown, answerKind: .order(shown.count))
    let program = question.program
    let runner = self.runner
    var generated = PracticeQuestion(
      itemID: itemID, screen: screen, hint: question.hint,
      expectedAnswer: expectedOrder.map(String.init).joined(separator: " ")
    ) { answer in
      guard case .numbers(let order) = answer else {
        return PracticeVerdict(isCorrect: false, expected: program)
      }
      // Lines identical after trimming (a lone "}") are interchangeable, so compare the text, not the numbers.
      let learnerLines = order.map { shown[$0 - 1] }
      if learnerLines == correct { return PracticeVerdict(isCorrect: true) }
      guard let runner else { return PracticeVerdict(isCorrect: false, expected: program) }
      return Self.judgeByRunning(learnerLines, against: program, runner: runner)
    }
    generated.answerShown = PracticeVerdict(isCorrect: false, expected: program)
    return generated
  }

  /// Compiles and runs the learner's order beside ours: the same output counts as right; otherwise the
  /// verdict says why their order fails (the compiler's first error at its line, or what it printed).
  static func judgeByRunning(_ lines: [String], against program: String, runner: any CodeRunner)
    -> PracticeVerdict
  {
    let theirs = lines.joined(separator: "\n") + "\n"
    guard case .ran(let ours)? = try? runner.run(program + "\n"), ours.succeeded else {
      return PracticeVerdict(isCorrect: false, expected: program)
    }
    switch try? runner.run(theirs) {
    case .ran(let outcome)? where outcome.succeeded:
      if outcome.standardOutput == ours.standardOutput {
        return PracticeVerdict(
          isCorrect: true,
          explanation:
            "Not the order we had in mind, but it compiles and prints the same, so it counts.")
      }
      return PracticeVerdict(
        isCorrect: false, expected: program,
        explanation: "In your order it compiles, but it prints something else (−/+ against ours):",
        // The outputs were compared exactly, so the diff forgives nothing either: a space at a
        // line's end may be all that differs, and is drawn.
        details: OutputComparison.exactLineDiff(
          expected: CodeSampleChecker.trimmingFinalNewline(ours.standardOutput),
          actual: CodeSampleChecker.trimmingFinalNewline(outcome.standardOutput))
          + OutputComparison.lineEndNote(for: ours.standardOutput, outcome.standardOutput))
    case .compileFailed(let diagnostics)?:
      let errors = FreeCodingJudge.errors(in: diagnostics)
      let first = errors.first
      let location =
        first.flatMap { $0.line >= 1 && $0.line <= lines.count ? $0.line : nil }.map {
          " Line \($0), `\(lines[$0 - 1])`: "
        } ?? " "
      return PracticeVerdict(
        isCorrect: false, expected: program,
        explanation: "In your order it does not compile." + location + (first?.message ?? ""))
    default:
      return PracticeVerdict(
        isCorrect: false, expected: program,
        explanation: "In your order it does not run to the end.")
    }
  }
}
