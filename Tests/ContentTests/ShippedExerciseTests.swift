import Foundation
import Testing
import UnwrapKit

/// Every shipped exercise, compiled and run: its solution passes every test, and its starting file
/// and a file that only prints the expected output each fail one, so neither passes by accident.
/// One test case per exercise, run at once.
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

  /// An exercise with no tests would pass "all 0 tests" whatever the learner wrote (`exercises
  /// check` refuses one as a content bug): every shipped exercise has one test or more, and each
  /// test checks something (code to run, or output to expect).
  @Test func everyShippedExerciseHasATestThatChecksSomething() throws {
    let exercises = try #require(ShippedContent.library).exercises()
    #expect(exercises.count == Self.names.count)
    #expect(exercises.filter(\.tests.isEmpty).map(\.name) == [])
    #expect(
      exercises.filter { $0.tests.contains { $0.code.isEmpty && $0.expected.isEmpty } }
        .map(\.name) == [])
  }

  @Test(
    .enabled(if: ShippedContent.toolchain != nil, "no swiftc on PATH or in SWIFTC"),
    arguments: names)
  func solutionPassesAndTheUntouchedFileFails(name: String) throws {
    let exercise = try #require(ShippedContent.library).exercise(name)
    let checker = ExerciseCompileChecker(runner: try #require(ShippedContent.toolchain))
    #expect(checker.problems(exercise) == [])
  }

  /// The file the check above judges prints the expected text exactly, however awkward (quotes, a
  /// backslash, `\(`, a tab, leading spaces, a degree sign), so it passes an exercise that asks
  /// for nothing more and the check names the exercise; a requirement it misses stops it.
  @Test(.enabled(if: ShippedContent.toolchain != nil, "no swiftc on PATH or in SWIFTC"))
  func aFileThatOnlyPrintsTheOutputIsCaught() throws {
    let first = #"Say \"hi\" \\(name) C:\\tmp\tcol"#
    let second = #"  indented, -2°C"#
    var exercise = Exercise(
      name: "printed-only", section: "variables", title: "Printed", hint: "Print it.",
      tests: [.init(code: "", expected: "Say \"hi\" \\(name) C:\\tmp\tcol\n  indented, -2°C")],
      starter: "// TODO\nprint(1)\n", solution: "print(\"\(first)\")\nprint(\"\(second)\")\n")
    let printed = try #require(exercise.printedOnlyFile)
    let checker = ExerciseCompileChecker(runner: try #require(ShippedContent.toolchain))
    #expect(try checker.judge.judge(printed, exercise: exercise) == .passed(tests: 1))
    #expect(
      checker.problems(exercise).map(\.message) == [
        "a file that only prints the expected output passes every test; add a `requires` for"
          + " what the task asks the learner to write, or a test that calls their code"
      ])
    exercise.requires = [CodeRequirement(code: "for", why: "print the lines from a loop.")]
    exercise.solution = "for line in [\"\(first)\", \"\(second)\"] {\n  print(line)\n}\n"
    #expect(checker.problems(exercise) == [])
  }
}
