import UnwrapKit
import UnwrapRendering

/// What a Learn session ends with: the score, the command that takes the review again, the points
/// and the next section, as lines, so the rows it takes are known before it is written (the
/// all-at-once verdict leaves them free under its last part).
extension TerminalLearnUI {
  /// The summary's pager prompt, longest first.
  static let summaryPrompts = [
    "-- Enter for the rest of the summary --", "-- Enter: more --", "--",
  ]

  /// Writes the summary and what follows it (`closing`, laid out at a width: the badges, rank and
  /// activities the session earned), paged on a terminal too short for them all, with a row left
  /// under the last part for the shell's prompt: at 12×30 a first lesson's summary and milestones
  /// take 14 rows, and their first ones scrolled away as the command ended.
  func showSummary(
    _ summary: LearnSummary, closing: @escaping (_ width: Int) -> [String] = { _ in [] }
  ) {
    console.page(
      PagedText(
        layout: { [self] columns in
          let width = renderer(columns: columns).width
          return summaryLines(summary, width: width) + closing(width)
        }, reserve: { _ in 1 }, prompts: Self.summaryPrompts))
    console.line()
  }

  /// The summary's lines wrapped to `width`, each command kept whole on one row when it fits.
  func summaryLines(_ summary: LearnSummary, width: Int) -> [String] {
    summaryLines(
      outcome: summary.outcome, slug: summary.sectionSlug, awarded: summary.pointsAwarded,
      total: summary.totalPoints, next: summary.next, width: width)
  }

  private func summaryLines(
    outcome: ReviewOutcome, slug: String, awarded: Int, total: Int,
    next: (slug: String, title: String)?, width: Int
  ) -> [String] {
    func say(_ text: String, keeping command: String? = nil) -> String {
      TextWrapper(width: width).wrap(TextWrapper.keeping([command].compactMap(\.self), in: text))
    }
    var lines = [rule(width)]
    let again = "unwrap learn \(slug) --review"
    switch outcome {
    case .passed(let score, let outOf, let skipped):
      lines.append(
        say(
          style.success("Review complete: \(score) of \(outOf) right\(Self.andSkipped(skipped))."))
      )
    case .failed(let score, let outOf, let needed, let skipped):
      lines.append(
        say(
          style.failure(
            "\(score) of \(outOf) right\(Self.andSkipped(skipped)); the review needs \(needed).")))
      lines.append(say("Try it again with: \(again)", keeping: again))
    case .skipped:
      lines.append(say("Review skipped. Take it any time with: \(again)", keeping: again))
    case .ended(let answered, let skipped, let outOf):
      lines.append(
        say(
          Self.endedEarly(answered: answered, skipped: skipped, outOf: outOf) + again,
          keeping: again))
    }
    let earned =
      awarded > 0 ? style.bold("+\(awarded) points") : "No new points"
    lines.append(say("\(earned) · \(total) in total"))
    if let next {
      let command = "unwrap learn \(next.slug)"
      lines.append(say("Next: \(next.title) · \(command)", keeping: command))
    } else {
      lines.append("You have reviewed every section. Well done!")
    }
    return lines
  }

  /// The rows the summary after an all-at-once answer takes at a terminal `columns` wide, and the
  /// shell's prompt after it: a failed review's, with a section and a next section whose slugs and
  /// title are as long as the longest the course has, so it is never more than this.
  func summaryRows(columns: Int) -> Int {
    let long = String(repeating: "x", count: 40)
    let lines = summaryLines(
      outcome: .failed(score: 11, outOf: 12, needed: 12, skipped: 12), slug: long,
      awarded: 99_999, total: 999_999, next: (long, long), width: renderer(columns: columns).width)
    return lines.joined(separator: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).count + 1
  }
}
