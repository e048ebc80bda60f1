import UnwrapKit
import UnwrapRendering

/// A check on the watch screen: the session judges the file, and its outcome or error becomes the
/// report. What could not be judged (no compiler, a toolchain or temporary folder that failed, an
/// exercise without tests) is told as not checked, never as a file that did not pass.
extension ExerciseWatcher {
  /// What the screen says under the report when nothing was judged: nothing was recorded either,
  /// and how to check the file again. `restart` when only a new run of unwrap can fix the cause (a
  /// compiler or temporary folder is chosen when the screen opens).
  static func notCheckedAdvice(restart: Bool) -> String {
    restart
      ? "Nothing was judged or recorded. Quit with q, fix that, and run unwrap exercises again."
      : "Nothing was judged or recorded: save the file to check it again."
  }

  /// Judges `status`'s file and sets the report, whether it passed and whether it was judged at
  /// all; on a pass, the message says where our solution is and what `n` does.
  func judge(_ status: ExerciseStatus) {
    notChecked = false
    savingWontHelp = false
    passed = false
    do {
      let outcome = try session.check(status)
      if outcome.passed { unsavedPass = nil }
      report = ExerciseReport.lines(
        for: outcome.verdict, source: outcome.source, file: file(of: status))
      passed = outcome.passed
      if outcome.passed { message = passMessage(outcome, status) }
    } catch let error as ProgressError {
      // The file passed, but the progress file cannot take it (damaged or unwritable meanwhile).
      unsavedPass = (status.name, error)
      report =
        ["Your file passes, but the pass could not be saved, so it is not recorded yet."]
        + error.description.split(separator: "\n").map(String.init)
    } catch ExerciseSession.CheckError.noToolchain {
      notJudged(ExercisesCommand.cannotCheck(noCompiler), restart: true)
    } catch ExerciseSession.CheckError.noTests(let file) {
      // The message itself says nothing was judged or recorded, and that saving will not help.
      notChecked = true
      savingWontHelp = true
      report = [ExerciseSession.CheckError.noTestsMessage(status.name, file: file)]
    } catch ExerciseSession.CheckError.file(let problem) {
      // Only a missing file is put back with r: any other holds the learner's work.
      if case .missing(let path) = problem {
        report = ["\(path) is missing: press r to write it again."]
      } else {
        report = [problem.description]
      }
    } catch {
      guard let failure = AppContext.judgingFailure(error) else {
        report = ["It could not be checked: \(error)"]
        return
      }
      // TMPDIR is read when the screen opens, so a new one needs a new run.
      notJudged(failure.message, restart: error is ProcessOwner.ScratchFolderError)
    }
  }

  /// The report of a check that judged nothing: why, then what to do.
  private func notJudged(_ why: String, restart: Bool) {
    notChecked = true
    savingWontHelp = restart
    report = [why, Self.notCheckedAdvice(restart: restart)]
  }

  /// After a pass: the points, where our solution is now, and that `n` goes on.
  private func passMessage(_ outcome: ExerciseSession.Outcome, _ status: ExerciseStatus)
    -> [String]
  {
    progress = (try? session.store.load()) ?? progress
    let solution = session.entry(for: status).map {
      pathFromHere(session.workspace.solutionURL(of: $0))
    }
    var lines = [
      outcome.solutionNotWritten.map {
        "Our solution was not saved (\($0.description)): press s to see it."
      }
        ?? "Our solution is now in \(solution ?? status.name): press s to see it."
    ]
    if outcome.pointsAwarded > 0 { lines.insert("+\(outcome.pointsAwarded) points", at: 0) }
    return lines + ["Press n for the next exercise."]
  }
}
