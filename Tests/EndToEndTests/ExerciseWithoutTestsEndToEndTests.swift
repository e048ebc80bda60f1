import Foundation
import Testing
import UnwrapKit

/// An exercise whose `exercise.json` lists no tests would pass "all 0 tests" with any file: `check`
/// refuses it as a bug in the content (exit 66, as for content that cannot be loaded), saying so
/// plainly, and awards no pass, no points and no solution.
@Suite struct ExerciseWithoutTestsEndToEndTests {
  @Test func checkRefusesAnExerciseWithNoTestsAndAwardsNothing() throws {
    let exercise = try #require(ExercisesEndToEndTests.first)
    let content = try ContentDamageTests.copyOfShippedContent()
    defer { try? FileManager.default.removeItem(at: content) }
    let definition = content.appendingPathComponent("Exercises/\(exercise.name)/exercise.json")
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: definition)) as? [String: Any])
    json["tests"] = [Any]()
    try JSONSerialization.data(withJSONObject: json).write(to: definition)

    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let environment = ["UNWRAP_CONTENT_DIR": content.path]
    let folder = try ExercisesEndToEndTests.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try unwrap.run(["exercises", "init"], environment: environment, directory: folder)
    #expect(made.status == 0, "\(made.error)")
    let root = folder.appendingPathComponent("unwrap-exercises")
    _ = try unwrap.run(["learn", exercise.section], input: "s\n", environment: environment)
    let before = try unwrap.progress().points.total

    let checked = try unwrap.run(
      ["exercises", "check", exercise.name], environment: environment, directory: root)
    #expect(checked.status == 66, "\(checked.output)\(checked.error)")
    let words = checked.error.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      words.contains(
        "\(exercise.name) cannot be checked: it has no tests"
          + " (Exercises/\(exercise.name)/exercise.json lists none). That is a bug in unwrap's"
          + " course content, not in your file"), "\(words)")
    #expect(!checked.output.contains("passes"), "\(checked.output)")
    #expect(try unwrap.progress().exercises[exercise.name] == nil)
    #expect(try unwrap.progress().points.total == before)
    let solution = root.appendingPathComponent("solutions/\(exercise.name).swift")
    #expect(!FileManager.default.fileExists(atPath: solution.path))
  }
}
