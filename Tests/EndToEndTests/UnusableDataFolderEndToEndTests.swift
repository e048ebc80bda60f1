import Foundation
import Testing

/// A data folder that cannot hold progress is told at once: never a first-run welcome over a path
/// that is a file, never a whole lesson read before the points could not be saved, and never an
/// empty `--data-dir` quietly swapped for the default folder.
@Suite struct UnusableDataFolderEndToEndTests {
  @Test func aDataFolderThatIsAFileIsNotAFirstRun() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    try Data("not a folder".utf8).write(to: unwrap.dataDirectory)
    for arguments in [["status"], ["learn", "variables"]] {
      let result = try unwrap.run(arguments, input: "s\n")
      #expect(result.status == 74, "\(arguments): \(result.output)\(result.error)")
      #expect(
        result.error.contains("a part of that path is a file, not a folder"), "\(result.error)")
      #expect(!result.output.contains("Welcome"), "\(arguments)")
    }
  }

  /// The lock cannot be opened (here a folder stands where it goes, which stops root too), so no
  /// save can happen: the lesson is not shown, and listing, which saves nothing, still works.
  @Test func aLessonIsNotShownWhenItsPointsCouldNotBeSaved() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory.appendingPathComponent("progress.json.lock"),
      withIntermediateDirectories: true)
    let lesson = try unwrap.run(["learn", "variables"], input: "s\n")
    #expect(lesson.status == 74, "\(lesson.error)")
    #expect(lesson.error.contains("progress.json.lock"), "\(lesson.error)")
    #expect(!lesson.output.contains("Variables"), "the lesson was shown: \(lesson.output)")
    let list = try unwrap.run(["learn"])
    #expect(list.status == 0, "\(list.error)")
    #expect(list.output.contains("variables"))
  }

  /// `--data-dir ""` is refused before anything is written; an empty `UNWRAP_DATA_DIR` counts as
  /// unset (as XDG has it), so progress goes to `$XDG_DATA_HOME/unwrap`.
  @Test(arguments: [
    ["--data-dir", "", "learn", "variables"], ["learn", "variables", "--data-dir", ""],
  ])
  func anEmptyDataDirIsRefusedAndAnEmptyVariableIsUnset(_ line: [String]) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let xdg = unwrap.dataDirectory.appendingPathComponent("xdg")
    let environment = ["UNWRAP_DATA_DIR": "", "XDG_DATA_HOME": xdg.path]
    let refused = try unwrap.run(line, input: "q\n", environment: environment)
    #expect(refused.status == 64, "\(refused.output)\(refused.error)")
    #expect(refused.error.contains("--data-dir is empty"), "\(refused.error)")
    #expect(!FileManager.default.fileExists(atPath: xdg.path), "nothing is written anywhere")
    let learned = try unwrap.run(["learn", "variables"], input: "q\n", environment: environment)
    #expect(learned.status == 0, "\(learned.error)")
    #expect(FileManager.default.fileExists(atPath: xdg.path + "/unwrap/progress.json"))
  }
}
