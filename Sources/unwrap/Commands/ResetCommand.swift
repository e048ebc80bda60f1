import ArgumentParser
import UnwrapKit

/// `unwrap reset`: start again, after a confirmation, keeping a copy of the old progress.
struct ResetCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract:
      "Clear all learning, practice and challenge progress (a copy of the old file is kept).")

  @Flag(name: .long, help: "Do not ask for confirmation.")
  var yes = false

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let store = context.store
    if !yes {
      context.say(
        "This clears every lesson, review, practice session, challenge, point and streak.")
      let answer = context.console.readAnswer(
        "Type yes to reset, anything else to keep your progress", style: context.style,
        width: context.capabilities.width)
      guard answer?.trimmingSpaces().lowercased() == "yes" else {
        context.console.line("Nothing was changed.")
        if answer == nil { throw ExitCodes.inputEnded }
        return
      }
    }
    let backup: String?
    do {
      backup = try store.reset()
    } catch {
      throw context.fail(error)
    }
    context.console.line("Progress reset.")
    if let backup { context.say("The old progress is kept at \(backup).") }
  }
}
