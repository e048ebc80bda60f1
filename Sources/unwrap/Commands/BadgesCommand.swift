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
    let console = context.console
    console.line(style.heading("Earned (\(earned.count) of \(badges.count))"))
    if earned.isEmpty {
      context.say(
        style.dim("None yet: your first comes with your first lesson."), indent: "    ",
        firstIndent: "  ")
    }
    // Each badge wraps under its name, clear of the star.
    for badge in earned {
      context.say(
        "\(style.bold(badge.name)) · \(badge.description)", indent: "    ",
        firstIndent: "  \(style.yellow("★")) ")
    }
    console.line("")
    console.line(style.heading("Still to earn"))
    for badge in badges where !badge.isEarned {
      // The progress (`0/10 sessions`) is kept whole on one line, never `0/10` / `sessions`.
      let progress = style.dim("\(min(badge.progress, badge.goal))/\(badge.goal) \(badge.unit)")
      context.say(
        "\(badge.name) · \(badge.description) \(progress)", indent: "    ",
        firstIndent: "  ☆ ", keeping: progress)
    }
  }
}
