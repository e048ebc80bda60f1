import UnwrapKit

/// The home screen, or the welcome on a first run. Pure: a `StatusSnapshot` in, lines out, so
/// `unwrap`, `unwrap status` and tests all draw the same screen.
public struct HomeView {
  public var style: Style
  public var width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  public func render(_ status: StatusSnapshot) -> [String] {
    if status.isFirstRun { return welcome(status) }
    var lines: [String] = []
    lines += wrapper.lines(
      style.heading("unwrap") + style.dim(" · learn Swift one short lesson at a time"))
    lines.append("")
    lines += wrapper.lines(
      "\(style.bold("Rank \(status.rank.number): \(status.rank.name)")) · \(status.totalPoints) points"
    )
    let barWidth = max(10, min(40, width - 30))
    let filled = Int((status.rank.progressToNext * Double(barWidth)).rounded(.down))
    let bar =
      style.green(String(repeating: "█", count: filled))
      + style.gray(String(repeating: "░", count: barWidth - filled))
    if let next = status.rank.nextName, let needed = status.rank.pointsToNext {
      lines += wrapper.lines("\(bar) \(needed) to \(next)", indent: "  ", firstIndent: "")
    } else {
      lines += wrapper.lines("\(bar) the highest rank", indent: "  ", firstIndent: "")
    }
    lines.append("")
    let points = status.points
    // Each source stays with its number: `lesson reviews 3400`, never the words and `3400` apart.
    // Lesson reviews, since `unwrap review`'s spaced review earns practice points.
    let sources =
      [
        "learning \(points.learning)", "lesson reviews \(points.review)",
        "practice \(points.practice)",
        "challenges \(points.challenges)",
      ] + (points.exercises > 0 ? ["exercises \(points.exercises)"] : [])
    lines += labelled("Points", TextWrapper.items(sources))
    lines += row(
      "Streak",
      "\(status.currentStreak) day\(status.currentStreak == 1 ? "" : "s") (best \(status.bestStreak))"
    )
    lines += row(
      "Badges", "\(status.badgesEarned) of \(status.badgesTotal) · unwrap badges",
      keeping: "unwrap badges")
    lines += row(
      "Lessons",
      "\(status.sectionsReviewed) of \(status.sectionsTotal) reviewed, \(status.sectionsRead) read")
    if status.exercisesTotal > 0 {
      lines += row(
        "Exercises",
        "\(status.exercisesDone) of \(status.exercisesTotal) solved · \(status.exercisesCommand)",
        keeping: status.exercisesCommand)
    }
    if status.reviewsDue > 0 {
      lines += row(
        "Reviews", "\(status.reviewsDue) due today · unwrap review", keeping: "unwrap review")
    }
    lines += row("Challenge", challenge(status), keeping: "unwrap challenge")
    lines.append("")
    lines += wrapper.lines(
      TextWrapper.keeping(
        status.next.command,
        in: style.bold("Next: ") + "\(status.next.title) · \(status.next.command)"),
      indent: "  ", firstIndent: "")
    return lines
  }

  private var wrapper: TextWrapper { TextWrapper(width: width) }

  /// A labelled row of the home screen: the text in a column after the label, wrapping under it,
  /// with the command it names (`keeping`) whole on one line.
  private func row(_ label: String, _ text: String, keeping command: String? = nil) -> [String] {
    labelled(
      label,
      command.map { TextWrapper.keeping($0, in: text) } ?? [StyledRun(text: text, style: { $0 })])
  }

  /// Runs in the column after `label`; on a terminal too narrow to leave that column 16 columns
  /// (under 27), the label on a line of its own and the runs below it, two columns in.
  private func labelled(_ label: String, _ runs: [StyledRun]) -> [String] {
    guard width - Self.column.count >= 16 else {
      return [label] + wrapper.lines(runs, indent: "  ")
    }
    return wrapper.lines(
      runs, indent: Self.column, firstIndent: label.padded(to: Self.column.count))
  }

  /// Today's challenge in the words the challenge itself uses (`ChallengeTally`): waiting, done,
  /// left early and where (`left after question 3 today: 0 points`), still being answered in
  /// another unwrap, or stopped at an answer that could not be judged, to go on with.
  private func challenge(_ status: StatusSnapshot) -> String {
    guard let result = status.challengeToday else { return "today's is waiting: unwrap challenge" }
    if status.challengeOpenElsewhere {
      return
        "open in another unwrap, \(ChallengeTally(result).soFar): \(result.points) points so far"
    }
    if result.canContinue {
      return
        "\(ChallengeTally(result).soFar), \(result.points) points so far; go on: unwrap challenge"
    }
    let done = ChallengeTally(result).ending ?? (result.isFinished ? "done" : "ended early")
    return "\(done) today: \(result.points) points"
  }

  private static let column = String(repeating: " ", count: 11)

  private func welcome(_ status: StatusSnapshot) -> [String] {
    var lines = wrapper.lines(
      style.heading("Welcome to unwrap") + " · learn Swift one short lesson at a time.")
    lines.append("")
    lines += wrapper.lines(
      "Each lesson takes a few minutes and ends with a short review. Practice activities and a daily challenge make it stick, and every answer you write is compiled and run with real Swift."
    )
    lines.append("")
    for (command, purpose) in Self.commands {
      lines += wrapper.definition(command, purpose, indent: 2, column: 28)
    }
    lines.append("")
    lines += wrapper.lines(
      style.bold("Start here: ") + status.next.command, indent: "  ", firstIndent: "")
    return lines
  }

  /// The commands the welcome screen introduces, each with what it is for.
  private static let commands = [
    ("unwrap learn", "list every chapter and section"),
    ("unwrap learn variables", "read your first lesson, then take its review"),
    ("unwrap practice", "practise what you have read"),
    ("unwrap challenge", "today's ten-question challenge"),
    ("unwrap review", "go over what you have answered, spaced out over days"),
    ("unwrap exercises init", "real exercise files to solve in your own editor"),
    ("unwrap badges", "badges you have earned and how close the others are"),
    ("unwrap glossary closure", "look up a Swift term"),
    ("unwrap help <command>", "more about any command"),
  ]
}
