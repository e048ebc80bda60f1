import ArgumentParser
import UnwrapKit

/// `unwrap exercises reset NAME`: the starting file again, the learner's copy kept in a backup.
struct ExercisesResetCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Put an exercise's starting file back (your file is kept in exercises/.backup).")

  @Argument(help: ExercisesCommand.nameHelp)
  var name: String

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let session = try context.exerciseSession()
    let status = try context.exerciseStatus(name, in: session)
    do {
      let backup = try session.reset(status)
      let file = context.displayPath(of: status, in: session)
      // Paths are kept whole, and never followed by a full stop a copy would take.
      context.say("Reset \(file) to its starting code.", keeping: file)
      if let backup {
        context.say("Your version is kept in:")
        context.console.line("  " + context.displayPath(backup))
      }
    } catch let error as WorkspaceError {
      throw context.fail(error.description, code: ExitCodes.ioError)
    } catch {
      throw context.fail(error)
    }
  }
}
