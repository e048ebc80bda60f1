import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// The home screen, status, badges, reset and the daily challenge, in process.
@Suite struct InProcessHomeAndChallengeTests {
  func status(_ unwrap: InProcessUnwrap, on day: String) throws -> StatusSnapshot {
    let json = try unwrap.run(["status", "--json"], environment: ["UNWRAP_DATE": day])
    return try JSONDecoder().decode(StatusSnapshot.self, from: Data(json.output.utf8))
  }

  @Test func theHomeScreenAfterALesson() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let home = try unwrap.run([])
    #expect(home.output.contains("Rank 1: Newcomer · 100 points"))
    #expect(home.output.contains("100 to Tinkerer"))
    #expect(home.output.contains("Streak     1 day (best 1)"))
    #expect(home.output.contains("Next: Strings and integers · unwrap learn strings-and-integers"))
    // No workspace from here (the package's folder) nor recorded: the row says how to make one, as
    // `unwrap exercises` would only refuse with exit 64.
    #expect(home.output.contains(" solved · unwrap exercises init\n"), "\(home.output)")
    let status = try status(unwrap, on: "2026-04-01")
    #expect(status.points.learning == 100)
    #expect(status.rank.pointsToNext == 100)
    #expect(status.badgesEarned == 1)
  }

  /// A review failed before any lesson was read still made cards: the home screen shows them, not
  /// the first-run welcome.
  @Test func aFailedFirstReviewLeavesNoWelcomeButItsCards() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let review = try unwrap.run(["learn", "strings-and-integers", "--review"], input: "1\n")
    #expect(review.output.contains("the review needs 12"), "\(review.output.suffix(300))")
    #expect(try !unwrap.progress().cards.isEmpty)
    let home = try unwrap.run([], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(!home.output.contains("Welcome to unwrap"), "\(home.output)")
    #expect(home.output.contains("due today · unwrap review"), "\(home.output)")
    #expect(try !status(unwrap, on: "2026-04-02").isFirstRun)
  }

  @Test func streaksFollowTheCalendarAcrossDays() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    for (day, slug) in [
      ("2026-01-30", "variables"), ("2026-01-31", "constants"),
      ("2026-02-01", "strings-and-integers"),
    ] {
      _ = try unwrap.run(["learn", slug], input: "s\n", environment: ["UNWRAP_DATE": day])
    }
    #expect(try status(unwrap, on: "2026-02-02").currentStreak == 3)
    let later = try status(unwrap, on: "2026-02-04")
    #expect(later.currentStreak == 0)
    #expect(later.bestStreak == 3)
  }

  @Test func aDailyChallengeWithSkipsOnceADayThenTheNextDay() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let day = Day("2026-04-01")!
    let answers = try ChallengeOracle.typedChallenge(
      day: day, skipAt: [2, 5], wrongAt: [7], library: ContentLibrary.builtIn(), toolchain: nil)
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
    #expect(
      again.output.contains(
        "You have taken today's challenge: 7 of 10 right, 2 skipped, 350 points."),
      "\(again.output)")
    #expect(again.output.contains("The next one opens tomorrow (2026-04-02)."))
    #expect(try unwrap.progress().points.challenges == 350)

    let share = try unwrap.run(["challenge", "--share"])
    #expect(share.output.contains("unwrap daily challenge 2026-04-01: 7/10"))
    #expect(share.output.contains("🟩"))

    // A skip starts the day's challenge; q then ends it (q alone would leave it open).
    let nextDay = try unwrap.run(
      ["challenge"], input: "s\nq\n", environment: ["UNWRAP_DATE": "2026-04-02"])
    // Left early, the summary says where and how, wrapped to the terminal's 80 columns.
    #expect(
      nextDay.output.contains(
        "Daily challenge 2026-04-02, left after question 1: 0 right, 1 skipped, 9 not\nreached"),
      "\(nextDay.output)")
    #expect(nextDay.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    let history = try unwrap.run(
      ["challenge", "--history"], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(history.output.contains("2026-04-02  0/10"))
    #expect(history.output.contains("2026-04-01  7/10"))
    #expect(history.output.contains("The last 12 weeks"))
    // Only the finished one counts towards the badges, and the history says so.
    #expect(
      history.output.contains("1 finished, 1 ended early (not counted towards badges)"),
      "\(history.output)")
    let badges = try unwrap.run(["badges"], environment: ["UNWRAP_DATE": "2026-04-02"])
    let words = badges.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("to the last question. 1/5 challenges"), "\(badges.output)")
  }

  /// Five challenges ended after one skip earn no Challenger badge, and every screen agrees.
  @Test func challengesEndedEarlyEarnNoBadge() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var last = ""
    for day in 1...5 {
      let date = "2026-04-0\(day)"
      last = try unwrap.run(["challenge"], input: "s\nq\n", environment: ["UNWRAP_DATE": date])
        .output
    }
    #expect(!last.contains("Challenger 5"), "\(last)")
    #expect(last.contains("ended early, so it does not count towards badges"), "\(last)")
    let on = ["UNWRAP_DATE": "2026-04-05"]
    let badges = try unwrap.run(["badges"], environment: on)
    let words = badges.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("to the last question. 0/5 challenges"), "\(badges.output)")
    let history = try unwrap.run(["challenge", "--history"], environment: on)
    #expect(history.output.contains("0 finished, 5 ended early"), "\(history.output)")
    let home = try unwrap.run([], environment: on)
    #expect(
      home.output.contains("Challenge  left after question 1 today: 0 points"), "\(home.output)")
    #expect(try status(unwrap, on: "2026-04-05").challengeEndedEarlyToday == true)
  }

  /// The home row tells today's challenge in the challenge's own words (`ChallengeTally`): one
  /// left early says where, as running it again does.
  @Test func theHomeRowTellsWhereTodaysChallengeWasLeft() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["challenge", "--seed", "2"], input: "h\ns\ns\ns\nq\n")
    let again = try unwrap.run(["challenge"])
    #expect(
      again.output.contains("You left today's challenge after question 3:"), "\(again.output)")
    let home = try unwrap.run([])
    #expect(
      home.output.contains("\nChallenge  left after question 3 today: 0 points\n"), "\(home.output)"
    )
    #expect(try status(unwrap, on: "2026-04-01").challengeToday?.marks == "---")
    // A finished one is done; one saved before each question's mark was kept only ended early.
    var progress = LearnerProgress()
    _ = progress.recordChallenge(
      ChallengeResult(
        correct: 7, total: 10, skipped: 1, points: 350, endedEarly: false, marks: "✓✓✓✗✓✓-✓✓✗"),
      on: Day("2026-04-02")!)
    _ = progress.recordChallenge(
      ChallengeResult(correct: 1, total: 10, skipped: 0, points: 50, endedEarly: true),
      on: Day("2026-04-03")!)
    try unwrap.save(progress)
    let done = try unwrap.run([], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(done.output.contains("\nChallenge  done today: 350 points\n"), "\(done.output)")
    let early = try unwrap.run([], environment: ["UNWRAP_DATE": "2026-04-03"])
    #expect(early.output.contains("\nChallenge  ended early today: 50 points\n"), "\(early.output)")
  }

  @Test func theChallengeStatesItsRulesAndSharesEveryQuestion() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "s\ns\nq\n")
    #expect(result.status == 0, "\(result.error)")
    let output = result.output.replacingOccurrences(of: "\n", with: " ")
    #expect(
      output.contains("10 questions, one attempt each, 50 points per right answer"),
      "\(result.output.prefix(800))")
    #expect(output.contains("up to 3 skips"))
    #expect(output.contains("q to end the challenge early"))
    #expect(result.output.contains("[h hint, s skip, q quit]"))
    #expect(
      output.contains(
        "Daily challenge 2026-04-01, left after question 2: 0 right, 2 skipped, 8 not reached"),
      "\(result.output.suffix(600))")
    // A skip shows the answer, as a wrong answer does: each question is asked once.
    #expect(result.output.contains("2 skips left; type q to end the challenge.\nThe answer:\n"))
    // With every skip used, the prompts stop offering s.
    let allSkips = try unwrap.run(
      ["challenge"], input: "s\ns\ns\nq\n", environment: ["UNWRAP_DATE": "2026-04-02"])
    let lines = allSkips.output.split(separator: "\n")
    let offers = lines.filter { $0.contains("h hint, s skip, q quit") }.count
    let last = try #require(lines.last { $0.contains("h hint") }, "\(allSkips.output)")
    #expect(offers == 3, "one offer per skipped question: \(allSkips.output)")
    #expect(last.contains("h hint, q quit") && !last.contains("s skip"), "\(last)")
    // Left early, the share line says where, and its legend tells skipped from not reached.
    let share = try unwrap.run(["challenge", "--share"])
    #expect(
      share.output.hasPrefix(
        """
        unwrap daily challenge 2026-04-01: 0/10, left after question 2
        ⬜⬜⬛⬛⬛⬛⬛⬛⬛⬛
        ⬜ skipped  ⬛ not reached

        """), "\(share.output)")
    let again = try unwrap.run(["challenge"])
    #expect(
      again.output.replacingOccurrences(of: "\n", with: " ").contains(
        "You left today's challenge after question 2: 0 right, 2 skipped, 8 not reached, 0 points."
      ), "\(again.output)")
  }

  @Test func resetAsksKeepsABackupAndStartsAfresh() throws {
    let unwrap = InProcessUnwrap()
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

  /// The confirmation and `--help` name everything reset clears, solved exercises, review cards and
  /// badges too, and a reset from a file holding each leaves a fresh one.
  @Test func resetSaysEverythingItClears() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    var progress = try unwrap.progress()
    let day = Day("2026-03-14")!
    progress.recordReviewAnswer("variables:correct:0", correctly: true, on: day)
    progress.recordExercisePassed("now-playing", on: day)
    try unwrap.save(progress)
    let badges = try unwrap.run(["badges"])
    #expect(badges.output.contains("First Steps"), "\(badges.output)")
    let words = [
      "lessons read", "reviews passed", "review cards", "practice sessions", "daily challenges",
      "solved exercises", "points", "badges", "streaks",
    ]
    // Read as one line: both are wrapped to the width.
    let asked = try unwrap.run(["reset"], input: "no\n").output
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let help = Unwrap.helpMessage(for: ResetCommand.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for word in words {
      #expect(asked.contains(word), "\(word): \(asked)")
      #expect(help.contains(word), "\(word): \(help)")
    }
    _ = try unwrap.run(["reset", "--yes"])
    #expect(try unwrap.progress() == LearnerProgress())
  }

  /// The damaged-file message points to `unwrap reset`: it must start afresh and keep the bytes.
  @Test func resetIsTheWayOutOfADamagedFileAndKeepsIt() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let damaged = "{\"schemaVersion\": 1, \"points"
    try damaged.write(to: unwrap.progressFile, atomically: true, encoding: .utf8)
    let home = try unwrap.run([])
    #expect(home.status == 65)
    #expect(home.error.contains("start afresh with `unwrap reset`"), "\(home.error)")
    let done = try unwrap.run(["reset", "--yes"])
    #expect(done.status == 0, "\(done.error)")
    #expect(try unwrap.progress().points.total == 0)
    let copies = try FileManager.default.contentsOfDirectory(atPath: unwrap.dataDirectory.path)
      .filter { $0.contains("before-reset") }
    let copy = try #require(copies.first)
    #expect(
      try String(
        contentsOf: unwrap.dataDirectory.appendingPathComponent(copy), encoding: .utf8) == damaged)
  }

  @Test func badgesShowProgressTowardEachOne() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let result = try unwrap.run(["badges"])
    #expect(result.output.contains("★ First Steps"))
    #expect(
      result.output.contains(
        "Simple types Graduate · Review every section of Simple types. 0/8 sections"))
    #expect(result.output.contains("0/10 sessions"))
    // At 80 columns each badge's progress (`0/10 sessions`) is kept whole on one line: as many
    // are found line by line as in the text read as one line.
    let phrase = /\d+\/\d+ [a-z]+/
    let asOneLine = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let lineByLine = result.output.split(separator: "\n").map { $0.matches(of: phrase).count }
    #expect(
      lineByLine.reduce(0, +) == asOneLine.matches(of: phrase).count,
      "a badge's progress split across lines:\n\(result.output)")
  }
}
