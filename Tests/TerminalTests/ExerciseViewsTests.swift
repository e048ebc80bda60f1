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
}
