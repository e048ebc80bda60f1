import Testing

@testable import UnwrapKit

/// One session of Spot the Error plants a different kind of mistake in each program: no kind comes
/// back before every kind the learner has met that fits the program has been planted once.
@Suite struct SpotTheErrorVarietyTests {
  static let templates = (try? ContentLibrary.builtIn().spotTheErrorTemplates()) ?? []

  /// Everything read, and a learner who has met no optionals, `_` labels or concurrency yet.
  static let readers: [@Sendable (String) -> Bool] = [
    { _ in true },
    {
      !["missing-data", "omitting-parameter-labels", "async-functions", "actors", "sendable"]
        .contains($0)
    },
  ]

  /// The kinds a learner who has read these sections may meet in this template's programs.
  func kinds(for template: SpotTheErrorTemplate, hasRead: (String) -> Bool) throws -> [String] {
    var random = SeededGenerator(seed: 0)
    let program = try template.generate(random: &random)
    return SpotTheErrorKind.allCases.filter {
      ($0.needs.map(hasRead) ?? true) && $0.apply(to: program) != nil
    }.map(\.rawValue)
  }

  /// Whatever the seed, each question plants a kind planted least often so far among those that fit
  /// its program, over a run longer than a session (so the kinds are seen to cycle).
  @Test(arguments: 0..<2)
  func eachQuestionPlantsAKindPlantedLeastOftenSoFar(reader: Int) throws {
    let hasRead = Self.readers[reader]
    let activity = SpotTheErrorPractice(templates: Self.templates)
    let items = activity.availableItems(hasRead: hasRead)
    try #require(!items.isEmpty)
    let fitting = try Dictionary(
      uniqueKeysWithValues: Self.templates.filter { items.contains($0.id) }.map {
        ($0.id, try kinds(for: $0, hasRead: hasRead))
      })
    for seed in UInt64(0)..<60 {
      var random = SeededGenerator(seed: seed)
      var session = SessionChoices()
      for _ in 0..<30 {
        let item = items[Int(random.next() % UInt64(items.count))]
        let before = session
        _ = try activity.makeQuestion(
          itemID: item, hasRead: hasRead, session: &session, random: &random)
        let planted = try #require(session.made.last)
        #expect(session.made.count == before.made.count + 1)
        let fits = try #require(fitting[item])
        #expect(fits.contains(planted), "seed \(seed): \(planted) on \(item)")
        let fewest = fits.map(before.count(of:)).min() ?? 0
        #expect(
          before.count(of: planted) == fewest,
          "seed \(seed): \(planted) again on \(item) after \(before.made)")
      }
    }
  }

  /// A seed still fixes the session: the same seed plants the same kinds in the same order.
  @Test func theSameSeedPlantsTheSameKinds() throws {
    let activity = SpotTheErrorPractice(templates: Self.templates)
    let items = activity.availableItems { _ in true }
    func planted(seed: UInt64) throws -> ([String], [String]) {
      var random = SeededGenerator(seed: seed)
      var session = SessionChoices()
      var programs: [String] = []
      for item in items.prefix(10) {
        let question = try activity.makeQuestion(
          itemID: item, hasRead: { _ in true }, session: &session, random: &random)
        programs.append(question.screen.code ?? "")
      }
      return (session.made, programs)
    }
    #expect(try planted(seed: 7) == planted(seed: 7))
  }

  /// Practice and the daily challenge each hand every question the one session's choices so far.
  @Test func practiceAndTheChallengeKeepOneSessionsChoices() throws {
    let day = Day("2026-06-01")!
    let answers = ScriptedPracticeInterface(Array(repeating: "t", count: 10))
    let log = ChoiceLog()
    _ = try PracticeCoordinator(
      store: InMemoryProgressStore(), clock: FixedClock(day), random: SeededGenerator(seed: 1),
      interface: answers
    ).runSession(ChoosingActivity(id: "choosing", log: log))
    #expect(log.seen == Array(0..<10))

    let challengeAnswers = ScriptedPracticeInterface(Array(repeating: "t", count: 10))
    let challengeLog = ChoiceLog()
    let catalog = PracticeCatalog(
      activities: ChallengeCoordinator.composition.map {
        ChoosingActivity(id: $0.activity, log: challengeLog)
      })
    _ = try ChallengeCoordinator(
      catalog: catalog, store: InMemoryProgressStore(), clock: FixedClock(day),
      random: SeededGenerator(seed: 3), interface: challengeAnswers
    ).run()
    #expect(challengeLog.seen == Array(0..<10))
  }
}

/// How many choices each question found already made in its session.
final class ChoiceLog: @unchecked Sendable {
  var seen: [Int] = []
}

/// Records one choice per question and notes how many it found before it.
struct ChoosingActivity: PracticeActivity {
  let info: ActivityInfo
  let log: ChoiceLog
  init(id: String, log: ChoiceLog) {
    info = ActivityInfo(id: id, title: id, summary: "s", unlockSection: "boxes")
    self.log = log
  }
  func availableItems(hasRead: (String) -> Bool) -> [String] { (1...12).map { "\(info.id)-\($0)" } }
  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    PracticeQuestion(
      itemID: itemID, screen: QuestionScreen(prompt: itemID, answerKind: .trueOrFalse), hint: nil,
      expectedAnswer: "true"
    ) { PracticeVerdict(isCorrect: $0 == .bool(true)) }
  }
  func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    log.seen.append(session.made.count)
    session.record(itemID)
    return try makeQuestion(itemID: itemID, random: &random)
  }
}
