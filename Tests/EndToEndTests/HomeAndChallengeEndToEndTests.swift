import Foundation
import Testing
import UnwrapKit

/// Answers a daily challenge in process: right, except the skips and wrong answers it is told.
final class ChallengeOracle: PracticeInterface {
  var questions: [PracticeQuestion] = []
  var current = 0
  let skipAt: Set<Int>
  let wrongAt: Set<Int>
  var typed: [String] = []
  private var pending: [String] = []

  init(skipAt: Set<Int>, wrongAt: Set<Int>) {
    self.skipAt = skipAt
    self.wrongAt = wrongAt
  }

  func show(_ screen: PracticeScreen) {
    if case .question(let question) = screen { current = question.number }
  }

  func ask(_ prompt: PracticePrompt) -> String? {
    if case .nextLine = prompt {
      let line = pending.removeFirst()
      typed.append(line)
      return line
    }
    let question = questions[current - 1]
    if skipAt.contains(current) {
      typed.append("s")
      return "s"
    }
    let wrong = wrongAt.contains(current)
    switch question.screen.answerKind {
    case .lines:
      var lines = question.expectedAnswer.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      if wrong { lines[0] += " nope" }
      let first = lines.removeFirst()
      pending = lines
      typed.append(first)
      return first
    case .code:
      let code = wrong ? "let unrelated = 1" : question.expectedAnswer
      typed +=
        code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["."]
      return code
    case .trueOrFalse:
      let answer = (question.expectedAnswer == "true") != wrong ? "t" : "f"
      typed.append(answer)
      return answer
    default:
      var numbers = question.expectedAnswer.split(separator: " ").map(String.init)
      if wrong {
        // Another order may compile and print the same (Rearrange judges by running), so take the
        // first rearrangement the question itself calls wrong.
        let candidates =
          (numbers.count > 1
            ? [Array(numbers.reversed())]
              + (1..<numbers.count).map { Array(numbers[$0...] + numbers[..<$0]) }
              + [Array(numbers.dropLast())]
            : []) + [[numbers[0] == "1" ? "2" : "1"]]
        numbers =
          candidates.first { candidate in
            // A "numbers" answer is a set (the parser sorts it); an order is kept as typed.
            let parsed = candidate.compactMap { Int($0) }
            let isSet: Bool
            if case .numbers = question.screen.answerKind { isSet = true } else { isSet = false }
            return !question.judge(.numbers(isSet ? Array(Set(parsed)).sorted() : parsed))
              .isCorrect
          } ?? candidates[0]
      }
      let line = numbers.joined(separator: " ")
      typed.append(line)
      return line
    }
  }
}

/// Records questions, in the order they are made, into the oracle.
final class OracleFeedingActivity: PracticeActivity, @unchecked Sendable {
  let wrapped: any PracticeActivity
  let oracle: ChallengeOracle
  init(_ wrapped: any PracticeActivity, oracle: ChallengeOracle) {
    self.wrapped = wrapped
    self.oracle = oracle
  }
  var info: ActivityInfo { wrapped.info }
  func availableItems(hasRead: (String) -> Bool) -> [String] {
    wrapped.availableItems(hasRead: hasRead)
  }
  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    let question = try wrapped.makeQuestion(itemID: itemID, random: &random)
    oracle.questions.append(question)
    return question
  }
}

@Suite struct HomeAndChallengeEndToEndTests {
  static let library = try? ContentLibrary.builtIn()

  func typedChallenge(day: Day, skipAt: Set<Int>, wrongAt: Set<Int>) throws -> [String] {
    let library = try #require(Self.library)
    let oracle = ChallengeOracle(skipAt: skipAt, wrongAt: wrongAt)
    let real = try PracticeCatalog(library: library, toolchain: SwiftToolchain.find())
    let catalog = PracticeCatalog(
      activities: real.activities.map { OracleFeedingActivity($0, oracle: oracle) })
    let seed = ChallengeCoordinator.seed(for: day)
    _ = try ChallengeCoordinator(
      catalog: catalog, store: InMemoryProgressStore(), clock: FixedClock(day),
      random: SeededGenerator(seed: seed),
      interface: oracle
    ).run()
    return oracle.typed
  }

  @Test func aFirstRunShowsTheWelcomeAndLaterTheHomeScreen() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.run([])
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("Welcome to unwrap"))
    #expect(first.output.contains("Start here: unwrap learn variables"))
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let home = try unwrap.run([])
    #expect(home.output.contains("Rank 1: Newcomer · 100 points"))
    #expect(home.output.contains("100 to Tinkerer"))
    #expect(home.output.contains("Streak     1 day (best 1)"))
    #expect(home.output.contains("Next: Strings and integers · unwrap learn strings-and-integers"))
    let json = try unwrap.run(["status", "--json"])
    let status = try JSONDecoder().decode(StatusSnapshot.self, from: Data(json.output.utf8))
    #expect(status.totalPoints == 100)
    #expect(status.points.learning == 100)
    #expect(status.rank.pointsToNext == 100)
    #expect(status.badgesEarned == 1)
    #expect(!status.isFirstRun)
  }

  @Test func streaksFollowTheCalendarAcrossDays() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    for (day, slug) in [
      ("2026-01-30", "variables"), ("2026-01-31", "constants"),
      ("2026-02-01", "strings-and-integers"),
    ] {
      _ = try unwrap.run(["learn", slug], input: "s\n", environment: ["UNWRAP_DATE": day])
    }
    let status = try unwrap.run(["status", "--json"], environment: ["UNWRAP_DATE": "2026-02-02"])
    let snapshot = try JSONDecoder().decode(StatusSnapshot.self, from: Data(status.output.utf8))
    #expect(snapshot.currentStreak == 3)
    let broken = try unwrap.run(["status", "--json"], environment: ["UNWRAP_DATE": "2026-02-04"])
    let later = try JSONDecoder().decode(StatusSnapshot.self, from: Data(broken.output.utf8))
    #expect(later.currentStreak == 0)
    #expect(later.bestStreak == 3)
  }

  @Test func aDailyChallengeWithSkipsOnceADayThenTheNextDay() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let day = Day("2026-04-01")!
    let answers = try typedChallenge(day: day, skipAt: [2, 5], wrongAt: [7])
    let result = try unwrap.run(["challenge"], input: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)\n\(result.output.suffix(1500))")
    #expect(
      result.output.contains("Daily challenge 2026-04-01: 7 of 10 right, 2 skipped"),
      "\(result.output.suffix(1500))")
    #expect(result.output.contains("+350 points"))
    let progress = try unwrap.progress()
    #expect(progress.points.challenges == 350)
    #expect(progress.challenges[day]?.marks?.count == 10)

    let again = try unwrap.run(["challenge"])
    #expect(again.output.contains("You have taken today's challenge: 7 of 10 right, 350 points."))
    #expect(again.output.contains("The next one opens tomorrow (2026-04-02)."))
    #expect(try unwrap.progress().points.challenges == 350)

    let share = try unwrap.run(["challenge", "--share"])
    #expect(share.output.contains("unwrap daily challenge 2026-04-01: 7/10"))
    #expect(share.output.contains("🟩"))

    let nextDay = try unwrap.run(
      ["challenge"], input: "q\n", environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(nextDay.output.contains("Daily challenge 2026-04-02: 0 of 10 right"))
    let history = try unwrap.run(
      ["challenge", "--history"], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(history.output.contains("2026-04-02  0/10"))
    #expect(history.output.contains("2026-04-01  7/10"))
    #expect(history.output.contains("The last 12 weeks"))
  }

  @Test func aFourthSkipIsRefused() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "s\ns\ns\ns\nq\n")
    #expect(result.output.contains("You have used all 3 skips"))
    #expect(try unwrap.progress().challenges[Day("2026-04-01")!]?.skipped == 3)
  }

  @Test func resetAsksKeepsABackupAndStartsAfresh() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let declined = try unwrap.run(["reset"], input: "no\n")
    #expect(declined.output.contains("Nothing was changed."))
    #expect(try unwrap.progress().points.total == 100)
    let done = try unwrap.run(["reset"], input: "yes\n")
    #expect(done.output.contains("Progress reset."))
    #expect(try unwrap.progress().points.total == 0)
    let backups = try FileManager.default.contentsOfDirectory(atPath: unwrap.dataDirectory.path)
      .filter { $0.contains("before-reset") }
    #expect(backups.count == 1)
  }

  @Test func badgesShowProgressTowardEachOne() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let result = try unwrap.run(["badges"])
    #expect(result.output.contains("★ First Steps"))
    #expect(
      result.output.contains(
        "Simple types Graduate · Review every section of Simple types. 0/8 sections"))
    #expect(result.output.contains("0/10 sessions"))
  }
}

@Suite struct SpacedReviewEndToEndTests {
  @Test func reviewingAcrossWeeksFromTheBinary() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    _ = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n")
    #expect(try unwrap.progress().cards.count == 8)

    let sameDay = try unwrap.run(["review"])
    #expect(
      sameDay.output.contains(
        "Nothing is due for review today. The next cards are due on 2026-04-02."))

    let home = try unwrap.run([], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(home.output.contains("Reviews    8 due today · unwrap review"))

    // Tomorrow: answer everything wrong; the cards come back the day after.
    let wrong = try unwrap.run(
      ["review", "--seed", "5"], input: wrongAnswers(unwrap, day: "2026-04-02"),
      environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(wrong.output.contains("Reviewed 8 cards: 0 right, +0 points."))
    #expect(wrong.output.contains("The next cards are due on 2026-04-03."))

    // Then right three times: 1 day, 6 days, then 6 x 1.96 (the ease the wrong answer lowered) = 12 days.
    var day = Day("2026-04-03")!
    for expectedInterval in [1, 6, 12] {
      let result = try unwrap.run(
        ["review", "--seed", "5"], input: rightAnswers(unwrap, day: "\(day)"),
        environment: ["UNWRAP_DATE": "\(day)"])
      #expect(
        result.output.contains("Reviewed 8 cards: 8 right, +160 points."),
        "\(day): \(result.output.suffix(300))")
      day = day.adding(days: expectedInterval)
      #expect(
        result.output.contains("The next cards are due on \(day)."), "\(result.output.suffix(200))")
    }
  }

  /// The answers that are right (or wrong) for today's due cards, in the order `unwrap review --seed 5`
  /// asks them: the same coordinator runs in process with the same seed on a copy of the progress.
  func answers(_ unwrap: UnwrapBinary, day: String, right: Bool) throws -> String {
    let activity = try ReviewPractice(library: ContentLibrary.builtIn())
    let oracle = try ReviewOracle(activity: activity, right: right)
    _ = try SpacedReviewCoordinator(
      activity: activity, store: InMemoryProgressStore(try unwrap.progress()),
      clock: FixedClock(Day(day)!), random: SeededGenerator(seed: 5), interface: oracle
    ).run(limit: SpacedReviewCoordinator.defaultLimit)
    return oracle.typed.joined(separator: "\n") + "\n"
  }

  func rightAnswers(_ unwrap: UnwrapBinary, day: String) throws -> String {
    try answers(unwrap, day: day, right: true)
  }
  func wrongAnswers(_ unwrap: UnwrapBinary, day: String) throws -> String {
    try answers(unwrap, day: day, right: false)
  }

  @Test func anOlderProgressFileIsUpgradedInPlaceWithABackup() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let old = """
      {"schemaVersion": 2, "sections": {"variables": {"read": "2026-03-01", "reviewed": "2026-03-01"},
       "constants": {"read": "2026-03-01", "reviewed": "2026-03-01"}},
       "points": {"learning": 200, "review": 200, "practice": 0, "challenges": 0}, "activeDays": ["2026-03-01"]}
      """
    try Data(old.utf8).write(to: unwrap.progressFile)
    let status = try unwrap.run(["status", "--json"])
    let snapshot = try JSONDecoder().decode(StatusSnapshot.self, from: Data(status.output.utf8))
    #expect(snapshot.totalPoints == 400)
    #expect(snapshot.reviewsDue == 20, "24 statements spread: 20 today")
    #expect(try unwrap.progress().cards.count == 24)
    let backup = unwrap.dataDirectory.appendingPathComponent("progress.json.schema-2-backup")
    #expect(try String(contentsOf: backup, encoding: .utf8) == old)
    let limited = try unwrap.run(["review", "--limit", "3"], input: "t\nt\nt\n")
    #expect(limited.output.contains("Reviewed 3 cards"))
    #expect(limited.output.contains("17 more are due today"))
  }
}

/// Answers spaced-review cards in process, right or wrong as told, by recognising each statement.
final class ReviewOracle: PracticeInterface {
  let statements: [(screen: QuestionScreen, isTrue: Bool)]
  let right: Bool
  var current: QuestionScreen?
  var typed: [String] = []

  init(activity: ReviewPractice, right: Bool) throws {
    var random = SeededGenerator(seed: 0)
    statements = try activity.availableItems { _ in true }.map { id in
      let question = try activity.makeQuestion(itemID: id, random: &random)
      return (question.screen, question.expectedAnswer == "true")
    }
    self.right = right
  }

  func show(_ screen: PracticeScreen) {
    if case .question(let question) = screen { current = question.screen }
  }

  func ask(_ prompt: PracticePrompt) -> String? {
    let isTrue = statements.first { $0.screen == current }?.isTrue ?? true
    let answer = isTrue == right ? "t" : "f"
    typed.append(answer)
    return answer
  }
}
