import Foundation
import Testing
import UnwrapKit

/// What only the binary shows of a 5,000-character name: an exercise's (the exercise commands find
/// their workspace from the current folder) and one ArgumentParser quotes in its own message. Both
/// are quoted by their start with `…`; the in-process `InProcessLongNameTests` cover the rest.
@Suite(.timeLimit(.minutes(30))) struct LongNameEndToEndTests {
  static let long = String(repeating: "a", count: 5000)
  static let shown = String(repeating: "a", count: EchoedInput.limit) + "…"

  @Test func anUnknownExerciseAndAnUnexpectedArgumentAreQuotedByTheirStart() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try ExercisesEndToEndTests.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exercise = try unwrap.run(["exercises", "check", Self.long], directory: root)
    #expect(exercise.status == 64, "\(exercise.error.prefix(300))")
    #expect(
      exercise.error.contains("No exercise is called \"\(Self.shown)\"."),
      "\(exercise.error.prefix(300))")
    #expect(exercise.error.count < 300)

    let argument = try unwrap.run(["learn", "variables", Self.long])
    #expect(argument.status == 64, "\(argument.error.prefix(300))")
    #expect(argument.error.contains("'\(Self.shown)'"), "\(argument.error.prefix(300))")
    #expect(!argument.error.contains(Self.long))
  }
}
