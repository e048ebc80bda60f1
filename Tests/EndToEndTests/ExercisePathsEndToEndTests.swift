import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Paths in the exercise commands' messages are ones a learner can copy: whole on one line, never
/// followed by a full stop, and relative to the folder the learner is in. And a workspace made
/// before an exercise existed is told, once, of the one added to it.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(10))) struct ExercisePathsEndToEndTests {
  /// The audit's repro: reset at 40 columns put the copy's path across two lines, with a full stop
  /// after it.
  @Test func resetShowsTheCopysPathWholeOnALineOfItsOwn() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let reset = try open.unwrap.run(
      ["exercises", "reset", open.exercise.name], environment: ["COLUMNS": "40"],
      directory: open.root)
    #expect(reset.status == 0, "\(reset.error)")
    let lines = reset.output.split(separator: "\n").map(String.init)
    let copy = try #require(lines.last { $0.contains(".backup/") }, "\(reset.output)")
    #expect(copy.hasPrefix("  exercises/.backup/"), "\(reset.output)")
    #expect(!copy.hasSuffix("."), "\(reset.output)")
    let path = open.root.appendingPathComponent(copy.trimmingCharacters(in: .whitespaces)).path
    #expect(FileManager.default.fileExists(atPath: path), "\(path)")
  }

  /// The audit's repro: from `exercises/`, check named the solution `solutions/…`, a path from the
  /// workspace's folder, not from the learner's.
  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func checkFromASubfolderNamesTheSolutionFromThere() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    try open.exercise.solution.write(to: try open.file(), atomically: true, encoding: .utf8)
    let check = try open.unwrap.run(
      ["exercises", "check", open.exercise.name], environment: ["COLUMNS": "100"],
      directory: open.root.appendingPathComponent("exercises"))
    #expect(check.status == 0, "\(check.output)\(check.error)")
    let solution = open.root.appendingPathComponent("solutions/\(open.exercise.name).swift")
      .standardizedFileURL.path
    // Whole: on a line of its own when it does not fit after the words.
    #expect(
      check.output.replacingOccurrences(of: "\n", with: " ").contains(
        "Our solution is in \(solution) "), "\(check.output)")
    #expect(
      check.output.split(separator: "\n").contains { $0.contains(solution) }, "\(check.output)")
  }

  /// The audit's repro: a marker without an exercise (made before it existed) hid it. The next
  /// command adds it, says so once on standard error, and the numbers follow the files.
  @Test func anExerciseMissingFromTheMarkerIsAddedAndToldOnce() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try ExercisesEndToEndTests.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outlines = try #require(try ExercisesEndToEndTests.library?.exerciseOutlines())
    let marker = root.appendingPathComponent(ExerciseWorkspace.markerName)
    let text = try String(contentsOf: marker, encoding: .utf8)
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let entries = try #require(json["exercises"] as? [[String: String]])
    let lost = entries[4]
    json["exercises"] = entries.filter { $0["name"] != lost["name"] }
    try JSONSerialization.data(withJSONObject: json).write(to: marker)

    let list = try unwrap.run(["exercises", "list", "--json"], directory: root)
    #expect(list.status == 0, "\(list.error)")
    #expect(list.error.contains("Added 1 exercise new to unwrap"), "\(list.error)")
    #expect(list.error.contains("  \(lost["file"] ?? "")"), "\(list.error)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
    #expect(items.count == outlines.count)
    #expect(items.compactMap { $0["number"] as? Int } == Array(1...outlines.count))

    let again = try unwrap.run(["exercises", "list"], directory: root)
    #expect(!again.error.contains("Added"), "told twice: \(again.error)")
  }
}
