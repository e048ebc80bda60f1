import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Home, status and the challenge from the binary; the flows are tested in process (TerminalTests).
@Suite struct HomeAndChallengeEndToEndTests {
  static let library = try? ContentLibrary.builtIn()

  @Test func aFirstRunShowsTheWelcomeAndStatusCountsALesson() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.run([])
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("Welcome to unwrap"))
    #expect(first.output.contains("Start here: unwrap learn variables"))
    _ = try unwrap.run(["learn", "variables"], input: "s\n")
    let json = try unwrap.run(["status", "--json"])
    let status = try JSONDecoder().decode(StatusSnapshot.self, from: Data(json.output.utf8))
    #expect(status.totalPoints == 100)
    #expect(status.points.learning == 100)
    #expect(status.rank.pointsToNext == 100)
    #expect(status.badgesEarned == 1)
    #expect(!status.isFirstRun)
  }

  @Test func aFourthSkipIsRefused() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "s\ns\ns\ns\nq\n")
    #expect(result.output.contains("You have used all 3 skips"))
    #expect(try unwrap.progress().challenges[Day("2026-04-01")!]?.skipped == 3)
  }

  @Test func historyAndShareTogetherAreAUsageError() throws {
    let result = try UnwrapBinary.runOnce(["challenge", "--history", "--share"])
    #expect(result.status == 64)
    #expect(result.error.contains("--history and --share show different things: choose one."))
  }

  @Test func aChallengeLeftBeforeItsFirstAnswerStaysOpen() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let looked = try unwrap.run(["challenge"])
    #expect(looked.status == 4, "\(looked.error)")
    #expect(looked.output.contains("nothing was recorded: today's challenge is still open"))
    #expect(!FileManager.default.fileExists(atPath: unwrap.progressFile.path))
    let taken = try unwrap.run(["challenge"], input: "s\nq\n")
    #expect(taken.status == 0, "\(taken.error)")
    #expect(!taken.output.contains("You have taken today's challenge"))
    #expect(try unwrap.progress().challenges[Day("2026-04-01")!]?.skipped == 1)
  }
}

@Suite struct SpacedReviewEndToEndTests {
  @Test func anOlderProgressFileIsUpgradedInPlaceWithABackup() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let old = ProgressFixture.json(
      schema: 2,
      """
      "sections": {"variables": {"read": "2026-03-01", "reviewed": "2026-03-01"},
       "constants": {"read": "2026-03-01", "reviewed": "2026-03-01"}},
       "points": {"learning": 200, "review": 200, "practice": 0, "challenges": 0}, "activeDays": ["2026-03-01"]
      """)
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
    let limitedJoined = limited.output.replacingOccurrences(of: "\n", with: " ")
    #expect(
      limitedJoined.contains(
        "17 cards are still due today (17 past this session's limit of 3): run unwrap review again (--limit"
      ), "\(limited.output)")
    let quit = try unwrap.run(["review"], input: "t\nq\n")
    #expect(
      quit.output.replacingOccurrences(of: "\n", with: " ").contains(
        "16 cards are still due today (16 not reached): run unwrap review again."),
      "\(quit.output)")
    // Cards are still due today, so the next day with cards is told as coming after those.
    // The sentence wraps at the width, so it is looked for with its line breaks as spaces.
    let joined = limited.output.replacingOccurrences(of: "\n", with: " ")
    #expect(
      joined.contains("After those, the next cards are due on")
        && !limited.output.contains("\nThe next cards are due on"), "\(limited.output)")
  }
}
