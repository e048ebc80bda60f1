import ArgumentParser
import UnwrapKit

/// `unwrap exercises hint [NAME]`: the exercise's hint, once its lesson has been read.
struct ExercisesHintCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "hint", abstract: "Show the hint for an exercise (the current one unless named).")

  @Argument(help: ExercisesCommand.nameHelp)
  var name: String?

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let session = try context.exerciseSession()
    let status = try context.exerciseStatus(name, in: session)
    // A hint speaks of what its lesson teaches: like a check, it waits for that lesson.
    if status.locked {
      throw context.lockedFailure(status.name, section: status.section, in: session)
    }
    do {
      let exercise = try session.library.exercise(status.name)
      context.say(context.style.bold("Hint for \(status.number). \(status.title):"))
      context.say(exercise.hint)
    } catch {
      throw context.fail(error)
    }
  }
}
