import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises solution [NAME]`: our solution, only once the exercise has passed (the current
/// one unless named).
struct ExercisesSolutionCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "solution", abstract: "Show our solution to an exercise you have solved.")

  @Argument(help: ExercisesCommand.nameHelp)
  var name: String?

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let session = try context.exerciseSession()
    let status = try context.exerciseStatus(name, in: session)
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
}
