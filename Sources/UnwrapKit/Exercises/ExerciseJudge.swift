/// Judges a learner's exercise file with Free Coding's whole-program judge, so exercises get the
/// same limits, clean-up and verdicts: the file, then each test in its own `do` block, compiled and
/// run through the `CodeRunner` (in the app, the toolchain that owns every process it starts).
public struct ExerciseJudge: Sendable {
  public let judge: FreeCodingJudge

  public init(runner: any CodeRunner) {
    judge = FreeCodingJudge(runner: runner)
  }

  /// The verdict on `source`, the learner's file as it is on disk. It throws, and gives no verdict,
  /// when the file could not be judged at all (no scratch folder, a compiler that cannot be started):
  /// that is the machine's problem, never a crash of the learner's code.
  public func judge(_ source: String, exercise: Exercise) throws -> FreeCodingJudge.Verdict {
    try judge.judge(source, question: exercise.question)
  }
}

/// A verdict in the learner's terms: what passed or failed, compiler errors at their own lines, and
/// the failing test's code, what it expected and what it got.
public enum ExerciseReport {
  public static func lines(
    for verdict: FreeCodingJudge.Verdict, source: String, file: String
  ) -> [String] {
    switch verdict {
    case .passed(let tests):
      return [
        tests == 1
          ? "It passes its test."
          : tests == 2 ? "It passes both tests." : "It passes all \(tests) tests."
      ]
    case .failedTest(let code, let expected, let actual):
      let got = actual.map { quoted($0, lineEnds: true) } ?? ["    (nothing)"]
      let want = quoted(expected, lineEnds: true)
      // A space at a line's end is invisible: when one is drawn, say what the mark means.
      let note = OutputComparison.lineEndNote(for: expected, actual ?? "")
      if code.isEmpty {
        return ["Not yet: your program printed"] + got + ["but it should print"] + want + note
      }
      return ["Not yet: a test ran"] + quoted(code) + ["and expected"] + want + ["but got"] + got
        + note
    case .compileErrors(let errors):
      let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
      let details = FreeCodingVerdicts.details(verdict, answer: source).map {
        $0.hasPrefix("line ") ? "\(file):" + $0.dropFirst("line ".count) : $0
      }
      return ["It does not compile yet: the compiler found \(count)."] + details
    case .crashed(let message, let during, let printed) where message.hasPrefix("line "):
      // As the compiler's errors are named: `exercises/001-now-playing.swift:5: Fatal error: …`,
      // a place an editor or terminal can open.
      let named = FreeCodingJudge.Verdict.crashed(
        message: "\(file):" + message.dropFirst("line ".count), during: during, printed: printed)
      return [FreeCodingVerdicts.explain(named)]
        + FreeCodingVerdicts.details(named, answer: source)
    case .crashed, .endedEarly:
      return [FreeCodingVerdicts.explain(verdict)]
        + FreeCodingVerdicts.details(verdict, answer: source)
    default:
      return [FreeCodingVerdicts.explain(verdict)]
    }
  }

  /// Each line indented; with `lineEnds`, what a terminal would not show is drawn
  /// (`OutputComparison.shown`).
  private static func quoted(_ text: String, lineEnds: Bool = false) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      let line = lineEnds ? OutputComparison.shown(String($0)) : String($0)
      return "    " + line.escapingControlCharacters(keepingTabsAndNewlines: true)
    }
  }
}

/// The checks the content tests and `content validate --compile` run on every exercise: its
/// solution passes every test, its starting file compiles but fails at least one, and a file that
/// only prints the expected output (`Exercise.printedOnlyFile`) fails too.
public struct ExerciseCompileChecker: Sendable {
  public let judge: ExerciseJudge

  public init(runner: any CodeRunner) {
    judge = ExerciseJudge(runner: runner)
  }

  public func problems(_ exercise: Exercise) -> [ContentError] {
    do {
      return try judgedProblems(exercise)
    } catch {
      return [
        ContentError(
          file: ContentLibrary.exerciseFile(exercise.name, "solution.swift"),
          message: "could not be judged: \(error)")
      ]
    }
  }

  private func judgedProblems(_ exercise: Exercise) throws -> [ContentError] {
    var problems: [ContentError] = []
    let solution = try judge.judge(exercise.solution, exercise: exercise)
    if case .passed = solution {
    } else {
      problems.append(
        ContentError(
          file: ContentLibrary.exerciseFile(exercise.name, "solution.swift"),
          message: "does not pass: "
            + describe(solution, source: exercise.solution, file: "solution.swift")))
    }
    let starter = try judge.judge(exercise.starter, exercise: exercise)
    switch starter {
    case .passed:
      problems.append(
        ContentError(
          file: ContentLibrary.exerciseFile(exercise.name, "exercise.swift"),
          message: "passes every test untouched; it must fail at least one"))
    // Untouched, the file must fail, never pass by accident: a failed test, a test that cannot
    // call what is not written yet (a missing label or conformance), or a crash on missing data
    // all count. A compile error in the learner's own lines does not: the editor must open clean.
    case .failedTest, .testDoesNotCompile, .crashed: break
    default:
      problems.append(
        ContentError(
          file: ContentLibrary.exerciseFile(exercise.name, "exercise.swift"),
          message: "must compile and run, then fail a test: "
            + describe(starter, source: exercise.starter, file: "exercise.swift")))
    }
    if try printedOnlyPasses(exercise) {
      problems.append(
        ContentError(
          file: ContentLibrary.exerciseFile(exercise.name, "exercise.json"),
          message: "a file that only prints the expected output passes every test; add a `requires`"
            + " for what the task asks the learner to write, or a test that calls their code"))
    }
    return problems
  }

  /// Whether `Exercise.printedOnlyFile` passes. One that misses a requirement cannot, so only the
  /// others are compiled: an exercise whose tests call the learner's code fails them there.
  private func printedOnlyPasses(_ exercise: Exercise) throws -> Bool {
    guard let printed = exercise.printedOnlyFile,
      exercise.question.unmetRequirement(in: printed) == nil
    else { return false }
    if case .passed = try judge.judge(printed, exercise: exercise) { return true }
    return false
  }

  private func describe(_ verdict: FreeCodingJudge.Verdict, source: String, file: String)
    -> String
  {
    ExerciseReport.lines(for: verdict, source: source, file: file).joined(separator: " ")
  }
}
