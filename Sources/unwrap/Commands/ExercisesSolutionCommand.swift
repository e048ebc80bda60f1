import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises solution [NAME]`: our solution, only once the exercise has passed. Without a
/// name, the exercise the learner is on: the one last checked or watched in this workspace (the
/// first exercise not yet passed, which `check` takes, never has a solution to show).
struct ExercisesSolutionCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "solution", abstract: "Show our solution to an exercise you have solved.",
    discussion: """
      Without NAME, shows the solution to the exercise you last checked or watched in this \
      workspace; if there is none, lists the exercises you have solved to name one.
      """)

  @Argument(help: ExercisesCommand.nameHelp)
  var name: String?

  @OptionGroup var options: GlobalOptions

  /// How many solved exercises a refusal lists before saying how many more there are.
  static let listed = 8

  func run(in context: AppContext) throws {
    let session = try context.exerciseSession()
    let status =
      try name.map { try context.exerciseStatus($0, in: session) } ?? lastOn(context, session)
    let solution: String?
    do {
      solution = try session.solution(status)
    } catch {
      throw context.fail(error)
    }
    guard let solution else {
      // Not yet solvable is another matter than not yet solved: the lesson comes first (exit 3).
      if status.locked {
        throw context.lockedFailure(status.name, section: status.section, in: session)
      }
      throw context.fail(
        "Solve \(status.name) first: its solution is shown once your file passes.",
        code: ExitCodes.checkFailed)
    }
    context.console.write(
      SwiftHighlighter(style: context.style).highlight(solution))
  }

  /// The exercise last checked or watched in this workspace; when none is recorded (or it is no
  /// longer there), asks for a name, listing the solved exercises (exit 64), or says none is
  /// solved yet (exit 1).
  private func lastOn(_ context: AppContext, _ session: ExerciseSession) throws -> ExerciseStatus {
    let statuses = session.statuses(try context.loadProgress())
    if let last = context.workspaceRecord.exercise(in: session.workspace.root),
      let status = statuses.first(where: { $0.name == last })
    {
      return status
    }
    let solved = statuses.filter(\.done)
    guard !solved.isEmpty else {
      throw context.fail(
        "You have not solved an exercise yet: an exercise's solution is shown once your file"
          + " passes (`unwrap exercises check`).", code: ExitCodes.checkFailed)
    }
    let names = solved.prefix(Self.listed).map { "\($0.name) (\($0.number))" }
    let more =
      solved.count > Self.listed
      ? ", and \(solved.count - Self.listed) more (`unwrap exercises list` shows them all)" : ""
    throw context.fail(
      "Which exercise? Name it: `unwrap exercises solution NAME`. You have solved "
        + names.joined(separator: ", ") + more + ".", code: ExitCodes.usage)
  }
}
