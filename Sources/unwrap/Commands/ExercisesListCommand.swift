import ArgumentParser
import UnwrapKit

/// `unwrap exercises list [--json]`: every exercise in order, with its section and whether it is done.
struct ExercisesListCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the exercises in order, with what is done and locked.")

  @Flag(name: .long, help: "Print the list as JSON: name, section, done and locked for each.")
  var json = false

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let session = try context.exerciseSession()
    let statuses = session.statuses(try context.loadProgress())
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      context.console.line(String(decoding: try encoder.encode(statuses), as: UTF8.self))
      return
    }
    let views = context.exerciseViews
    context.console.line(
      views.progressBar(done: statuses.filter(\.done).count, total: statuses.count))
    views.list(statuses, currentName: ExerciseStatus.current(in: statuses)?.name).forEach(
      context.console.line)
  }
}
