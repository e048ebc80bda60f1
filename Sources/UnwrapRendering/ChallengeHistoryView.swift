import UnwrapKit

/// Past challenge results, a contribution-style calendar of recent weeks, the end-of-challenge summary
/// and the lines to share. Prose is wrapped to `width`; the calendar itself is 30 columns wide.
public struct ChallengeHistoryView {
  public var style: Style
  public var width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  private var wrapper: TextWrapper { TextWrapper(width: width) }

  public static let calendarWeeks = 12

  public func summary(_ summary: ChallengeSummary) -> [String] {
    let result = summary.result
    let tally = ChallengeTally(result)
    return [""]
      + wrapper.lines(
        style.bold(
          "Daily challenge \(summary.day)\(tally.ending.map { ", \($0)" } ?? ""): \(tally.counts)"))
      + wrapper.lines(
        "\(style.bold("+\(result.points) points")) · \(summary.totalPoints) in total"
          + (result.isFinished ? "" : " · ended early, so it does not count towards badges"))
      + wrapper.lines([
        StyledRun(text: "Share it with: ", style: style.dim),
        StyledRun(text: "unwrap challenge --share", style: style.dim, keepTogether: true),
      ])
  }

  /// A day's result to paste in a chat: a square for every question and a legend of the squares it
  /// uses, as the calendar has one. One still being answered in another unwrap (`open`) is told as
  /// in progress, its score so far, and the questions after it as not asked yet.
  public func share(_ result: ChallengeResult, day: Day, streak: Int, open: Bool = false)
    -> [String]
  {
    let marks = result.allMarks
    let kinds: [ChallengeMark] = [.right, .wrong, .skipped, .notReached]
    let tally = ChallengeTally(result)
    let state =
      open
      ? " so far, in progress" + (tally.leftAfter.map { " after question \($0)" } ?? "")
      : tally.ending.map { ", \($0)" } ?? ""
    return [
      "unwrap daily challenge \(day): \(result.correct)/\(result.total)\(state)",
      marks.map { Self.square($0).square }.joined(),
      kinds.filter(marks.contains).map {
        "\(Self.square($0).square) \(Self.square($0, open: open).meaning)"
      }.joined(separator: "  "),
      "\(result.points) points\(open ? " so far" : "") · \(streak)-day streak"
        + " · learning Swift in my terminal",
    ]
  }

  /// The square a question's mark is shared as, and what it means; in a challenge still `open`, a
  /// question not reached is one not asked yet.
  static func square(_ mark: ChallengeMark, open: Bool = false) -> (
    square: String, meaning: String
  ) {
    switch mark {
    case .right: ("🟩", "right")
    case .wrong: ("🟥", "wrong")
    case .skipped: ("⬜", "skipped")
    case .notReached: ("⬛", open ? "not asked yet" : "not reached")
    }
  }

  /// Every day's result, newest first, then the calendar. `openToday` says today's is being answered
  /// in another unwrap: it is told as in progress, not as ended early; today's stopped at an answer
  /// that could not be judged (`canContinue`) is told as open, to go on with `unwrap challenge`.
  public func history(_ progress: LearnerProgress, today: Day, openToday: Bool = false)
    -> [String]
  {
    var lines: [String] = []
    let results = progress.challenges.sorted { $0.key > $1.key }
    if results.isEmpty {
      lines += LessonRenderer(style: style, width: width)
        .prose("No daily challenges yet: take today's with `unwrap challenge`.")
        .split(separator: "\n").map(String.init)
    } else {
      lines.append(style.heading("Daily challenges"))
      let open = openToday && progress.challenges[today]?.isFinished == false
      // Stopped today at an answer unwrap could not judge: open for `unwrap challenge` to go on.
      let paused = !open && progress.challenges[today]?.canContinue == true
      for (day, result) in results {
        var ended = ""
        if open && day == today {
          ended = style.dim(" (in progress)")
        } else if paused && day == today {
          ended = style.dim(" (open: unwrap challenge)")
        } else if result.endedEarly {
          ended = style.dim(" (ended early)")
        }
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
        let row =
          "  \(day)  \(result.correct)/\(result.total)  \(String(result.points).leftPadded(to: 3)) points"
        // The marks go on below, under the score, when the row is wider than the terminal; below
        // 30 columns the row itself wraps, and the marks go under the date.
        let below = String(repeating: " ", count: 14)
        // The command in "(open: unwrap challenge)" stays on one row where it fits, under the
        // date when it does not fit under the score.
        let after = TextWrapper.keeping(["unwrap challenge)"], in: marks + ended)
        if Style.visibleWidth(row + "  " + marks + ended) <= width {
          lines.append(row + "  " + marks + ended)
        } else if Style.visibleWidth(row) <= width {
          let indent = Style.visibleWidth(marks + ended) <= width - below.count ? below : "  "
          lines += [row] + wrapper.lines(after, indent: indent, firstIndent: indent)
        } else {
          lines += wrapper.lines(row, indent: "  ") + wrapper.lines(after, indent: "  ")
        }
      }
      // The badges count only finished challenges: this says why their count can be lower.
      let early = results.count - progress.finishedChallenges - (open || paused ? 1 : 0)
      lines += wrapper.lines(
        style.dim(
          "\(progress.finishedChallenges) finished"
            + (early > 0 ? ", \(early) ended early (not counted towards badges)" : "")
            + (open ? ", today's in progress in another unwrap" : "")
            + (paused ? ", today's open where an answer could not be judged" : "")),
        indent: "  ")
    }
    lines.append("")
    lines.append(contentsOf: calendar(progress, today: today))
    return lines
  }

  /// Weeks as columns, Monday to Sunday as rows: ■ a challenge, ▪ other activity, · nothing; the
  /// key below wraps to `width`.
  public func calendar(_ progress: LearnerProgress, today: Day) -> [String] {
    let weekday = (Self.daysSinceEpochMonday(today) % 7 + 7) % 7
    // Each week takes two columns after `  Mon `; a terminal narrower than 30 columns shows fewer.
    let weeks = min(Self.calendarWeeks, max(1, (width - 6) / 2))
    let start = today.adding(days: -(weekday + 7 * (weeks - 1)))
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var lines = [style.heading(weeks == 1 ? "This week" : "The last \(weeks) weeks")]
    for row in 0..<7 {
      var cells = ""
      for week in 0..<weeks {
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
    // Each key stays whole, so a `·` never reads as a separator at the end of a line.
    let keys = ["■ challenge", "▪ other activity", "· nothing"].enumerated().flatMap { index, key in
      (index > 0 ? [StyledRun(text: ", ", style: style.dim)] : [])
        + [StyledRun(text: key, style: style.dim, keepTogether: true)]
    }
    return lines + wrapper.lines(keys, indent: "  ")
  }

  /// Days from Monday 1970-01-05 to `day`.
  public static func daysSinceEpochMonday(_ day: Day) -> Int {
    // 1970-01-05 was a Monday.
    day.daysSinceEpoch - 4
  }
}
