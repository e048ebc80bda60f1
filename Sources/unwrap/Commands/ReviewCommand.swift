import ArgumentParser
import UnwrapKit

/// `unwrap review`: today's spaced-repetition cards.
struct ReviewCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract:
      "Review the statements that are due today, spaced so each returns just before you forget it.",
    discussion: """
      Every review statement you answer becomes a card. A right answer brings it back later each \
      time (1 day, 6 days, then longer); a wrong one brings it back tomorrow. Each right answer \
      earns 20 points, saved as it is given. Cards come shuffled across sections. h shows a hint, \
      s skips a card (it stays due), and q ends the review early. Ctrl-C stops at once (exit 130) \
      and keeps the same, without the summary or the badges' announcement. One review runs \
      at a time: while one is open, a second says so and changes nothing (exit 75).
      """)

  /// Taken unconditionally, so `--limit -3` is refused as too small, not reported as a missing value.
  @Option(name: .long, parsing: .unconditional, help: "The most cards to ask in this session.")
  var limit = SpacedReviewCoordinator.defaultLimit

  @OptionGroup var options: GlobalOptions

  func validate() throws {
    guard limit > 0 else { throw ValidationError("--limit must be 1 or more.") }
  }

  func run(in context: AppContext) throws {
    let library = try context.library()
    let activity: ReviewPractice
    do {
      activity = try ReviewPractice(library: library)
    } catch {
      throw context.fail(error)
    }
    // Whether progress can be saved is checked by the review once a card is due (nothing due writes
    // nothing), still before the first card is asked; a file that cannot be read is told now, and
    // so is a clock whose day no card may be answered on.
    try context.checkClock()
    _ = try context.loadProgress()
    let ui = TerminalPracticeUI(
      console: context.console, style: context.style, width: context.capabilities.width,
      codeColumns: context.capabilities.codeColumns)
    ui.measure = { context.capabilities.now }
    ui.checking = CheckingNotice(context.capabilities)
    let coordinator = SpacedReviewCoordinator(
      activity: activity, store: context.store, clock: context.clock, random: context.random,
      interface: ui)
    let ending: SpacedReviewCoordinator.Ending
    do {
      ending = try coordinator.run(limit: limit)
    } catch {
      throw context.fail(error)
    }
    let console = context.console
    switch ending {
    case .openElsewhere:
      throw context.fail(
        "Your review is open in another unwrap: finish it there. Nothing was changed here.",
        code: ExitCodes.openElsewhere)
    case .nothingDue(let next):
      context.say(
        "Nothing is due for review today.\(next.map { " The next cards are due on \($0)." } ?? "")")
      let status = try context.statusSnapshot()
      context.say(
        "Meanwhile: \(status.next.title) · \(status.next.command)", keeping: status.next.command)
    case .finished(let summary):
      console.line("")
      context.say(context.style.bold(Self.tally(summary)))
      if let left = Self.stillDue(summary, limit: limit) {
        context.say(left, keeping: "unwrap review")
      } else if let next = summary.nextDue {
        context.say("The next cards are due on \(next).")
      }
      context.announceMilestones(library: library)
    case .inputEnded(let reviewed):
      context.announceMilestones(library: library)
      context.say(
        "Input ended after \(reviewed) card\(reviewed == 1 ? "" : "s"); every answer so far is saved."
      )
      throw ExitCodes.inputEnded
    }
  }

  /// `Reviewed 3 cards and skipped 2: 2 right, +40 points.`: skips named, never hidden in a count of 0.
  static func tally(_ summary: SpacedReviewSummary) -> String {
    let reviewed = "Reviewed \(summary.reviewed) card\(summary.reviewed == 1 ? "" : "s")"
    let skipped = summary.skipped > 0 ? " and skipped \(summary.skipped)" : ""
    return reviewed + skipped + ": \(summary.correct) right, +\(summary.points) points."
  }

  /// What is still due today and why, or nil when nothing is. `--limit` is suggested only when the
  /// limit left cards out: skipped cards and those a `q` left need another run, not a higher limit.
  static func stillDue(_ summary: SpacedReviewSummary, limit: Int) -> String? {
    let left = summary.dueLeftToday
    guard left > 0 else { return nil }
    var why: [String] = []
    if summary.skipped > 0 { why.append("\(summary.skipped) skipped") }
    if summary.notReached > 0 { why.append("\(summary.notReached) not reached") }
    if summary.pastLimit > 0 {
      why.append("\(summary.pastLimit) past this session's limit of \(limit)")
    }
    return
      "\(left) card\(left == 1 ? " is" : "s are") still due today (\(why.joined(separator: ", "))):"
      + " run unwrap review again"
      + (summary.pastLimit > 0 && !summary.endedEarly
        ? " (--limit asks more in one session)." : ".")
      + (summary.nextDue.map { " After those, the next cards are due on \($0)." } ?? "")
  }
}
