import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A challenge cut short by unwrap's own failure to judge an answer (here a toolchain that fails at
/// no line of the code) is not the learner's doing, so it stays open: running `unwrap challenge`
/// again that day asks the question that was not judged and goes on, and the result counts it. On
/// 2026-04-01 the challenge asks Predict the Output, Rearrange the Lines, then Free Coding.
@Suite struct InProcessChallengeContinueTests {
  static let library = try? ContentLibrary.builtIn()
  static let day = Day("2026-04-01")!
  /// Skips the first two questions and answers the Free Coding one, which a failing compiler cannot
  /// judge.
  static let toTheThird = "s\ns\nfunc f() {}\n.\n"

  /// Every section read, and the failing compiler as the toolchain.
  func failingToolchain() throws -> InProcessUnwrap { try InProcessUnwrap.withFailingToolchain() }

  static func words(_ text: String) -> String { InProcessUnwrap.words(text) }

  /// The question's prompt as first shown, to compare with the one asked again.
  static func freeCodingScreen(_ output: String) -> Substring? {
    guard let start = output.range(of: "Daily challenge · Free Coding (3/10)") else { return nil }
    let rest = output[start.lowerBound...]
    return rest.range(of: "\nType your code").map { rest[..<$0.lowerBound] } ?? rest
  }

  @Test func theQuestionNotJudgedIsAskedAgainAndCounted() throws {
    var unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let failed = try unwrap.run(["challenge"], input: Self.toTheThird)
    #expect(failed.status == 69, "\(failed.error)")
    let error = Self.words(failed.error)
    #expect(
      error.contains("Your answer was not judged, so nothing was recorded for it"), "\(error)")
    #expect(
      error.contains("run `unwrap challenge` again today to go on from this question"), "\(error)")
    #expect(try unwrap.progress().challenges[Self.day]?.marks == "--")
    let asked = try #require(Self.freeCodingScreen(failed.output))

    // The compiler is fixed (here: none, so Free Coding is judged by matching).
    unwrap.toolchain = { _ in nil }
    let again = try unwrap.run(["challenge"], input: "func f() {}\n.\nq\n")
    #expect(again.status == 0, "\(again.error)")
    #expect(!again.output.contains("You left today's challenge"), "\(again.output)")
    #expect(!again.output.contains("(1/10)") && !again.output.contains("(2/10)"))
    #expect(
      again.output.contains("Continuing today's challenge at question 3 of 10"), "\(again.output)")
    #expect(Self.freeCodingScreen(again.output) == asked, "\(again.output)")
    #expect(again.output.contains("(4/10)"), "\(again.output)")
    let result = try #require(try unwrap.progress().challenges[Self.day])
    #expect(result.marks == "--✗")
    #expect(result.skipped == 2)
    #expect(!result.canContinue)
    #expect(
      Self.words(again.output).contains(
        "Daily challenge 2026-04-01, left after question 3: 0 right, 1 wrong, 2 skipped, 7 not reached"
      ), "\(again.output)")
  }

  /// Until it goes on, the history, the share line and the home screen tell it as open, not as left;
  /// the day after, it is a challenge ended early like any other.
  @Test func everyScreenTellsItAsOpenThatDay() throws {
    let unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["challenge"], input: Self.toTheThird)
    let history = try unwrap.run(["challenge", "--history"])
    #expect(history.output.contains("  -- (open: unwrap challenge)\n"), "\(history.output)")
    #expect(
      Self.words(history.output).contains(
        "0 finished, today's open where an answer could not be judged"), "\(history.output)")
    let share = try unwrap.run(["challenge", "--share"])
    #expect(
      share.output.contains("2026-04-01: 0/10 so far, in progress after question 2"),
      "\(share.output)")
    let home = try unwrap.run([])
    #expect(
      Self.words(home.output).contains(
        "2 of 10 done (2 skipped), 0 points so far; go on: unwrap challenge"), "\(home.output)")
    #expect(home.output.contains("Next: Today's challenge · unwrap challenge"), "\(home.output)")
    // A script reading `status --json` must not take it for taken (found by a review).
    let json = try unwrap.run(["status", "--json"])
    let status = try JSONDecoder().decode(StatusSnapshot.self, from: Data(json.output.utf8))
    #expect(status.challengeToContinueToday)
    #expect(!status.challengeTakenToday)
    #expect(status.challengeEndedEarlyToday == false)
    // At 30 columns the command stays whole on its row (found by a review).
    var narrow = unwrap
    narrow.terminalColumns = { 30 }
    let narrowHistory = try narrow.run(["challenge", "--history"])
    #expect(narrowHistory.output.contains("unwrap challenge)"), "\(narrowHistory.output)")
    let tomorrow = ["UNWRAP_DATE": "2026-04-02"]
    let later = try unwrap.run(["challenge", "--history"], environment: tomorrow)
    #expect(later.output.contains("  -- (ended early)\n"), "\(later.output)")
    let shared = try unwrap.run(["challenge", "--share"], environment: tomorrow)
    #expect(shared.output.contains("2026-04-01: 0/10, left after question 2"), "\(shared.output)")
  }

  /// A learner who leaves it again before answering leaves it open; one who quits after an answer
  /// has taken it, as ever.
  @Test func leavingItAgainBeforeAnAnswerKeepsItOpen() throws {
    var unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["challenge"], input: Self.toTheThird)
    let before = try unwrap.progress()
    unwrap.toolchain = { _ in nil }
    let left = try unwrap.run(["challenge"], input: "q\n")
    #expect(left.output.contains("today's challenge is still open"), "\(left.output)")
    #expect(try unwrap.progress() == before)
    let ended = try unwrap.run(["challenge"], input: "")
    #expect(ended.status == 4, "\(ended.error)")
    #expect(try unwrap.progress() == before)
    _ = try unwrap.run(["challenge"], input: "s\nq\n")
    let taken = try unwrap.run(["challenge"])
    #expect(
      taken.output.contains("You left today's challenge after question 3:"), "\(taken.output)")
  }

  /// Stopped after midnight, the challenge is the day before's: the message says today's is open
  /// instead, and the next run takes today's.
  @Test func pastMidnightTodaysIsOpenInstead() throws {
    var unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let clock = MidnightClock(Self.day)
    unwrap.clock = clock
    let failed = try unwrap.run(
      ["challenge"], input: Self.toTheThird, meanwhile: [2: { clock.passMidnight() }])
    #expect(failed.status == 69, "\(failed.error)")
    #expect(
      Self.words(failed.error).contains(
        "The challenge was 2026-04-01's, so it cannot go on now; today's is open (`unwrap challenge`)."
      ), "\(failed.error)")
    #expect(try unwrap.progress().challenges[Self.day]?.canContinue == true)
    unwrap.toolchain = { _ in nil }
    let today = try unwrap.run(["challenge"], input: "q\n")
    #expect(today.output.contains("Today's challenge: 10 questions"), "\(today.output)")
  }
}
