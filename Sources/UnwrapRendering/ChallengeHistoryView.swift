import UnwrapKit

/// Past challenge results, a contribution-style calendar of recent weeks, the end-of-challenge summary
/// and the lines to share.
public struct ChallengeHistoryView {
  public var style: Style

  public init(style: Style) {
    self.style = style
  }

  public static let calendarWeeks = 12

  public func summary(_ summary: ChallengeSummary) -> [String] {
    let result = summary.result
    let tally = ChallengeTally(result)
    return [
      "",
      style.bold(
        "Daily challenge \(summary.day)\(tally.ending.map { ", \($0)" } ?? ""): \(tally.counts)"),
      "\(style.bold("+\(result.points) points")) · \(summary.totalPoints) in total"
        + (result.isFinished ? "" : " · ended early, so it does not count towards badges"),
      style.dim("Share it with: unwrap challenge --share"),
    ]
  }

  /// A day's result to paste in a chat: a square for every question and a legend of the squares it
  /// uses, as the calendar has one.
  public func share(_ result: ChallengeResult, day: Day, streak: Int) -> [String] {
    let marks = result.allMarks
    let kinds: [ChallengeMark] = [.right, .wrong, .skipped, .notReached]
    return [
      "unwrap daily challenge \(day): \(result.correct)/\(result.total)"
        + (ChallengeTally(result).ending.map { ", \($0)" } ?? ""),
      marks.map { Self.square($0).square }.joined(),
      kinds.filter(marks.contains).map { "\(Self.square($0).square) \(Self.square($0).meaning)" }
        .joined(separator: "  "),
      "\(result.points) points · \(streak)-day streak · learning Swift in my terminal",
    ]
  }

  /// The square a question's mark is shared as, and what it means.
  static func square(_ mark: ChallengeMark) -> (square: String, meaning: String) {
    switch mark {
    case .right: ("🟩", "right")
    case .wrong: ("🟥", "wrong")
    case .skipped: ("⬜", "skipped")
    case .notReached: ("⬛", "not reached")
    }
  }

  public func history(_ progress: LearnerProgress, today: Day) -> [String] {
    var lines: [String] = []
    let results = progress.challenges.sorted { $0.key > $1.key }
    if results.isEmpty {
      lines.append("No daily challenges yet: take today's with `unwrap challenge`.")
    } else {
      lines.append(style.heading("Daily challenges"))
      for (day, result) in results {
        let ended = result.endedEarly ? style.dim(" (ended early)") : ""
        // Drawn from the marks as understood, never the saved text itself: a hand-edited file
        // could hold terminal escapes.
        let marks = String(
          result.allMarks.compactMap { mark -> Character? in
            switch mark {
            case .right: "✓"
            case .wrong: "✗"
            case .skipped: "-"
            case .notReached: nil
            }
          })
        lines.append(
          "  \(day)  \(result.correct)/\(result.total)  \(String(result.points).leftPadded(to: 3)) points  \(marks)\(ended)"
        )
      }
      // The badges count only finished challenges: this says why their count can be lower.
      let early = results.count - progress.finishedChallenges
      lines.append(
        style.dim(
          "  \(progress.finishedChallenges) finished"
            + (early > 0 ? ", \(early) ended early (not counted towards badges)" : "")))
    }
    lines.append("")
    lines.append(contentsOf: calendar(progress, today: today))
    return lines
  }

  /// Weeks as columns, Monday to Sunday as rows: ■ a challenge, ▪ other activity, · nothing.
  public func calendar(_ progress: LearnerProgress, today: Day) -> [String] {
    let weekday = (Self.daysSinceEpochMonday(today) % 7 + 7) % 7
    let start = today.adding(days: -(weekday + 7 * (Self.calendarWeeks - 1)))
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var lines = [style.heading("The last \(Self.calendarWeeks) weeks")]
    for row in 0..<7 {
      var cells = ""
      for week in 0..<Self.calendarWeeks {
        let day = start.adding(days: week * 7 + row)
        if day > today {
          cells += "  "
        } else if progress.challenges[day] != nil {
          cells += style.green("■") + " "
        } else if progress.activeDays.contains(day) {
          cells += style.yellow("▪") + " "
        } else {
          cells += style.gray("·") + " "
        }
      }
      lines.append("  \(names[row]) \(cells)")
    }
    lines.append(style.dim("  ■ challenge  ▪ other activity  · nothing"))
    return lines
  }

  /// Days from Monday 1970-01-05 to `day`.
  public static func daysSinceEpochMonday(_ day: Day) -> Int {
    // 1970-01-05 was a Monday.
    day.daysSinceEpoch - 4
  }
}
