import UnwrapKit
import UnwrapRendering

extension TerminalPracticeUI {
  /// The challenge's rules before its first question; for one going on at an answer that could not
  /// be judged, where it goes on, what is done and the skips left.
  static func rulesText(_ rules: ChallengeRules) -> String {
    let keys = "Type h for a hint, s to skip a question"
    let end = "and q to end the challenge early and keep your score so far."
    guard let so = rules.continuing else {
      return
        "Today's challenge: \(rules.questions) questions, one attempt each, \(rules.pointsPerAnswer) points per right answer. \(keys) (up to \(rules.maximumSkips) skips; a skip is not right), \(end)"
    }
    let next = (so.marks?.count ?? 0) + 1
    let left = max(0, rules.maximumSkips - so.skipped)
    let skips =
      left == 0
      ? "Type h for a hint (all \(rules.maximumSkips) skips are used) \(end)"
      : "\(keys) (\(left) skip\(left == 1 ? "" : "s") left; a skip is not right), \(end)"
    return
      "Continuing today's challenge at question \(next) of \(rules.questions), the one that could not be judged: \(ChallengeTally(so).soFar), \(so.points) points so far. One attempt each, \(rules.pointsPerAnswer) points per right answer. \(skips)"
  }
}
