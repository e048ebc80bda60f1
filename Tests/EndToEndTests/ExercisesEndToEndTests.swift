import Foundation
import TestSupport
import Testing
import UnwrapKit

/// The exercise workspace through the real binary: init and its refusal, commands from a subfolder,
/// check's exit codes and what a pass records, and the watch screen in a pseudo-terminal.
@Suite(.waitsOnProcesses, .timeLimit(.minutes(30))) struct ExercisesEndToEndTests {
  static let library = try? ContentLibrary.builtIn()
  static let first = try? library?.exercises().first

  /// A temporary folder with a workspace made by the binary; the caller removes both.
  static func workspace(_ unwrap: UnwrapBinary) throws -> (folder: URL, root: URL) {
    let folder = try Self.emptyFolder()
    let made = try unwrap.run(["exercises", "init"], directory: folder)
    #expect(made.status == 0, "\(made.error)")
    return (folder, folder.appendingPathComponent("unwrap-exercises"))
  }

  /// A new empty folder under the temporary folder, for a workspace to be made in; the caller
  /// removes it.
  static func emptyFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unwrap-ws-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The learner's file of the exercise called `name`.
  static func fileURL(_ root: URL, name: String) throws -> URL {
    let folder = root.appendingPathComponent("exercises")
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasSuffix("-\(name).swift")
      })
    return folder.appendingPathComponent(file)
  }

  @Test func initRefusesAWorkspaceThatExistsAndCommandsFindItFromASubfolder() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try Self.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outlines = try #require(try Self.library?.exerciseOutlines())
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("exercises").path
    ).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count == outlines.count)
    // Numbered from 1, with as many digits as the count needs (001- once there are 100 or more).
    #expect(
      files.first == ExerciseWorkspace.fileName(index: 0, of: files.count, name: outlines[0].name))
    #expect(files.first?.hasPrefix(files.count >= 100 ? "001-" : "01-") == true)

    let again = try unwrap.run(["exercises", "init"], directory: folder)
    #expect(again.status == 64)
    #expect(again.error.contains("already holds an exercise workspace"))
    // The walk-through's repro: a folder holding a README.md is refused, and the folder the
    // refusal suggests is free, so following it works.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("e2"), withIntermediateDirectories: true)
    try "notes\n".write(
      to: folder.appendingPathComponent("e2/README.md"), atomically: true, encoding: .utf8)
    let inTheWay = try unwrap.run(["exercises", "init", "e2"], directory: folder)
    #expect(inTheWay.status == 64)
    #expect(
      inTheWay.error.contains("`unwrap exercises init unwrap-exercises-2` makes one."),
      "\(inTheWay.error)")
    let suggested = try unwrap.run(["exercises", "init", "unwrap-exercises-2"], directory: folder)
    #expect(suggested.status == 0, "\(suggested.error)")

    let list = try unwrap.run(
      ["exercises", "list", "--json"], directory: root.appendingPathComponent("exercises"))
    #expect(list.status == 0, "\(list.error)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
    #expect(items.compactMap { $0["name"] as? String } == outlines.map(\.name))
    #expect(items.compactMap { $0["section"] as? String } == outlines.map(\.section))
    #expect(items.allSatisfy { $0["done"] as? Bool == false })

    // Outside it, the workspace init made is named.
    let outside = try unwrap.run(["exercises", "list"], directory: folder)
    #expect(outside.status == 64)
    #expect(
      outside.error.contains(
        "Your exercise workspace is \(root.standardizedFileURL.path): cd there and run"
          + " `unwrap exercises`."), "\(outside.error)")
    // Once it is gone, that is said too, with how to make a new one.
    try FileManager.default.moveItem(at: root, to: folder.appendingPathComponent("moved"))
    let gone = try unwrap.run(["exercises"], directory: folder)
    #expect(gone.status == 64)
    #expect(gone.error.contains("is no longer there. Make a new one with"), "\(gone.error)")
  }

  /// The audit's repro: `init .` beside a learner's own README.md and compile_commands.json, and
  /// `init ""`, each refused with exit 64 before anything is written.
  @Test func initNeverReplacesALearnersFilesAndRefusesAnEmptyName() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let folder = try Self.emptyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    try "# My C project\n".write(to: readme, atomically: true, encoding: .utf8)
    let here = try unwrap.run(["exercises", "init", "."], directory: folder)
    #expect(here.status == 64, "\(here.output)\(here.error)")
    #expect(here.error.contains("already holds README.md"), "\(here.error)")
    #expect(try String(contentsOf: readme, encoding: .utf8) == "# My C project\n")
    let empty = try unwrap.run(["exercises", "init", ""], directory: folder)
    #expect(empty.status == 64, "\(empty.output)\(empty.error)")
    #expect(empty.error.contains("The folder name is empty"), "\(empty.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["README.md"])
  }

  /// A crafted marker naming a file outside the workspace is refused by reset, which never writes it.
  @Test func resetRefusesAMarkerNamingAFileOutsideTheWorkspace() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try Self.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let victim = folder.appendingPathComponent("victim.txt")
    try "precious\n".write(to: victim, atomically: true, encoding: .utf8)
    let name = try #require(Self.first?.name)
    try #"{ "version": 1, "exercises": [ { "name": "\#(name)", "file": "../victim.txt" } ] }"#
      .write(
        to: root.appendingPathComponent(ExerciseWorkspace.markerName), atomically: true,
        encoding: .utf8)
    let reset = try unwrap.run(["exercises", "reset", name], input: "", directory: root)
    #expect(reset.status == 65, "\(reset.output)\(reset.error)")
    #expect(reset.error.contains("\"../victim.txt\""), "\(reset.error)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
  }

  @Test func checkExitsOneOnAFailAndZeroOnAPassWhichItRecords() throws {
    let exercise = try #require(Self.first)
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try Self.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stem = String(
      ExerciseWorkspace.fileName(
        index: 0, of: try #require(try Self.library?.exerciseOutlines()).count, name: exercise.name
      ).dropLast(".swift".count))

    let locked = try unwrap.run(["exercises", "check", stem], directory: root)
    #expect(locked.status == 3, "\(locked.output)\(locked.error)")
    let lockedHint = try unwrap.run(["exercises", "hint", stem], directory: root)
    #expect(lockedHint.status == 3, "\(lockedHint.output)\(lockedHint.error)")
    #expect(lockedHint.error.contains("unwrap learn \(exercise.section)"), "\(lockedHint.error)")
    #expect(!lockedHint.output.contains(exercise.hint))
    // Locked is not yet solvable: 3, as for check and hint; once open and not solved, 1.
    let lockedSolution = try unwrap.run(["exercises", "solution", stem], directory: root)
    #expect(lockedSolution.status == 3, "\(lockedSolution.error)")
    #expect(lockedSolution.error.contains("unwrap learn \(exercise.section)"))
    _ = try unwrap.run(["learn", exercise.section], input: "s\n")
    let unsolved = try unwrap.run(["exercises", "solution", stem], directory: root)
    #expect(unsolved.status == 1, "\(unsolved.error)")
    #expect(unsolved.error.contains("Solve \(exercise.name) first"), "\(unsolved.error)")
    let hint = try unwrap.run(["exercises", "hint", stem], directory: root)
    #expect(hint.status == 0, "\(hint.output)\(hint.error)")
    // The hint is wrapped to the width: its line breaks are spaces in the original.
    #expect(
      hint.output.replacingOccurrences(of: "\n", with: " ").contains(exercise.hint),
      "\(hint.output)")

    // No compiler is not a failed check: 69 (EX_UNAVAILABLE), naming the SWIFTC that is set.
    let noCompiler = try unwrap.run(
      ["exercises", "check", stem], environment: ["SWIFTC": "/nonexistent/unwrap-test/swiftc"],
      directory: root)
    #expect(noCompiler.status == 69, "\(noCompiler.output)\(noCompiler.error)")
    #expect(
      noCompiler.error.contains(
        "needs a Swift compiler, but SWIFTC is set to /nonexistent/unwrap-test/swiftc, which does"
          + " not exist;"), "\(noCompiler.error)")

    let failed = try unwrap.run(["exercises", "check", stem], directory: root)
    #expect(failed.status == 1, "\(failed.output)\(failed.error)")
    #expect(failed.output.contains("Not yet"))
    let solution = root.appendingPathComponent("solutions/\(exercise.name).swift")
    #expect(!FileManager.default.fileExists(atPath: solution.path), "never before a pass")

    try exercise.solution.write(
      to: try Self.fileURL(root, name: exercise.name), atomically: true, encoding: .utf8)
    // A toolchain that fails at no line of the file judges nothing: 69, as no compiler, and the
    // solution is neither passed nor failed.
    let toolchainFailed = try unwrap.run(
      ["exercises", "check", exercise.name], environment: ["SWIFTC": FailingCompiler.path],
      directory: root)
    #expect(toolchainFailed.status == 69, "\(toolchainFailed.output)\(toolchainFailed.error)")
    #expect(
      toolchainFailed.error.replacingOccurrences(of: "\n", with: " ").contains(
        "The Swift toolchain failed without pointing at a line"), "\(toolchainFailed.error)")
    #expect(!toolchainFailed.output.contains("Not yet"), "\(toolchainFailed.output)")
    #expect(try unwrap.progress().exercises.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: solution.path))

    let passed = try unwrap.run(["exercises", "check", exercise.name], directory: root)
    #expect(passed.status == 0, "\(passed.output)\(passed.error)")
    #expect(FileManager.default.fileExists(atPath: solution.path))
    #expect(try unwrap.progress().exercises[exercise.name] != nil)
    #expect(try unwrap.progress().points.exercises == PointValues.exercise)

    let status = try unwrap.run(["status", "--json"])
    let snapshot = try JSONDecoder().decode(StatusSnapshot.self, from: Data(status.output.utf8))
    #expect(snapshot.exercisesDone == 1)
    let shown = try unwrap.run(["exercises", "solution", exercise.name], directory: root)
    #expect(shown.status == 0)
  }

  @Test func offATerminalTheCurrentExerciseIsShownOnceWithHowToWatch() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let (folder, root) = try Self.workspace(unwrap)
    defer { try? FileManager.default.removeItem(at: folder) }
    let shown = try unwrap.run(["exercises"], directory: root)
    #expect(shown.status == 0, "\(shown.error)")
    #expect(shown.output.contains("Exercise 1 of"))
    #expect(shown.output.contains("Run unwrap exercises in a terminal to watch"))
  }

  @Test func theWatchScreenNoticesASavedSolutionAndPutsTheTerminalBack() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let exercise = open.exercise
    let unwrap = open.unwrap
    let terminal = try open.watch()
    defer { terminal.end() }
    let before = terminal.modes()
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    #expect(terminal.output.contains("0/"))
    terminal.type("h")
    #expect(terminal.waitFor("Hint: "), "\(terminal.output)")
    try exercise.solution.write(
      to: try open.file(), atomically: true, encoding: .utf8)
    #expect(terminal.waitFor("✓ Passed", timeout: 20), "\(terminal.output)")
    #expect(terminal.waitFor("1/"), "\(terminal.output)")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
    #expect(terminal.modes() == before, "the terminal's modes are as they were")
    #expect(try unwrap.progress().exercises[exercise.name] != nil)
  }

  @Test func resetAsksFirstKeepsACopyAndCtrlCLeavesTheTerminalAsItWas() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let exercise = open.exercise
    let file = try open.file()
    try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
    let terminal = try open.watch()
    defer { terminal.end() }
    let before = terminal.modes()
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    terminal.type("r")
    #expect(terminal.waitFor("(y/n)"), "\(terminal.output)")
    terminal.type("n")
    #expect(terminal.waitFor("Not reset."), "\(terminal.output)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
    terminal.type("r")
    #expect(terminal.waitFor("(y/n)", count: 2), "\(terminal.output)")
    terminal.type("y")
    #expect(terminal.waitFor("Your version is kept in"), "\(terminal.output)")
    #expect(try String(contentsOf: file, encoding: .utf8) == exercise.starter)
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: open.root.appendingPathComponent("exercises/.backup").path)
    #expect(backups.count == 1)
    terminal.type("\u{03}")
    #expect(terminal.waitForExit(timeout: 10) == 130)
    #expect(terminal.modes() == before, "Ctrl-C puts the terminal's modes back")
  }

  /// q during a check quits at once: the learner's program (a loop with two minutes to run) is ended,
  /// and no verdict from the killed check is shown.
  @Test(
    .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
    .enabled(if: ProcessList.isAvailable, "no /proc to look for the learner's program"))
  func qDuringALongCheckQuitsAtOnceAndLeavesNothingRunning() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let (terminal, learner, started) = try open.watchALoopingCheck()
    defer { terminal.end() }
    defer { learner.killAll() }
    let programs = learner.running
    #expect(started, "the learner's program never started")
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 20) == 0, "q waited for the check")
    #expect(programs().isEmpty, "the learner's program outlived the watch screen")
    #expect(!terminal.output.contains("Not passed yet"), "a killed check's verdict was shown")
  }

  /// A resized window is followed: the next draw wraps to the new width.
  @Test func theWatchScreenFollowsAResizedTerminal() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    let terminal = try open.watch()
    defer { terminal.end() }
    let clear = PseudoTerminal.clear
    #expect(terminal.waitFor("Not passed yet"), "\(terminal.output)")
    #expect(terminal.lastScreen.contains { $0.count > 40 }, "nothing to rewrap at 100 columns")
    let screens = terminal.output.components(separatedBy: clear).count - 1
    terminal.resize(columns: 40)
    #expect(terminal.waitFor(clear, count: screens + 1, timeout: 5), "no redraw after the resize")
    #expect(terminal.waitFor("Not passed yet", count: 2), "\(terminal.output)")
    for line in terminal.lastScreen {
      #expect(
        line.count <= 40, "\(line.count) columns after the resize to 40: \(line.debugDescription)")
    }
    terminal.type("q")
    #expect(terminal.waitForExit(timeout: 10) == 0)
  }
}
