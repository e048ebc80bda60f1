import Foundation
import Testing
import UnwrapKit

/// Every shipped exercise, compiled and run: its solution passes every test and its starting file
/// compiles and fails one, so it cannot pass by accident. One test case per exercise, run at once.
@Suite(.timeLimit(.minutes(30))) struct ShippedExerciseTests {
  static let names = (try? ShippedContent.library?.exerciseOutlines().map(\.name)) ?? []

  @Test func exercisesLoadAndValidate() throws {
    let library = try #require(ShippedContent.library)
    #expect(!Self.names.isEmpty)
    #expect(ExerciseValidator(library: library).validate() == [])
    // The folder on disk gives the same outlines as the index the embedder wrote.
    let folder = try ContentLibrary(source: .folder(ContentSource.checkoutFolder))
    #expect(try folder.exerciseOutlines() == library.exerciseOutlines())
  }

  @Test(
    .enabled(if: ShippedContent.toolchain != nil, "no swiftc on PATH or in SWIFTC"),
    arguments: names)
  func solutionPassesAndTheUntouchedFileFails(name: String) throws {
    let exercise = try #require(ShippedContent.library).exercise(name)
    let checker = ExerciseCompileChecker(runner: try #require(ShippedContent.toolchain))
    #expect(checker.problems(exercise) == [])
  }
}
