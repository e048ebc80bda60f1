import Testing

@testable import UnwrapKit

/// Which exercise is current and where `n` goes: a learner who skipped a lesson works on the open
/// exercises after the one it locks, and is told which lesson opens what was passed over.
@Suite struct ExerciseCurrentTests {
  /// Statuses from a word per exercise: `done`, `open` or `locked`.
  static func statuses(_ states: [String]) -> [ExerciseStatus] {
    states.enumerated().map { index, state in
      ExerciseStatus(
        number: index + 1, name: "e\(index + 1)", title: "E\(index + 1)", section: "s\(index + 1)",
        done: state == "done", locked: state == "locked")
    }
  }

  /// The audit's repro: exercise 1 passed, 2 and 3 locked, 4 open. `check`, `list` and the watch
  /// all took 2, locked, as current.
  @Test func theCurrentExerciseIsTheFirstOpenOne() {
    let skipped = Self.statuses(["done", "locked", "locked", "open", "locked"])
    #expect(ExerciseStatus.current(in: skipped)?.name == "e4")
    // None open: the first not done, whose screen names the lesson to read.
    #expect(ExerciseStatus.current(in: Self.statuses(["done", "locked", "locked"]))?.name == "e2")
    #expect(ExerciseStatus.current(in: Self.statuses(["done", "done"])) == nil)
  }

  @Test func movingOnPassesOverLockedExercisesAndSaysWhich() throws {
    let all = Self.statuses(["open", "locked", "locked", "open", "locked", "open"])
    let first = try #require(ExerciseStatus.next(after: "e1", in: all))
    #expect(first.next.name == "e4")
    #expect(first.skipped.map(\.name) == ["e2", "e3"])
    // Round to the start, passing over what is locked on the way.
    let last = try #require(ExerciseStatus.next(after: "e6", in: all))
    #expect(last.next.name == "e1")
    #expect(last.skipped.isEmpty)
    let wrapped = try #require(ExerciseStatus.next(after: "e4", in: all))
    #expect(wrapped.next.name == "e6")
    #expect(wrapped.skipped.map(\.name) == ["e5"])
    // Nothing else open: the next locked one, passing over nothing; nothing left: nil.
    let locked = try #require(
      ExerciseStatus.next(after: "e1", in: Self.statuses(["done", "locked", "locked"])))
    #expect(locked.next.name == "e2")
    #expect(locked.skipped.isEmpty)
    #expect(ExerciseStatus.next(after: "e1", in: Self.statuses(["open", "done"])) == nil)
  }
}
