/// Spot the Error: a short numbered program with exactly one mistake; the learner names its line.
public struct SpotTheErrorPractice: BankedActivity, SessionVariedActivity {
  public static let info = ActivityInfo(
    id: "spot-the-error", title: "Spot the Error",
    summary: "Find the one line that stops a short program from compiling.",
    unlockSection: "return-values")
  public var info: ActivityInfo { Self.info }
  public let templates: [SpotTheErrorTemplate]

  public init(templates: [SpotTheErrorTemplate]) {
    self.templates = templates
  }

  public var bank: [SpotTheErrorTemplate] { templates }

  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    try makeQuestion(itemID: itemID, hasRead: { _ in true }, random: &random)
  }

  /// A question whose mistake is one a learner who has read these sections can recognise, and of a
  /// kind this session has planted least often: every kind that fits the program is used once
  /// before any is used again. Among kinds used equally often, the seeded shuffle decides.
  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    let template = try item(itemID)
    let program = try template.generate(random: &random)
    // A template out of shape would still have some kind planted in it (`print(1` from
    // `print(1)`), with nothing of the program the question is about: refused, by file and item.
    let missing = program.missingRoles
    guard missing.isEmpty else {
      throw PlaceholderError(
        "is not in Spot the Error's shape: \(missing.joined(separator: "; "))")
    }
    let kinds = SpotTheErrorKind.allCases.filter { $0.needs.map(hasRead) ?? true }
    let leastPlantedFirst = kinds.shuffled(using: &random).enumerated().sorted {
      (session.count(of: $0.element.rawValue), $0.offset)
        < (session.count(of: $1.element.rawValue), $1.offset)
    }.map(\.element)
    let planted = leastPlantedFirst.lazy.compactMap { kind in
      kind.apply(to: program).map {
        (kind, $0.lines, $0.line, $0.explanation, kind.alsoRightLines(in: program))
      }
    }.first
    guard let (kind, lines, line, explanation, alsoRight) = planted else {
      throw PlaceholderError("no error kind applies to \(itemID)")
    }
    session.record(kind.rawValue)
    let screen = QuestionScreen(
      prompt: "This program has exactly one mistake. Which line is it on?",
      code: lines.joined(separator: "\n"),
      numberCodeLines: true, answerKind: .number(lines.count))
    let also =
      alsoRight.isEmpty
      ? ""
      : " \(alsoRight.count == 1 ? "Line" : "Lines") "
        + alsoRight.map(String.init).joined(separator: ", ")
        + " \(alsoRight.count == 1 ? "counts" : "count") too: \(kind.alsoRightReason)"
    let wrong = PracticeVerdict(
      isCorrect: false, expected: "Line \(line)", explanation: "Line \(line): \(explanation)\(also)"
    )
    var question = PracticeQuestion(
      itemID: itemID, screen: screen,
      hint: program.shape == .async
        ? "Read each line as the compiler would: what waits, what can throw, and who owns each value?"
        : "Read each line as the compiler would: names, types, quotes, brackets.",
      expectedAnswer: String(line)
    ) { answer in
      guard ([line] + alsoRight).contains(where: { answer == .numbers([$0]) }) else { return wrong }
      return PracticeVerdict(isCorrect: true, explanation: wrong.explanation)
    }
    question.answerShown = wrong
    return question
  }
}

extension ContentLibrary {
  /// The Spot the Error templates.
  public func spotTheErrorTemplates() throws(ContentError) -> [SpotTheErrorTemplate] {
    try bank(SpotTheErrorTemplate.self, file: SpotTheErrorTemplate.file)
  }
}
