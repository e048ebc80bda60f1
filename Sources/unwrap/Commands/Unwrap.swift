import ArgumentParser
import UnwrapKit

/// The `unwrap` command: learn Swift from the terminal.
@main
struct Unwrap: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unwrap",
    abstract: "Learn Swift in your terminal: short lessons, reviews, and real Swift practice.",
    version: "0.1.0",
    subcommands: [LearnCommand.self, ContentCommand.self])

  @OptionGroup var options: GlobalOptions

  func run() throws {
    let context = try AppContext(options: options)
    let console = context.console
    let style = context.style
    console.line(style.heading("Welcome to unwrap") + " · learn Swift one short lesson at a time.")
    console.line()
    console.line("  unwrap learn              list every chapter and section")
    console.line("  unwrap learn variables    read a lesson, then take its review")
    console.line("  unwrap content validate   check the lessons (for authors)")
    console.line("  unwrap help <command>     more about a command")
    let progress = try context.loadProgress()
    let library = try context.library()
    if let next = LearnPlanner(syllabus: library.syllabus).firstUnreviewed(progress: progress) {
      console.line()
      console.line("You have \(progress.points.total) points. Next: unwrap learn \(next)")
    }
  }
}
