import Testing
import UnwrapKit
import UnwrapRendering

/// The watch screen's key line offers exactly the keys that do something now.
@Suite struct ExerciseViewsTests {
  func keyLine(done: Bool, passed: Bool) -> String? {
    let status = ExerciseStatus(
      number: 1, name: "now-playing", title: "Now playing", section: "variables", done: done,
      locked: false)
    let screen = ExerciseViews.Screen(
      status: status, file: "exercises/001-now-playing.swift", done: done ? 1 : 0, total: 3,
      sectionTitle: "Variables", report: ["…"], passed: passed)
    // The key line may wrap: it is everything after the last blank line.
    let lines = ExerciseViews(style: Style(enabled: false), width: 80)
      .screen(screen, watching: true)
    return lines.split(separator: "").last?.joined(separator: " ")
  }

  @Test func solutionAndNextAreOfferedOnlyWhenTheyWork() {
    #expect(
      keyLine(done: false, passed: false)
        == "Save the file to check it again · h hint · l list · r reset · q quit")
    #expect(
      keyLine(done: true, passed: true)
        == "Save the file to check it again · h hint · s solution · n next · l list · r reset · q quit"
    )
    // Solved before, broken since: the solution stays available, moving on waits for a pass.
    #expect(
      keyLine(done: true, passed: false)
        == "Save the file to check it again · h hint · s solution · l list · r reset · q quit")
  }

  /// The file's path is what a learner opens, so it is never cut when it fits a line: beside
  /// `File:` when both fit, else on a line of its own.
  @Test(arguments: [20, 30, 34, 40])
  func theFilesPathIsWholeWhenItFits(width: Int) {
    let file = "exercises/001-now-playing.swift"
    let status = ExerciseStatus(
      number: 1, name: "now-playing", title: "Now playing", section: "variables", done: false,
      locked: false)
    let screen = ExerciseViews.Screen(
      status: status, file: file, done: 0, total: 3, sectionTitle: "Variables", report: nil,
      passed: false)
    let lines = ExerciseViews(style: Style(enabled: false), width: width)
      .screen(screen, watching: true)
    for line in lines { #expect(Style.visibleWidth(line) <= width, "\(line) at \(width)") }
    if file.count <= width {
      #expect(lines.contains { $0.contains(file) }, "\(lines) at \(width)")
    } else {
      // Wider than a line, it is cut only at the terminal's edge.
      #expect(lines.contains("File:"), "\(lines)")
      #expect(lines.contains(String(file.prefix(width))), "\(lines)")
    }
  }

  /// A locked exercise's `h` and `n` name the lesson to read; its command is never split.
  @Test(arguments: [30, 40, 80])
  func theLockedMessageKeepsItsCommandWhole(width: Int) {
    let status = ExerciseStatus(
      number: 1, name: "now-playing", title: "Now playing", section: "variables", done: false,
      locked: true)
    let message =
      "No hint yet: this exercise is locked until you have read Variables (unwrap learn variables)."
    let screen = ExerciseViews.Screen(
      status: status, file: "exercises/001-now-playing.swift", done: 0, total: 3,
      sectionTitle: "Variables", report: nil, passed: false, message: [message])
    let lines = ExerciseViews(style: Style(enabled: false), width: width)
      .screen(screen, watching: true)
    #expect(lines.contains { $0.contains("(unwrap learn variables).") }, "\(lines)")
  }

  /// What `n` says of a locked exercise it passed over names another lesson than the current
  /// exercise's: that command is kept whole too.
  @Test(arguments: [36, 40, 80])
  func aSkippedExercisesLessonIsKeptWhole(width: Int) {
    let status = ExerciseStatus(
      number: 4, name: "fuel-bill", title: "Fuel bill", section: "doubles-and-booleans",
      done: false, locked: false)
    let message =
      "Skipped 2. Town sign: it is locked until you have read Strings and integers"
      + " (unwrap learn strings-and-integers)."
    let screen = ExerciseViews.Screen(
      status: status, file: "exercises/004-fuel-bill.swift", done: 1, total: 9,
      sectionTitle: "Doubles and booleans", report: nil, passed: false, message: [message])
    let lines = ExerciseViews(style: Style(enabled: false), width: width)
      .screen(screen, watching: true)
    #expect(lines.contains { $0.contains("unwrap learn strings-and-integers") }, "\(lines)")
  }
}
