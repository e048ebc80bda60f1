import ArgumentParser
import UnwrapKit

/// `unwrap badges`: earned badges, and progress toward each of the others.
struct BadgesCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "badges",
    abstract: "Show the badges you have earned and how close you are to the rest.")

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let library = try context.library()
    let progress = try context.loadProgress()
    let badges = context.badgeCatalog(library: library).badges(
      for: progress, today: context.clock.today)
    let earned = badges.filter(\.isEarned)
    let style = context.style
    context.console.line(style.heading("Earned (\(earned.count) of \(badges.count))"))
    if earned.isEmpty {
      context.console.line(style.dim("  None yet: your first comes with your first lesson."))
    }
    for badge in earned {
      context.console.line(
        "  \(style.yellow("★")) \(style.bold(badge.name)) · \(badge.description)")
    }
    context.console.line("")
    context.console.line(style.heading("Still to earn"))
    for badge in badges where !badge.isEarned {
      context.console.line(
        "  ☆ \(badge.name) · \(badge.description) \(style.dim("\(min(badge.progress, badge.goal))/\(badge.goal) \(badge.unit)"))"
      )
    }
  }
}
