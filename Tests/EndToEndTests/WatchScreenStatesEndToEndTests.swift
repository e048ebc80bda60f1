import Foundation
import TestSupport
import Testing
import UnwrapKit

/// What the watch screen says between verdicts: "Checking…" while a slow check runs (keys typed
/// meanwhile are handled after it), a check the toolchain could not make, a locked exercise's h
/// and n, and a workspace moved away while it was watched.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(10))) struct WatchScreenStatesEndToEndTests {
  /// The audit's repro: a file that loops until its time limit. The screen says it is checking
  /// from the start, not blank until the verdict, and h typed during the check is shown after it.
  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func aSlowCheckShowsCheckingAndKeysTypedMeanwhileAreHandledAfter() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    try (open.exercise.solution + "\nwhile true {}\n").write(
      to: try open.file(), atomically: true, encoding: .utf8)
    let learner = try LearnerPrograms(in: open.unwrap.dataDirectory)
    defer { learner.killAll() }
    let terminal = try open.watch(
      environment: learner.environment.merging(["UNWRAP_RUN_TIMEOUT": "3"]) { $1 })
    defer { terminal.end() }
    #expect(terminal.waitFor("Checking…"), "\(terminal.output)")
    #expect(!terminal.output.contains("Not passed yet"), "the verdict came before Checking…")
    #expect(terminal.lastScreen.first?.hasPrefix("Exercise 1 of") == true, "\(terminal.lastScreen)")
    terminal.type("h")
    #expect(
      SuspendAndEditorEndToEndTests.waitUntil(seconds: 60) {
        let screen = terminal.lastScreen
        return screen.contains("✗ Not passed yet") && screen.joined().contains("Hint: ")
      }, "h typed during the check was lost: \(terminal.output)")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
  }

  /// The audit's repro: `SWIFTC` a compiler that fails on its module cache, at no line of the
  /// code. The screen said "✗ Not passed yet" above the toolchain's message; it says the file was
  /// not checked, and nothing is recorded.
  @Test func aToolchainFailureSaysTheFileWasNotChecked() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let before = try open.unwrap.progress()
    let terminal = try open.watch(environment: ["SWIFTC": FailingCompiler.path], columns: 200)
    defer { terminal.end() }
    #expect(terminal.waitFor("Nothing was judged or recorded"), "\(terminal.output)")
    let screen = terminal.lastScreen
    #expect(screen.contains("! Not checked: your file was not judged"), "\(screen)")
    #expect(screen.joined(separator: " ").contains(FailingCompiler.message), "\(screen)")
    #expect(!terminal.output.contains("Not passed yet"), "\(terminal.output)")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
    #expect(try open.unwrap.progress() == before)
  }

  /// The audit's repro: h and n on an exercise whose lesson is unread say it is locked and which
  /// lesson opens it, as `unwrap exercises hint` does; never its hint, nor "pass it first".
  @Test func aLockedExercisesKeysSayWhichLessonOpensIt() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try ExercisesEndToEndTests.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exercise = try #require(ExercisesEndToEndTests.first)
    let terminal = try PseudoTerminal(
      ["exercises"], dataDirectory: unwrap.dataDirectory, directory: root)
    defer { terminal.end() }
    #expect(terminal.waitFor("Locked: read"), "\(terminal.output)")
    terminal.type("h")
    #expect(terminal.waitFor("No hint yet: this exercise is locked"), "\(terminal.output)")
    #expect(terminal.lastScreen.joined(separator: " ").contains("unwrap learn \(exercise.section)"))
    #expect(!terminal.output.contains("Hint: "), "a locked exercise's hint was shown")
    terminal.type("n")
    #expect(terminal.waitFor("Not yet: this exercise is locked"), "\(terminal.output)")
    #expect(!terminal.output.contains("Pass this exercise first"))
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
  }

  /// The audit's repro: the workspace is moved while watched. The screen stops with exit 64 and
  /// says where it was; r and y typed after the move write nothing at the old place.
  @Test func aWorkspaceMovedWhileWatchedStopsTheScreenAndNothingIsWrittenWhereItWas() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let terminal = try open.watch()
    defer { terminal.end() }
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    let moved = open.folder.appendingPathComponent("moved")
    try FileManager.default.moveItem(at: open.root, to: moved)
    terminal.type("ry")
    #expect(terminal.waitForExit(timeout: 20) == 64, "\(terminal.output)")
    let said = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(
      said.contains("Stopped watching: the exercise workspace was moved or deleted"), "\(said)")
    #expect(said.contains("\n  \(open.root.standardizedFileURL.path)\n"), "\(said)")
    #expect(!said.contains("Reset."), "\(said)")
    #expect(
      !FileManager.default.fileExists(atPath: open.root.path), "the old folder was made again")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: open.folder.path).sorted() == ["moved"])
  }
}
