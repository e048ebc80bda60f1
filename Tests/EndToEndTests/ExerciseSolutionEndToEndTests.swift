import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `unwrap exercises solution` without a name shows the exercise the learner is on: the one last
/// checked or watched in the workspace. It took the first exercise not yet passed, which never has
/// a solution to show, so it refused whatever had just passed. With none recorded it asks for a
/// name, listing the solved exercises (64), or says none is solved yet (1). No compiler is needed:
/// a check with none still records the exercise it was asked for.
@Suite struct ExerciseSolutionEndToEndTests {
  @Test func withoutANameItShowsTheExerciseLastCheckedOrAsksWhich() throws {
    let library = try ContentLibrary.builtIn()
    let outlines = try library.exerciseOutlines()
    let (first, second, third) = (outlines[0], outlines[1], outlines[2])
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try ExercisesEndToEndTests.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let noCompiler = ["SWIFTC": "/nonexistent/unwrap-test/swiftc"]

    let noneSolved = try unwrap.run(["exercises", "solution"], directory: root)
    #expect(noneSolved.status == 1, "\(noneSolved.error)")
    #expect(noneSolved.error.contains("You have not solved an exercise yet"), "\(noneSolved.error)")

    let day = Day(year: 2026, month: 4, day: 1)!
    var progress = LearnerProgress()
    for outline in outlines.prefix(3) { progress.markRead(outline.section, on: day) }
    progress.recordExercisePassed(first.name, on: day)
    progress.recordExercisePassed(second.name, on: day)
    try JSONEncoder().encode(progress).write(to: unwrap.progressFile)

    // Nothing checked or watched here yet: which one? The solved ones are named.
    let which = try unwrap.run(["exercises", "solution"], directory: root)
    #expect(which.status == 64, "\(which.error)")
    let words = which.error.replacingOccurrences(of: "\n", with: " ")
    #expect(words.contains("unwrap exercises solution NAME"), "\(which.error)")
    #expect(words.contains("\(first.name) (1), \(second.name) (2)."), "\(which.error)")

    // The second, checked last (with no compiler: judged or not, it is the one the learner is on).
    let checked = try unwrap.run(
      ["exercises", "check", second.name], environment: noCompiler, directory: root)
    #expect(checked.status == 69, "\(checked.error)")
    let shown = try unwrap.run(["exercises", "solution"], directory: root)
    #expect(shown.status == 0, "\(shown.error)")
    #expect(shown.output == (try library.exercise(second.name)).solution, "\(shown.output)")

    // Then the watch (off a terminal, once: no compiler to check with) on the first not passed,
    // the third: its solution waits for it.
    let watched = try unwrap.run(["exercises"], environment: noCompiler, directory: root)
    #expect(watched.status == 69, "\(watched.output)\(watched.error)")
    let unsolved = try unwrap.run(["exercises", "solution"], directory: root)
    #expect(unsolved.status == 1, "\(unsolved.error)")
    #expect(unsolved.error.contains("Solve \(third.name) first"), "\(unsolved.error)")
  }
}
