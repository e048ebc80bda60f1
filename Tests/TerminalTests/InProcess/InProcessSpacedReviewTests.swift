import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `unwrap review` in process across weeks: intervals, wrong answers, and shuffled cards.
@Suite struct InProcessSpacedReviewTests {
  func learnVariables(_ unwrap: InProcessUnwrap) throws {
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    _ = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n")
  }

  /// With nothing to seed and nothing due, review only reads: a first run writes no progress file
  /// (and takes no lock) just to say nothing is due.
  @Test func aFirstRunWithNothingDueWritesNothing() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.run(["review"])
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("Nothing is due for review today."), "\(first.output)")
    let written = (try? FileManager.default.contentsOfDirectory(atPath: unwrap.dataDirectory.path))
    #expect(written ?? [] == [], "nothing written: \(written ?? [])")
  }

  @Test func reviewingAcrossWeeks() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try learnVariables(unwrap)
    #expect(try unwrap.progress().cards.count == 8)

    let sameDay = try unwrap.run(["review"])
    #expect(
      sameDay.output.contains(
        "Nothing is due for review today. The next cards are due on 2026-04-02."))

    let home = try unwrap.run([], environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(home.output.contains("Reviews    8 due today · unwrap review"))

    // Tomorrow: answer everything wrong; the cards come back the day after.
    let wrong = try unwrap.run(
      ["review", "--seed", "5"],
      input: ReviewOracle.answers(progress: unwrap.progress(), day: "2026-04-02", right: false),
      environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(wrong.output.contains("Reviewed 8 cards: 0 right, +0 points."))
    #expect(wrong.output.contains("The next cards are due on 2026-04-03."))

    // Then right three times: 1 day, 6 days, then 6 x 1.96 (the ease the wrong answer lowered) = 12 days.
    var day = Day("2026-04-03")!
    for expectedInterval in [1, 6, 12] {
      let result = try unwrap.run(
        ["review", "--seed", "5"],
        input: ReviewOracle.answers(progress: unwrap.progress(), day: "\(day)", right: true),
        environment: ["UNWRAP_DATE": "\(day)"])
      #expect(
        result.output.contains("Reviewed 8 cards: 8 right, +160 points."),
        "\(day): \(result.output.suffix(300))")
      day = day.adding(days: expectedInterval)
      #expect(
        result.output.contains("The next cards are due on \(day)."), "\(result.output.suffix(200))")
    }
  }

  @Test func reviewCardsCannotBeAnsweredByTheirPositionInTheFile() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try learnVariables(unwrap)
    // The answers that are right when the cards come in file order.
    let due = try unwrap.progress().dueCards(on: Day("2026-04-02")!)
    let byPosition = due.map { $0.contains(":correct:") ? "t" : "f" }
    let result = try unwrap.run(
      ["review", "--seed", "5"], input: byPosition.joined(separator: "\n") + "\n",
      environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(result.output.contains("Reviewed \(due.count) cards"), "\(result.output.suffix(300))")
    #expect(!result.output.contains("\(due.count) right"), "answered by position")
  }

  /// A card for a statement the content does not hold (a review shortened, a section renamed, a
  /// newer unwrap's card): never asked, so never counted as due nor announced, and kept in the file.
  @Test func aCardTheContentCannotAskIsNeitherCountedNorAnnouncedAndIsKept() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var progress = LearnerProgress()
    progress.markReviewed("variables", on: Day("2026-02-20")!)
    let orphan = ReviewCard(repetitions: 2, interval: 6, due: Day("2026-03-10")!)
    progress.cards["variables:correct:99"] = orphan
    progress.cards["no-such-section:wrong:0"] = orphan
    progress.cards["variables:correct:0"] = ReviewCard(due: Day("2026-03-20")!)
    try unwrap.save(progress)

    let home = try unwrap.run([], environment: ["UNWRAP_DATE": "2026-03-10"])
    #expect(!home.output.contains("due today"), "\(home.output)")
    let status = try unwrap.run(["status", "--json"], environment: ["UNWRAP_DATE": "2026-03-10"])
    #expect(status.output.contains("\"reviewsDue\" : 0"), "\(status.output)")
    let before = try unwrap.run(["review"], environment: ["UNWRAP_DATE": "2026-03-01"])
    #expect(before.output.contains("Nothing is due for review today."), "\(before.output)")
    #expect(
      before.output.contains("The next cards are due on 2026-03-20."), "\(before.output)")
    let onTheDay = try unwrap.run(["review"], environment: ["UNWRAP_DATE": "2026-03-10"])
    #expect(onTheDay.output.contains("Nothing is due for review today."), "\(onTheDay.output)")
    #expect(try unwrap.progress().cards["variables:correct:99"] == orphan)
    #expect(try unwrap.progress().cards["no-such-section:wrong:0"] == orphan)
  }

  /// A rank (or badge) earned before the input ends is announced, as learn, practice and the
  /// challenge announce theirs when they end that way.
  @Test func aRankEarnedBeforeTheInputEndsIsAnnounced() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var progress = LearnerProgress()
    progress.markReviewed("variables", on: Day("2026-03-20")!)
    progress.points.practice = 280
    for index in 0..<2 {
      progress.cards["variables:correct:\(index)"] = ReviewCard(due: Day("2026-04-01")!)
    }
    try unwrap.save(progress)
    // Both cards are true: the first answer is right, 480 + 20 points make rank 3.
    let result = try unwrap.run(["review"], input: "t\n")
    #expect(result.status == 4)
    #expect(result.output.contains("Input ended after 1 card"), "\(result.output)")
    #expect(result.output.contains("New rank: 3, Apprentice"), "\(result.output)")
  }

  /// On the last day unwrap accepts, a right answer still moves a card off today: the next run has
  /// nothing to ask, so the same cards are not paid for again, and the file still loads.
  @Test func onTheLastDayAnAnsweredCardIsNotAskedAgain() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let last = ["UNWRAP_DATE": "2999-12-31"]
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    _ = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n",
      environment: last)
    #expect(try unwrap.progress().dueCards(on: ProgressBounds.latestDay).isEmpty)
    // Cards due today, as a learner who reviewed earlier has them.
    var progress = try unwrap.progress()
    for id in progress.cards.keys { progress.cards[id]?.due = ProgressBounds.latestDay }
    try unwrap.save(progress)
    let first = try unwrap.run(
      ["review", "--seed", "5"],
      input: ReviewOracle.answers(progress: unwrap.progress(), day: "2999-12-31", right: true),
      environment: last)
    #expect(first.output.contains("Reviewed 8 cards: 8 right, +160 points."), "\(first.output)")
    let again = try unwrap.run(["review", "--seed", "5"], input: "t\n", environment: last)
    #expect(
      again.output.contains("Nothing is due for review today. The next cards are due on"),
      "\(again.output)")
    #expect(try unwrap.progress().points.practice == 160)
  }

  /// Skipped cards are counted in the summary and told as still due; `--limit` is not offered,
  /// since the limit did not cut the session.
  @Test func skippedCardsAreCountedAndTheLimitIsNotBlamed() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try learnVariables(unwrap)
    let result = try unwrap.run(
      ["review", "--seed", "1"], input: String(repeating: "s\n", count: 8),
      environment: ["UNWRAP_DATE": "2026-04-02"])
    let said = result.output.replacingOccurrences(of: "\n", with: " ")
    #expect(said.contains("Reviewed 0 cards and skipped 8: 0 right, +0 points."), "\(said)")
    #expect(
      said.contains("8 cards are still due today (8 skipped): run unwrap review again."),
      "\(said)")
    #expect(!said.contains("--limit"), "\(said)")
  }

  /// Cards the limit left out are the one reason to offer `--limit`; skipped ones are told apart.
  @Test func theLimitIsOfferedOnlyForTheCardsItLeftOut() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try learnVariables(unwrap)
    let result = try unwrap.run(
      ["review", "--seed", "1", "--limit", "3"], input: "s\nt\nf\n",
      environment: ["UNWRAP_DATE": "2026-04-02"])
    let said = result.output.replacingOccurrences(of: "\n", with: " ")
    #expect(said.contains("Reviewed 2 cards and skipped 1:"), "\(said)")
    #expect(
      said.contains(
        "6 cards are still due today (1 skipped, 5 past this session's limit of 3): run unwrap"
          + " review again (--limit asks more in one session)."), "\(said)")
  }
}
