import Foundation
import Testing
import UnwrapKit

/// A command asked for something that is not there yet exits 1, as a failed check does, saying
/// what to do first (README's exit codes; `exercises solution` is in `ExercisesEndToEndTests`).
@Suite struct InProcessNothingToShowTests {
  @Test func shareBeforeTodaysChallengeExits1() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge", "--share"])
    #expect(result.status == 1)
    #expect(result.error.contains("There is no result to share yet"), "\(result.error)")
  }

}
