import Foundation
import Testing
import UnwrapKit

/// A learner with a fresh workspace whose first exercise is open (its section read), for the tests
/// of the watch screen; `remove()` deletes the workspace and the data folder.
struct OpenExercise {
  let exercise: Exercise
  let unwrap = UnwrapBinary()
  let folder: URL
  let root: URL

  init() throws {
    exercise = try #require(ExercisesEndToEndTests.first)
    (folder, root) = try ExercisesEndToEndTests.workspace(unwrap)
    _ = try unwrap.run(["learn", exercise.section], input: "s\n")
  }

  /// The learner's file of the exercise.
  func file() throws -> URL {
    try ExercisesEndToEndTests.fileURL(root, name: exercise.name)
  }

  /// The watch screen (`unwrap exercises`) in a pseudo-terminal in the workspace.
  func watch(environment: [String: String] = [:], columns: UInt16 = 100) throws -> PseudoTerminal {
    try PseudoTerminal(
      ["exercises"], dataDirectory: unwrap.dataDirectory, columns: columns,
      environment: environment, directory: root)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
    unwrap.removeDataDirectory()
  }
}
