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
  func watch(environment: [String: String] = [:], rows: UInt16 = 500, columns: UInt16 = 100)
    throws -> PseudoTerminal
  {
    try PseudoTerminal(
      ["exercises"], dataDirectory: unwrap.dataDirectory, rows: rows, columns: columns,
      environment: environment, directory: root)
  }

  /// The watch screen checking a file that passes its tests' code and then loops for two minutes,
  /// and the finder of the learner's program; true once that program runs.
  func watchALoopingCheck() throws -> (PseudoTerminal, LearnerPrograms, started: Bool) {
    try (exercise.solution + "\nwhile true {}\n").write(
      to: try file(), atomically: true, encoding: .utf8)
    let learner = try LearnerPrograms(in: unwrap.dataDirectory)
    let terminal = try watch(
      environment: learner.environment.merging(["UNWRAP_RUN_TIMEOUT": "120"]) { $1 })
    let started = SuspendAndEditorEndToEndTests.waitUntil(seconds: 90) {
      !learner.running().isEmpty
    }
    return (terminal, learner, started)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
    unwrap.removeDataDirectory()
  }
}
