import UnwrapContent

/// What the exercise commands and the watch screen share: the workspace, the content, the progress
/// store and the judge. It decides what is current, locked and done, judges a file, and on a pass
/// records it (50 points the first time) and writes the reference solution beside the learner's
/// files, never before. It never prints.
public struct ExerciseSession: Sendable {
  public let workspace: ExerciseWorkspace
  public let library: ContentLibrary
  public let store: any ProgressStore
  public let clock: any Clock
  /// Nil when no Swift toolchain was found: nothing can be judged.
  public let judge: ExerciseJudge?
  /// The workspace's exercises that the content still has, in the workspace's order.
  public let outlines: [ExerciseOutline]
  /// Each exercise's number, from its file's name: the numbers stay those of the files even when
  /// the content no longer has an exercise the workspace holds.
  private let numbers: [String: Int]

  public init(
    workspace: ExerciseWorkspace, library: ContentLibrary, store: any ProgressStore,
    clock: any Clock, judge: ExerciseJudge?
  ) throws(ContentError) {
    self.workspace = workspace
    self.library = library
    self.store = store
    self.clock = clock
    self.judge = judge
    let known = Dictionary(
      try library.exerciseOutlines().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    outlines = workspace.entries.compactMap { known[$0.name] }
    numbers = Dictionary(
      workspace.entries.compactMap { entry in entry.number.map { (entry.name, $0) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// Every exercise's status against the progress given, numbered as its file is.
  public func statuses(_ progress: LearnerProgress) -> [ExerciseStatus] {
    ExerciseStatus.all(outlines, progress: progress, numbers: numbers)
  }

  /// The exercise the watch screen opens and `check` checks when none is named: the current one
  /// (`ExerciseStatus.current`), or the last when all are done; nil when there are none.
  public func current(_ progress: LearnerProgress) -> ExerciseStatus? {
    let all = statuses(progress)
    return ExerciseStatus.current(in: all) ?? all.last
  }

  public func entry(for status: ExerciseStatus) -> ExerciseWorkspace.Entry? {
    workspace.entries.first { $0.name == status.name }
  }

  /// What one check found.
  public struct Outcome: Equatable, Sendable {
    public var verdict: FreeCodingJudge.Verdict
    /// The file as judged.
    public var source: String
    /// Points awarded by this pass (0 when it had passed before, or it failed).
    public var pointsAwarded: Int
    /// Why the reference solution could not be written after a pass (a file called `solutions`,
    /// say). The pass and its points are saved all the same; the solution is still shown by
    /// `exercises solution`.
    public var solutionNotWritten: WorkspaceError? = nil

    public var passed: Bool {
      if case .passed = verdict { return true }
      return false
    }
  }

  public enum CheckError: Error, Equatable, Sendable {
    /// Its section has not been read.
    case locked(section: String)
    /// The learner's file is missing, not UTF-8, unreadable or a link outside the workspace.
    case file(ExerciseWorkspace.SourceProblem)
    case noToolchain
    /// The exercise's definition lists no tests, so nothing can judge the file (a bug in the
    /// content, which `content validate` names): no pass, and no points, are ever given for it.
    case noTests(file: String)

    /// What the learner is told when an exercise has no tests: whose fault it is, and that their
    /// file is fine as far as anyone knows.
    public static func noTestsMessage(_ name: String, file: String) -> String {
      "\(name) cannot be checked: it has no tests (\(file) lists none). That is a bug in"
        + " unwrap's course content, not in your file, so nothing was judged or recorded."
        + " Please report it; the other exercises are not affected."
    }
  }

  /// Judges the exercise's file as it is on disk; on a pass, records it and writes the solution (a
  /// solution that cannot be written is told in the outcome: the pass is saved first and stands).
  public func check(_ status: ExerciseStatus) throws -> Outcome {
    guard !status.locked else { throw CheckError.locked(section: status.section) }
    // An exercise without tests would pass "all 0 tests" whatever the file holds.
    let exercise = try library.exercise(status.name)
    guard !exercise.tests.isEmpty else {
      throw CheckError.noTests(file: ContentLibrary.exerciseFile(status.name, "exercise.json"))
    }
    guard let entry = entry(for: status) else {
      throw CheckError.file(.missing(path: status.name))
    }
    let source: String
    do {
      source = try workspace.source(of: entry)
    } catch {
      throw CheckError.file(error)
    }
    guard let judge else { throw CheckError.noToolchain }
    let verdict = try judge.judge(source, exercise: exercise)
    var outcome = Outcome(verdict: verdict, source: source, pointsAwarded: 0)
    if outcome.passed {
      let today = clock.today
      outcome.pointsAwarded = try store.update {
        $0.recordExercisePassed(status.name, on: today)
      }
      do {
        try workspace.writeSolution(exercise.solution, for: entry)
      } catch {
        outcome.solutionNotWritten = error
      }
    }
    return outcome
  }

  /// The reference solution, only once the exercise has passed.
  public func solution(_ status: ExerciseStatus) throws -> String? {
    guard status.done else { return nil }
    return try library.exercise(status.name).solution
  }

  /// Puts the starting file back, keeping a copy of the learner's; returns the copy's path.
  public func reset(_ status: ExerciseStatus) throws -> URL? {
    guard let entry = entry(for: status) else {
      throw CheckError.file(.missing(path: status.name))
    }
    return try workspace.reset(entry, to: library.exercise(status.name).starter)
  }
}
