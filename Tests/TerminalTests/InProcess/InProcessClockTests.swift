import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// The machine's clock, read as the learner's today: one that says a day progress may not hold
/// records nothing.
@Suite struct InProcessClockTests {
  static let outOfRange = ["1969-12-31", "3000-01-01"]

  /// A command that would record refuses before anything is written (exit 78), saying what the
  /// clock says and what to do; a file of earlier progress is left as it was and still loads.
  @Test(arguments: outOfRange)
  func aClockOutOfRangeRecordsNothing(day: String) throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.clock = SystemClock { Day(day)! }
    let fresh = try unwrap.run(
      ["learn", "variables", "--review", "--seed", "1"], input: "\nt\nq\n")
    #expect(fresh.status == 78)
    #expect(fresh.error.contains("clock says today is \(day)"), "\(fresh.error)")
    #expect(fresh.error.contains("UNWRAP_DATE=YYYY-MM-DD"), "\(fresh.error)")
    #expect(!FileManager.default.fileExists(atPath: unwrap.progressFile.path))

    var earlier = LearnerProgress()
    earlier.markRead("variables", on: Day("2026-04-01")!)
    earlier.points.award(200, to: .learning)
    try unwrap.save(earlier)
    let before = try Data(contentsOf: unwrap.progressFile)
    let activity = try #require(ActivityRegistry.all.first?.info.id)
    for command in [
      ["learn", "constants"], ["learn", "variables", "--review"], ["practice", activity],
      ["review"], ["challenge"],
    ] {
      let run = try unwrap.run(command, input: "\nt\nt\nq\n")
      #expect(run.status == 78, "\(command): \(run.error)")
      #expect(try Data(contentsOf: unwrap.progressFile) == before, "\(command) wrote")
    }
    // Showing progress records nothing, so it still runs.
    for command in [["status"], ["badges"], ["challenge", "--history"], ["glossary", "closure"]] {
      #expect(try unwrap.run(command).status == 0, "\(command)")
    }
    #expect(try Data(contentsOf: unwrap.progressFile) == before)
    #expect(try unwrap.progress().points.total == 300)
  }
}
