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
    lines.append(style.heading("unwrap") + style.dim(" · learn Swift one short lesson at a time"))
    lines.append("")
    lines.append(
      "\(style.bold("Rank \(status.rank.number): \(status.rank.name)")) · \(status.totalPoints) points"
    )
    let barWidth = max(10, min(40, width - 30))
    let filled = Int((status.rank.progressToNext * Double(barWidth)).rounded(.down))
    let bar =
      style.green(String(repeating: "█", count: filled))
      + style.gray(String(repeating: "░", count: barWidth - filled))
    if let next = status.rank.nextName, let needed = status.rank.pointsToNext {
      lines.append("\(bar) \(needed) to \(next)")
    } else {
      lines.append("\(bar) the highest rank")
    }
    lines.append("")
    let points = status.points
    lines.append(
      "Points     learning \(points.learning) · review \(points.review) · practice \(points.practice) · challenges \(points.challenges)"
        + (points.exercises > 0 ? " · exercises \(points.exercises)" : "")
    )
    lines.append(
      "Streak     \(status.currentStreak) day\(status.currentStreak == 1 ? "" : "s") (best \(status.bestStreak))"
    )
    lines.append("Badges     \(status.badgesEarned) of \(status.badgesTotal) · unwrap badges")
    lines.append(
      "Lessons    \(status.sectionsReviewed) of \(status.sectionsTotal) reviewed, \(status.sectionsRead) read"
    )
    if status.exercisesTotal > 0 {
      lines.append(
        "Exercises  \(status.exercisesDone) of \(status.exercisesTotal) solved · unwrap exercises")
    }
    if status.reviewsDue > 0 {
      lines.append("Reviews    \(status.reviewsDue) due today · unwrap review")
    }
    if let score = status.challengeScoreToday {
      lines.append("Challenge  done today: \(score) points")
    } else {
      lines.append("Challenge  today's is waiting: unwrap challenge")
    }
    lines.append("")
    lines.append(style.bold("Next: ") + "\(status.next.title) · \(status.next.command)")
    return lines
  }

  private func welcome(_ status: StatusSnapshot) -> [String] {
    [
      style.heading("Welcome to unwrap") + " · learn Swift one short lesson at a time.",
      "",
      "Each lesson takes a few minutes and ends with a short review. Practice activities and a daily",
      "challenge make it stick, and every answer you write is compiled and run with real Swift.",
      "",
      "  unwrap learn              list every chapter and section",
      "  unwrap learn variables    read your first lesson, then take its review",
      "  unwrap practice           practise what you have read",
      "  unwrap challenge          today's ten-question challenge",
      "  unwrap review             go over what you have answered, spaced out over days",
      "  unwrap exercises init     real exercise files to solve in your own editor",
      "  unwrap badges             badges you have earned and how close the others are",
      "  unwrap glossary closure   look up a Swift term",
      "  unwrap help <command>     more about any command",
      "",
      style.bold("Start here: ") + status.next.command,
    ]
  }
}
