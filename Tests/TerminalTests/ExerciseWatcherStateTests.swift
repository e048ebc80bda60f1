import Foundation
import TestSupport
import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// The watch screen on a workspace of the shipped exercises, driven through its keys and checks
/// without a terminal: which exercise it opens and moves on to, the `l` list in a small window, and
/// a pass the progress file cannot take.
@Suite struct ExerciseWatcherStateTests {
  static let day = Day(year: 2025, month: 3, day: 10)!

  /// A workspace of the shipped exercises in its own folder, deleted when the test is done with it.
  final class Workspace {
    let folder = ContentCopies.root.appendingPathComponent("unwrap-watch-\(UUID().uuidString)")
    let library: ContentLibrary
    let workspace: ExerciseWorkspace

    init() throws {
      library = try ContentLibrary(source: try ContentLibrary.defaultSource(environment: [:]))
      workspace = try ExerciseWorkspace.create(
        at: folder, exercises: try library.exercises(), swiftc: "swiftc")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The watcher, judging with `runner`, else with `runs` scripted, else with no compiler.
    func watcher(
      _ progress: LearnerProgress, store: (any ProgressStore)? = nil, runs: [RunResult]? = nil,
      runner: (any CodeRunner)? = nil, width: Int = 80, rows: Int? = nil
    ) throws -> ExerciseWatcher {
      let session = try ExerciseSession(
        workspace: workspace, library: library, store: store ?? InMemoryProgressStore(progress),
        clock: FixedClock(ExerciseWatcherStateTests.day),
        judge: (runner ?? runs.map { ScriptedCodeRunner(runs: $0) }).map(ExerciseJudge.init))
      let watcher = ExerciseWatcher(
        session: session, views: ExerciseViews(style: Style(enabled: false), width: width),
        progress: progress, write: { _ in }, pathFromHere: { $0.lastPathComponent },
        processes: ProcessOwner(), noCompiler: "none was found", clearsScreen: false)
      watcher.terminalRows = { rows }
      return watcher
    }
  }

  /// Progress with `sections` read and `done` exercises passed.
  static func progress(reading sections: [String], done: [String] = []) -> LearnerProgress {
    var progress = LearnerProgress()
    for section in sections { progress.markRead(section, on: day) }
    for name in done { progress.recordExercisePassed(name, on: day) }
    return progress
  }

  /// The audit's repro: Variables and Doubles and booleans read, exercise 1 passed; 2 and 3 are
  /// locked. The screen opened locked exercise 2, and `n` from 1 refused to pass it.
  @Test func theScreenOpensTheFirstOpenExerciseAndNextPassesOverLockedOnes() throws {
    let place = try Workspace()
    let sections = ["variables", "doubles-and-booleans"]
    let skipped = try place.watcher(Self.progress(reading: sections, done: ["now-playing"]))
    #expect(skipped.currentName == "fuel-bill")

    let watcher = try place.watcher(Self.progress(reading: sections))
    #expect(watcher.currentName == "now-playing")
    watcher.passed = true
    _ = watcher.handle(.character("n"))
    #expect(watcher.currentName == "fuel-bill")
    #expect(
      watcher.message == [
        "Skipped 2 locked exercises. The first, 2. Town sign, is locked until you have read"
          + " Strings and integers (unwrap learn strings-and-integers); l lists them all."
      ])
    // The lesson's command is kept whole on a narrow screen.
    let narrow = try place.watcher(Self.progress(reading: sections), width: 36)
    narrow.passed = true
    _ = narrow.handle(.character("n"))
    let lines = try #require(narrow.screenLines())
    #expect(lines.contains { $0.contains("unwrap learn strings-and-integers") }, "\(lines)")
  }

  /// With nothing open, the screen shows the first locked exercise and `n` stays, naming its
  /// lesson; once a later lesson is read, `n` goes to the exercise it opens.
  @Test func aLockedExerciseMovesOnOnlyToAnOpenOne() throws {
    let place = try Workspace()
    let watcher = try place.watcher(Self.progress(reading: [], done: ["now-playing"]))
    #expect(watcher.currentName == "town-sign")
    _ = watcher.handle(.character("n"))
    #expect(watcher.currentName == "town-sign")
    #expect(watcher.message.first?.hasPrefix("Not yet: this exercise is locked") == true)
  }

  /// The audit's repro: at 12 rows and 30 columns `l` showed nothing at all. The list takes the
  /// report's place when both do not fit, and where even that is too little, the screen says so.
  @Test func aSmallWindowShowsWhatOfTheListFitsOrSaysItIsTooSmall() throws {
    let place = try Workspace()
    for rows in [12, 16] {
      let open = try place.watcher(Self.progress(reading: ["variables"]), width: 30, rows: rows)
      open.report = (1...6).map { "Report line \($0)" }
      _ = open.handle(.character("l"))
      let lines = try #require(open.screenLines())
      if rows == 16 {
        #expect(lines.contains { $0.hasPrefix("›") && $0.contains("now-playing") }, "\(lines)")
        #expect(!lines.contains("Report line 1"), "the report gives way: \(lines)")
        #expect(lines.count <= rows, "\(lines)")
      } else {
        #expect(lines.contains("Report line 1"), "\(lines)")
        #expect(
          lines.joined(separator: " ").contains("The window is too small to show the list"),
          "\(lines)")
      }
    }
    let locked = try place.watcher(LearnerProgress(), width: 30, rows: 12)
    _ = locked.handle(.character("l"))
    let told = try #require(locked.screenLines()).joined(separator: " ")
    #expect(told.contains("The window is too small to show the list"), "\(told)")
  }

  /// A store whose file was damaged after it was loaded: every save fails.
  struct DamagedStore: ProgressStore {
    var progress: LearnerProgress
    static let error = ProgressError.damaged(
      path: "/data/progress.json", reason: "it is not JSON", backup: "/data/progress.json.backup-1")
    func load() throws(ProgressError) -> LearnerProgress { progress }
    func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T { throw Self.error }
    func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim? { nil }
  }

  /// The audit's repro: the progress file damaged mid-watch and then a pass. The message came as
  /// one line with the error's own line ends in it ("Nothing" alone on a line) and `q` exited 0.
  /// Each of its lines is wrapped as prose, the screen says the pass was not saved, and the
  /// watcher keeps why, for the command to end with `check`'s code.
  @Test func aPassTheProgressFileCannotTakeIsToldAndKept() throws {
    let place = try Workspace()
    let progress = Self.progress(reading: ["variables"])
    // The program's own lines, then each test's after a boundary, and one boundary more.
    let b = ScriptedCodeRunner.testBoundary
    let outcome = ProcessOutcome(
      exitStatus: 0, signal: nil,
      standardOutput: "Morning Rain\nPaper Boats\n\(b)\n\(b)\nPaper Boats\n\(b)\n",
      standardError: "", timedOut: false, outputLimitExceeded: false, seconds: 0.1)
    let watcher = try place.watcher(
      progress, store: DamagedStore(progress: progress), runs: [.ran(outcome)], width: 60)
    let status = try #require(watcher.current)
    watcher.judge(status)
    #expect(watcher.unsavedPass?.name == "now-playing")
    #expect(watcher.unsavedPass?.error == DamagedStore.error)
    let lines = try #require(watcher.screenLines())
    #expect(lines.contains("✗ Passed, but not saved"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("Nothing was changed or reset.") }, "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 60 && !$0.contains("\n") }, "\(lines)")
  }
}
