import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// A Free Coding answer whose input ends before its closing `.` (Ctrl-D, a script's last line) is
/// not an answer: the learner stopped, so nothing is judged or recorded for it and the session
/// ends at the end of input (exit 4), keeping what came before.
@Suite struct InProcessUnfinishedCodeTests {
  /// Two lines of a `Stack`, the `.` that would send them never typed.
  static let unfinished = "struct Stack<Element> {\n    var items: [Element] = []\n"

  @Test func theChallengeRecordsNothingForAnUnfinishedAnswer() throws {
    let seed = try #require(
      try ChallengeEditorTests.seedStartingWithCode(), "no seed starts with Free Coding")
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge", "--seed", "\(seed)"], input: Self.unfinished)
    #expect(result.status == 4, "\(result.error)")
    #expect(!result.output.contains("Not quite"), "\(result.output.suffix(800))")
    #expect(result.output.contains("Nothing was answered, so nothing was recorded"))
    // Still open, its one attempt unused, and no active day.
    let progress = try unwrap.progress()
    #expect(progress.challenges.isEmpty)
    #expect(progress.activeDays.isEmpty)
  }

  @Test func practiceJudgesNothingForAnUnfinishedAnswer() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let before = PracticeOracle.everythingRead(try ContentLibrary.builtIn())
    try unwrap.save(before)
    let result = try unwrap.run(["practice", "free-coding", "--seed", "1"], input: Self.unfinished)
    #expect(result.status == 4, "\(result.error)")
    #expect(!result.output.contains("Not quite"), "\(result.output.suffix(800))")
    #expect(result.output.contains("Free Coding: nothing answered."))
    #expect(result.output.contains("Input ended before the session did."))
    #expect(try unwrap.progress() == before)
  }
}
