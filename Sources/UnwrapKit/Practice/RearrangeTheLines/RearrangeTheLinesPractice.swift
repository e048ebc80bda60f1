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
  public var compilesAnswers: Bool { runner != nil }
  /// Without a compiler only our order can be counted, and the session says so before it starts.
  public var sessionNotice: PracticeScreen? { runner == nil ? .matchingOnly : nil }

  /// A wrong order's verdict without a compiler: another order may work, but cannot be checked.
  static func uncheckedVerdict(_ program: String) -> PracticeVerdict {
    PracticeVerdict(
      isCorrect: false, expected: program,
      explanation:
        "This is not our order. No Swift compiler was found, so an order other than ours could not be compiled and run to see whether it works too; only ours counts here."
    )
  }

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
      guard let runner else {
        // Only a whole order (every line once, as the parser hands it) is one that could have worked.
        return order.count == shown.count
          ? Self.uncheckedVerdict(program) : PracticeVerdict(isCorrect: false, expected: program)
      }
      return try Self.judgeByRunning(learnerLines, against: program, runner: runner)
    }
    generated.answerShown = PracticeVerdict(isCorrect: false, expected: program)
    return generated
  }

  /// Compiles and runs the learner's order beside ours (`ArrangementTrial`): the same output counts
  /// as right; otherwise the verdict says why their order fails (the compiler's first error at its
  /// line, or what it printed). Throws, with no verdict, when it could not be run at all.
  static func judgeByRunning(_ lines: [String], against program: String, runner: any CodeRunner)
    throws -> PracticeVerdict
  {
    let wrong = { (explanation: String, details: [String]) in
      PracticeVerdict(
        isCorrect: false, expected: program, explanation: explanation, details: details)
    }
    switch try ArrangementTrial.run(lines.joined(separator: "\n"), against: program, runner: runner)
    {
    case .printsTheSame:
      return PracticeVerdict(
        isCorrect: true,
        explanation:
          "Not the order we had in mind, but it compiles and prints the same, so it counts.")
    case .printsSomethingElse(let diff):
      return wrong(
        "In your order it compiles, but it prints something else (−/+ against ours):", diff)
    case .doesNotCompile(let line, let code, let message):
      let location = line.map { " Line \($0), `\(code ?? "")`: " } ?? " "
      return wrong("In your order it does not compile." + location + (message ?? ""), [])
    case .doesNotRunToTheEnd:
      return wrong("In your order it does not run to the end.", [])
    case .unknown:
      return PracticeVerdict(isCorrect: false, expected: program)
    }
  }
}
