import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A session announces at its end only what its own saves earned: badges, a rank or an unlock that
/// another unwrap earned while it was open are that one's news, announced there once, not again
/// here.
@Suite struct InProcessMilestonesElsewhereTests {
  /// The announcement lines (★ a badge, ▲ a rank, ◆ an unlock) in a run's output.
  static func announcements(_ output: String) -> [String] {
    output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { ["★", "▲", "◆"].contains(where: $0.hasPrefix) }
  }

  /// `other` announced something, and `session` none of it.
  static func expectNothingRepeated(
    _ session: InProcessUnwrap.Result, from other: InProcessUnwrap.Result?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let told = announcements(try #require(other, sourceLocation: sourceLocation).output)
    #expect(!told.isEmpty, "the other run earned something", sourceLocation: sourceLocation)
    let repeated = announcements(session.output).filter(told.contains)
    #expect(repeated == [], "\(session.output.suffix(600))", sourceLocation: sourceLocation)
  }

  @Test func theChallengeDoesNotAnnounceWhatALessonReadMeanwhileEarned() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var learn: InProcessUnwrap.Result?
    let challenge = try unwrap.run(
      ["challenge"], input: "s\nq\n",
      meanwhile: [1: { learn = try? unwrap.run(["learn", "variables"], input: "s\n") }])
    #expect(challenge.status == 0, "\(challenge.error)")
    let told = Self.announcements(learn?.output ?? "")
    #expect(told.contains { $0.hasPrefix("★ Badge earned: First Steps") }, "\(told)")
    #expect(told.contains { $0.hasPrefix("◆ Unlocked: Review") }, "\(told)")
    #expect(Self.announcements(challenge.output) == [], "\(challenge.output.suffix(600))")
  }

  /// Learn, practice and review announce the same way: here another unwrap reads Constants (a new
  /// rank, Tap to Code unlocked) while each is open.
  @Test func learnDoesNotAnnounceWhatAnotherLessonEarned() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var other: InProcessUnwrap.Result?
    // Read, then reviewed: the other run comes between the lesson and the review's answers.
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    let learn = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n",
      meanwhile: [1: { other = try? unwrap.run(["learn", "constants"], input: "s\n") }])
    #expect(learn.status == 0, "\(learn.error)")
    try Self.expectNothingRepeated(learn, from: other)
    // Its own are still told: reading Variables is the first lesson and opens Review.
    let own = Self.announcements(learn.output)
    #expect(own.contains { $0.hasPrefix("★ Badge earned: First Steps") }, "\(own)")
    #expect(own.contains { $0.hasPrefix("◆ Unlocked: Review") }, "\(own)")
  }

  @Test func practiceDoesNotAnnounceWhatALessonReadMeanwhileEarned() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var progress = LearnerProgress()
    _ = progress.markRead("variables", on: Day("2026-04-01")!)
    try unwrap.save(progress)
    var other: InProcessUnwrap.Result?
    let practice = try unwrap.run(
      ["practice", "review"], input: "s\nq\n",
      meanwhile: [1: { other = try? unwrap.run(["learn", "constants"], input: "s\n") }])
    #expect(practice.status == 0, "\(practice.error)")
    try Self.expectNothingRepeated(practice, from: other)
  }

  @Test func reviewDoesNotAnnounceWhatALessonReadMeanwhileEarned() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try InProcessSideBySideTests().eightDueCards(unwrap)
    let tomorrow = ["UNWRAP_DATE": "2026-04-02"]
    var other: InProcessUnwrap.Result?
    let review = try unwrap.run(
      ["review"], input: "t\nq\n", environment: tomorrow,
      meanwhile: [
        1: {
          other = try? unwrap.run(["learn", "constants"], input: "s\n", environment: tomorrow)
        }
      ])
    #expect(review.status == 0, "\(review.error)")
    try Self.expectNothingRepeated(review, from: other)
  }
}
