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
    let before = try context.loadProgress(toChange: true)
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
    if let problem = outcome.solutionNotWritten {
      // The pass and its points are saved; only the copy beside the learner's files is missing.
      context.say(
        "Our solution was not saved: \(problem.description)."
          + " See it with unwrap exercises solution \(status.name).",
        keeping: "unwrap exercises solution \(status.name)")
    } else {
      context.say(
        "Our solution is in solutions/\(status.name).swift (unwrap exercises solution \(status.name)).",
        keeping: "unwrap exercises solution \(status.name)")
    }
    context.announceMilestones(since: before, library: session.library)
  }
}
