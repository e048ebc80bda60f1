import ArgumentParser
import UnwrapKit

/// The `unwrap` command: learn Swift from the terminal.
@main
struct Unwrap: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unwrap",
    abstract: "Learn Swift in your terminal: short lessons, reviews, and real Swift practice.",
    version: "0.1.0",
    subcommands: [
      LearnCommand.self, PracticeCommand.self, ReviewCommand.self, ChallengeCommand.self,
      StatusCommand.self,
      BadgesCommand.self, GlossaryCommand.self,
      ResetCommand.self, ContentCommand.self,
    ])

  @OptionGroup var options: GlobalOptions

  func run() throws {
    let context = try AppContext(options: options)
    HomeView(style: context.style, width: context.capabilities.width)
      .render(try context.statusSnapshot()).forEach(context.console.line)
  }
}
