import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises check [NAME]`: judges one exercise once. Exit 0 on a pass, 1 on a fail.
struct ExercisesCheckCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check one exercise once (the current one unless named): exit 0 on a pass, 1 if not.")

  @Argument(help: ExercisesCommand.nameHelp)
  var name: String?

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let session = try context.exerciseSession()
    let status = try context.exerciseStatus(name, in: session)
    context.rememberExercise(status.name, in: session)
    // A folder where the pass could not be saved is told before the exercise is judged.
    _ = try context.loadProgress(toChange: true)
    let outcome = try context.check(status, in: session)
    let path = context.displayPath(of: status, in: session)
    let style = context.style
    context.say(
      "\(status.number). \(status.title) (\(path))", indent: "  ",
      firstIndent: outcome.passed ? style.success("✓ ") : style.failure("✗ "))
    context.exerciseViews.report(
      ExerciseReport.lines(for: outcome.verdict, source: outcome.source, file: path)
    ).forEach(context.console.line)
    guard outcome.passed else { throw ExitCodes.checkFailed }
    if outcome.pointsAwarded > 0 {
      context.console.line(style.yellow("+\(outcome.pointsAwarded) points"))
    }
    let command = "unwrap exercises solution \(status.name)"
    if let problem = outcome.solutionNotWritten {
      // The pass and its points are saved; only the copy beside the learner's files is missing.
      // The path is kept whole, on a line of its own when it does not fit after the words.
      var path: String?
      if case .io(let written, _) = problem { path = written }
      context.say("Our solution was not saved: \(problem.description).", keeping: path)
      context.say("See it with \(command).", keeping: command)
    } else if let entry = session.entry(for: status) {
      let solution = context.displayPath(session.workspace.solutionURL(of: entry))
      context.say("Our solution is in \(solution) (\(command)).", keeping: solution, command)
    }
    context.announceMilestones(library: session.library)
  }
}
