import Foundation
import TestSupport
import Testing
import UnwrapContent

@testable import UnwrapKit

/// Judging, recording and unlocking exercises, and what progress, badges and the home screen make
/// of them; the compiler is scripted.
@Suite struct ExerciseSessionTests {
  static let day = Day(year: 2026, month: 4, day: 1)!

  static func session(
    progress: LearnerProgress = LearnerProgress(), runs: [RunResult]
  ) throws -> (ExerciseSession, InMemoryProgressStore, TemporaryFolder, TemporaryFolder) {
    let content = try ExerciseWorkspaceTests.content()
    let library = try ContentLibrary(directory: content.url)
    let folder = TemporaryFolder()
    let workspace = try ExerciseWorkspace.create(
      at: folder.url.appendingPathComponent("ws"), exercises: try library.exercises(),
      swiftc: "swiftc")
    let store = InMemoryProgressStore(progress)
    let session = try ExerciseSession(
      workspace: workspace, library: library, store: store, clock: FixedClock(day),
      judge: ExerciseJudge(runner: ScriptedCodeRunner(runs: runs)))
    return (session, store, content, folder)
  }

  static func ran(_ output: String) -> RunResult {
    .ran(
      ProcessOutcome(
        exitStatus: 0, signal: nil, standardOutput: output, standardError: "", timedOut: false,
        outputLimitExceeded: false, seconds: 0.1))
  }

  static var reader: LearnerProgress {
    var progress = LearnerProgress()
    progress.markRead("boxes", on: day)
    return progress
  }

  @Test func aPassIsRecordedOnceWithItsPointsAndTheSolutionIsWrittenOnlyThen() throws {
    let (session, store, content, folder) = try Self.session(
      progress: Self.reader,
      runs: [
        Self.ran("0\n\(ScriptedCodeRunner.testBoundary)\n"),
        Self.ran("1\n\(ScriptedCodeRunner.testBoundary)\n"),
      ])
    defer { withExtendedLifetime((content, folder)) {} }
    let status = try #require(session.statuses(try store.load()).first)
    let entry = try #require(session.entry(for: status))
    let failed = try session.check(status)
    #expect(!failed.passed)
    #expect(failed.verdict == .failedTest(code: "", expected: "1", actual: "0"))
    #expect(!FileManager.default.fileExists(atPath: session.workspace.solutionURL(of: entry).path))
    #expect(try store.load().exercises.isEmpty)
    let passed = try session.check(status)
    #expect(passed.passed)
    #expect(passed.pointsAwarded == PointValues.exercise)
    #expect(
      FileManager.default.contents(atPath: session.workspace.solutionURL(of: entry).path)
        == Data("print(1)\n".utf8))
    #expect(try store.load().exercises == ["apple": Self.day])
    #expect(try store.load().points.exercises == 50)
    #expect(try session.check(status).pointsAwarded == 0, "points come once")
    #expect(try store.load().points.exercises == 50)
  }

  /// A file called `solutions` stops only the copy of the solution: the pass and its points are
  /// saved first, and the outcome says both, so the command never reports a failure after saving.
  @Test func aSolutionsFileIsToldInThePassItDoesNotUndo() throws {
    let (session, store, content, folder) = try Self.session(
      progress: Self.reader, runs: [Self.ran("1\n\(ScriptedCodeRunner.testBoundary)\n")])
    defer { withExtendedLifetime((content, folder)) {} }
    let solutions = session.workspace.root.appendingPathComponent("solutions")
    try Data("notes\n".utf8).write(to: solutions)
    let status = try #require(session.statuses(try store.load()).first)
    let outcome = try session.check(status)
    #expect(outcome.passed)
    #expect(outcome.pointsAwarded == PointValues.exercise)
    #expect(try store.load().points.exercises == PointValues.exercise)
    #expect(outcome.solutionNotWritten?.description.contains("is a file, not a folder") == true)
    #expect(FileManager.default.contents(atPath: solutions.path) == Data("notes\n".utf8))
  }

  /// An exercise whose definition lists no tests would pass "all 0 tests" whatever the file
  /// holds: it is refused as a content bug, unjudged, with no pass, no points and no solution.
  @Test func anExerciseWithNoTestsIsNeverPassed() throws {
    let (session, store, content, folder) = try Self.session(
      progress: Self.reader, runs: [Self.ran("\(ScriptedCodeRunner.testBoundary)\n")])
    defer { withExtendedLifetime((content, folder)) {} }
    try content.write(
      #"{ "section": "boxes", "title": "T apple", "hint": "h", "tests": [] }"#,
      to: "Exercises/apple/exercise.json")
    let status = try #require(session.statuses(try store.load()).first { $0.name == "apple" })
    let entry = try #require(session.entry(for: status))
    #expect(throws: ExerciseSession.CheckError.noTests(file: "Exercises/apple/exercise.json")) {
      try session.check(status)
    }
    #expect(try store.load().exercises.isEmpty)
    #expect(try store.load().points.exercises == 0)
    #expect(!FileManager.default.fileExists(atPath: session.workspace.solutionURL(of: entry).path))
  }

  @Test func anExerciseIsLockedUntilItsSectionIsRead() throws {
    let (session, store, content, folder) = try Self.session(runs: [Self.ran("1\n")])
    defer { withExtendedLifetime((content, folder)) {} }
    let statuses = session.statuses(try store.load())
    #expect(statuses.allSatisfy { $0.locked })
    #expect(throws: ExerciseSession.CheckError.locked(section: "boxes")) {
      try session.check(statuses[0])
    }
    #expect(session.statuses(Self.reader).map(\.locked) == [false, false, true, true])
  }

  @Test func progressWithExercisesRoundTripsAndAnOlderFileLoads() throws {
    var progress = Self.reader
    progress.recordExercisePassed("apple", on: Self.day)
    let data = try JSONEncoder().encode(progress)
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: data) == progress)
    // From before exercises: no `exercises`, and no `exercises` in the points.
    let old = ProgressFixture.json(
      schema: 3, #""points": { "learning": 100, "review": 0, "practice": 20, "challenges": 0 }"#)
    let loaded = try JSONDecoder().decode(LearnerProgress.self, from: Data(old.utf8))
    #expect(loaded.exercises.isEmpty)
    #expect(loaded.points.exercises == 0)
    #expect(loaded.points.total == 120)
  }

  @Test func theFileStoreKeepsExercisesAndRefusesADayOutOfBounds() throws {
    let folder = TemporaryFolder()
    let store = FileProgressStore(directory: folder.url)
    _ = try store.update { $0.recordExercisePassed("apple", on: Self.day) }
    #expect(try store.load().exercises == ["apple": Self.day])
    var damaged = try store.load()
    damaged.exercises["zebra"] = Day(year: 3001, month: 1, day: 1)!
    #expect(damaged.boundsViolation()?.contains("exercises.zebra") == true)
  }

  @Test func badgesAndTheNextStepKnowAboutExercises() throws {
    let syllabus = Syllabus(chapters: [
      Chapter(
        name: "Storage", slug: "storage", sections: ["boxes", "crates"],
        titles: ["boxes": "Boxes", "crates": "Crates"])
    ])
    let names = (1...12).map { "task-\($0)" }
    let catalog = BadgeCatalog(syllabus: syllabus, activities: [], exercises: names)
    var progress = Self.reader
    progress.markReviewed("boxes", on: Self.day)
    progress.markReviewed("crates", on: Self.day)
    progress.challenges[Self.day] = ChallengeResult(
      correct: 1, total: 1, skipped: 0, points: 50, endedEarly: false)
    #expect(
      catalog.badges(for: progress, today: Self.day).first { $0.id == "exercise-first" }?
        .isEarned == false)
    progress.recordExercisePassed("task-1", on: Self.day)
    let ids = catalog.newlyEarned(before: Self.reader, after: progress, today: Self.day).map(\.id)
    #expect(ids.contains("exercise-first"))
    #expect(catalog.badges(for: progress, today: Self.day).map(\.id).contains("exercises-10"))
    let outlines = names.map {
      ExerciseOutline(name: $0, section: "boxes", title: $0, order: 0)
    }
    let status = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines)
    #expect(status.exercisesDone == 1)
    #expect(status.exercisesTotal == 12)
    #expect(status.exercisesOpen == 11)
    #expect(status.next.kind == "exercises")
    #expect(status.next.command == "unwrap exercises")
    #expect(status.exercisesCommand == "unwrap exercises")
    let elsewhere = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines, workspace: .elsewhere)
    #expect(elsewhere.next.command == "unwrap exercises")
    #expect(elsewhere.exercisesCommand == "unwrap exercises")
    #expect(elsewhere.next.title.hasSuffix(", in your exercise workspace"))
    // A passed exercise is no workspace: the progress file may come from another machine.
    let noneHere = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines, workspace: .none)
    #expect(noneHere.next.command == "unwrap exercises init")
    #expect(noneHere.exercisesCommand == "unwrap exercises init")
    #expect(noneHere.next.title == "Exercise: \(outlines[1].title), in a new workspace")
    let gone = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines, workspace: .gone)
    #expect(gone.next.command == "unwrap exercises init")
    #expect(gone.exercisesCommand == "unwrap exercises init")
    #expect(gone.next.title.hasSuffix(", in a new workspace: yours is gone"))
    let damaged = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines,
      workspace: .damaged(repair: "unwrap exercises init 'my ws'"))
    #expect(damaged.next.command == "unwrap exercises init 'my ws'")
    #expect(damaged.exercisesCommand == "unwrap exercises init 'my ws'")
    #expect(damaged.next.title.hasSuffix(", once your workspace is mended"))
    progress.exercises = [:]
    let firstTime = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines, workspace: .none)
    #expect(firstTime.next.command == "unwrap exercises init")
    #expect(firstTime.exercisesCommand == "unwrap exercises init")
    #expect(firstTime.next.title == "Exercise: \(outlines[0].title)")
    // A workspace made elsewhere, nothing passed in it yet: go back to it, not make another.
    let madeElsewhere = StatusSnapshot(
      progress: progress, syllabus: syllabus, titles: syllabus.titles, badges: catalog,
      reviews: nil, today: Self.day, exercises: outlines, workspace: .elsewhere)
    #expect(madeElsewhere.next.command == "unwrap exercises")
    #expect(madeElsewhere.next.title.hasSuffix(", in your exercise workspace"))
  }

  @Test func aTestWithNoCodeComparesWhatTheProgramPrintsByItself() throws {
    let runner = ScriptedCodeRunner(runs: [
      Self.ran(
        "Hello\n\(ScriptedCodeRunner.testBoundary)\n\n\(ScriptedCodeRunner.testBoundary)\n5\n\(ScriptedCodeRunner.testBoundary)\n"
      )
    ])
    let judge = ExerciseJudge(runner: runner)
    var exercise = ExerciseWorkspaceTests.exercise("one")
    exercise.tests = [.init(code: "", expected: "Hello"), .init(code: "print(n)", expected: "5")]
    #expect(try judge.judge("print(\"Hello\")", exercise: exercise) == .passed(tests: 2))
    exercise.tests[0].expected = "Bye"
    #expect(
      try judge.judge("print(\"Hello\")", exercise: exercise)
        == .failedTest(code: "", expected: "Bye", actual: "Hello"))
    #expect(
      ExerciseReport.lines(
        for: .failedTest(code: "", expected: "Bye", actual: "Hello"), source: "",
        file: "01-one.swift") == [
          "Not yet: your program printed", "    Hello", "but it should print", "    Bye",
        ])
  }
}
