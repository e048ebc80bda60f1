import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// Hand-edited numbers and days are refused on load, naming the field, and awards never overflow.
@Suite struct ProgressStoreBoundsTests {
  static let card = #"{"repetitions": 2, "ease": 2.5, "interval": 6, "due": "2026-05-01"}"#
  static let challenge =
    #"{"correct": 1, "total": 5, "skipped": 0, "points": 50, "endedEarly": false}"#

  /// A points object with every source at zero but one.
  static func points(
    learning: String = "0", review: String = "0", practice: String = "0", challenges: String = "0"
  ) -> String {
    #""points": {"learning": \#(learning), "review": \#(review), "practice": \#(practice), "#
      + #""challenges": \#(challenges)}"#
  }

  /// Today's challenge of ten questions with these marks.
  static func marks(_ marks: String, correct: Int, skipped: Int = 0) -> String {
    #""challenges": {"2026-04-01": {"correct": \#(correct), "total": 10, "skipped": \#(skipped), "#
      + #""points": \#(50 * correct), "endedEarly": true, "marks": "\#(marks)"}}"#
  }

  /// One bad value per field family, the JSON that holds it, and the field the message must name.
  static let cases: [(json: String, field: String)] = [
    (points(learning: "9223372036854775807"), "points.learning"),
    (points(practice: "-20"), "points.practice"),
    (points(review: "1000000001"), "points.review"),
    (points(challenges: "92233720368547758070"), "points.challenges"),
    (#""practice": {"tap": {"sessions": -1, "recent": []}}"#, "practice.tap.sessions"),
    (#""practice": {"tap": {"sessions": 5000000, "recent": []}}"#, "practice.tap.sessions"),
    (
      #""challenges": {"2026-04-01": {"correct": 1, "total": 5, "skipped": 0, "points": 9223372036854775807, "endedEarly": false}}"#,
      "challenges.2026-04-01.points"
    ),
    (
      #""challenges": {"2026-04-01": {"correct": -1, "total": 5, "skipped": 0, "points": 0, "endedEarly": false}}"#,
      "challenges.2026-04-01.correct"
    ),
    (
      #""challenges": {"2026-04-01": {"correct": 11, "total": 10, "skipped": 0, "points": 550, "endedEarly": false}}"#,
      "challenges.2026-04-01"
    ),
    (
      #""challenges": {"2026-04-01": {"correct": 8, "total": 10, "skipped": 3, "points": 400, "endedEarly": false}}"#,
      "challenges.2026-04-01"
    ),
    // The marks are what the share line and the tally count: they must agree with the counts.
    (marks("✓✓✓✓✓✓✓✓✓✓✓✓✓✓", correct: 1), "challenges.2026-04-01.marks"),
    (marks("✓✗", correct: 0), "challenges.2026-04-01.marks"),
    (marks("✓-", correct: 1), "challenges.2026-04-01.marks"),
    (marks("✓✗✗✗✗✗✗✗✗✗✗", correct: 1), "challenges.2026-04-01.marks"),
    (marks("✓x", correct: 1), "challenges.2026-04-01.marks"),
    (#""challenges": {"0001-01-01": \#(challenge)}"#, "challenges"),
    (#""challenges": {"2026-02-30": \#(challenge)}"#, "challenges.2026-02-30"),
    (
      #""cards": {"s:correct:1": {"repetitions": 2, "ease": 2.5, "interval": 9223372036854775807, "due": "2026-05-01"}}"#,
      "cards.s:correct:1.interval"
    ),
    (
      #""cards": {"s:correct:1": {"repetitions": 2, "ease": 1e300, "interval": 6, "due": "2026-05-01"}}"#,
      "cards.s:correct:1.ease"
    ),
    (
      #""cards": {"s:correct:1": {"repetitions": -3, "ease": 2.5, "interval": 6, "due": "2026-05-01"}}"#,
      "cards.s:correct:1.repetitions"
    ),
    (
      #""cards": {"s:correct:1": {"repetitions": 2, "ease": 2.5, "interval": 6, "due": "9999-12-31"}}"#,
      "cards.s:correct:1.due"
    ),
    (
      #""cards": {"s:correct:1": {"repetitions": 2, "ease": 2.5, "interval": 6, "due": "3100-01-01"}}"#,
      "cards.s:correct:1.due"
    ),
    (#""sections": {"variables": {"read": "0001-01-01"}}"#, "sections.variables.read"),
    (#""sections": {"variables": {"reviewed": "2026-02-30"}}"#, "sections.variables.reviewed"),
    (#""activeDays": ["2026-04-01", "3000-01-01"]"#, "activeDays"),
    (#""activeDays": ["2026-04-31"]"#, "activeDays[0]"),
  ]

  @Test(arguments: cases)
  func aValueOutOfBoundsIsDamageNamingTheFieldAndTheFileIsKept(json: String, field: String) throws {
    let folder = TemporaryFolder()
    let contents = ProgressFixture.json(schema: 3, json)
    try folder.write(contents, to: "progress.json")
    let store = FileProgressStore(directory: folder.url)
    let error = #expect(throws: ProgressError.self) {
      try store.update { $0.markReviewed("variables", on: Day("2026-04-01")!) }
    }
    guard case .damaged(_, let reason, let backup)? = error else {
      Issue.record("expected damaged, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("the field \(field) "), "\(reason)")
    #expect(!reason.contains("\n"))
    #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == contents)
    #expect(try String(contentsOfFile: try #require(backup), encoding: .utf8) == contents)
  }

  /// Marks that agree with the counts load, however many questions were reached.
  @Test(arguments: [("", 0, 0), ("✓✗-", 1, 1), ("✓✓✓✓✓✓✓✓✓✓", 10, 0), ("--✗-", 0, 3)])
  func marksThatAgreeWithTheCountsLoad(marks: String, correct: Int, skipped: Int) throws {
    let folder = TemporaryFolder()
    let json = Self.marks(marks, correct: correct, skipped: skipped)
    try folder.write(ProgressFixture.json(schema: 3, json), to: "progress.json")
    let loaded = try FileProgressStore(directory: folder.url).load()
    #expect(loaded.challenges[Day("2026-04-01")!]?.marks == marks)
  }

  @Test func valuesAtTheBoundsLoad() throws {
    let folder = TemporaryFolder()
    let most = ProgressBounds.maximumPoints
    try folder.write(
      ProgressFixture.json(
        schema: 3,
        """
        "points": {"learning": \(most), "review": \(most), "practice": 0, "challenges": 0},
         "activeDays": ["1970-01-01", "2999-12-31"],
         "cards": {"a": {"repetitions": 0, "ease": 1.3, "interval": \(ProgressBounds.maximumInterval),
                         "due": "\(ProgressBounds.latestDue)"}}
        """), to: "progress.json")
    #expect(try FileProgressStore(directory: folder.url).load().points.total == 2 * most)
  }

  @Test func awardsAtTheTopSaturateAndTheSavedFileStillLoads() throws {
    let folder = TemporaryFolder()
    let most = ProgressBounds.maximumPoints
    try folder.write(
      ProgressFixture.json(
        schema: 3,
        "\"points\": {\"learning\": \(most - 50), \"practice\": \(most),"
          + " \"review\": 0, \"challenges\": \(most)}, \"practice\": {\"tap\": {\"sessions\": "
          + "\(ProgressBounds.maximumCount), \"recent\": []}}"), to: "progress.json")
    let store = FileProgressStore(directory: folder.url)
    let day = Day("2026-04-01")!
    try store.update { progress in
      progress.markRead("variables", on: day)
      progress.recordPracticeSession(activity: "tap", correct: .max, items: [], on: day)
      progress.recordChallenge(
        ChallengeResult(correct: 1, total: 1, skipped: 0, points: .max, endedEarly: false), on: day)
    }
    let saved = try store.load()
    #expect(saved.points.learning == most)
    #expect(saved.points.practice == most)
    #expect(saved.points.challenges == most)
    #expect(saved.practice["tap"]?.sessions == ProgressBounds.maximumCount)
  }

  @Test func sumsRanksAndCardsNeverTrapOnValuesBuiltInCode() {
    let points = Points(learning: .max, review: .max, practice: .min, challenges: .max)
    #expect(points.total == 3 * ProgressBounds.maximumPoints)
    #expect(Rank.forPoints(.min).progress(.min) < 0)
    #expect(ProgressBounds.points(.max, times: .max) == ProgressBounds.maximumPoints)
    #expect(ProgressBounds.points(20, times: -3) == 0)
    #expect(ProgressBounds.points(.max, plus: .max) == ProgressBounds.maximumPoints)
    let card = ReviewCard(
      repetitions: .max, ease: .greatestFiniteMagnitude, interval: .max, due: Day("2999-12-01")!)
    let next = card.answered(correctly: true, on: Day("2999-12-01")!)
    #expect(next.interval == ProgressBounds.maximumInterval)
    #expect(next.repetitions == ProgressBounds.maximumCount)
    #expect(next.due == Day("2999-12-01")!.adding(days: ProgressBounds.maximumInterval))
    #expect(next.due <= ProgressBounds.latestDue)
  }

  /// A card answered on the last day a file may name is due after it: a due day is only compared
  /// with today, so it may run an interval past that day, and the store loads what it wrote.
  @Test func cardsScheduledOnTheLastDayAreDueAfterItAndTheFileLoads() throws {
    let last = ProgressBounds.latestDay
    let folder = TemporaryFolder()
    try FileProgressStore(directory: folder.url).update { progress in
      progress.recordReviewAnswer("s:correct:0", correctly: true, on: last)
      progress.recordReviewAnswer("s:wrong:0", correctly: false, on: last)
      progress.scheduleUnseenStatements((1..<45).map { "s:correct:\($0)" }, from: last, perDay: 20)
      progress.cards["s:wrong:1"] = ReviewCard(
        repetitions: 9, interval: ProgressBounds.maximumInterval, due: last
      ).answered(correctly: true, on: last)
    }
    // A store of its own reads the file from disk and checks it.
    let loaded = try FileProgressStore(directory: folder.url).load()
    #expect(loaded.cards["s:correct:0"]?.due == last.adding(days: 1))
    #expect(loaded.cards["s:wrong:0"]?.due == last.adding(days: 1))
    #expect(loaded.cards["s:wrong:1"]?.due == ProgressBounds.latestDue)
    #expect(loaded.dueCards(on: last).count == 20, "the seeded cards still come 20 a day")
  }
}
