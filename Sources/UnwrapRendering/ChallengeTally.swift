import UnwrapKit

/// How a day's challenge went, in the same words wherever it is told (the end of the challenge,
/// running it again, the share line), so one left early says where it was left and which questions
/// were skipped or never reached, not only how many were right.
public struct ChallengeTally: Equatable, Sendable {
  public var total: Int
  public var right: Int
  public var wrong = 0
  public var skipped: Int
  public var notReached = 0
  /// The last question answered or skipped when the challenge was left early (`q`, Ctrl-C or the
  /// end of input); nil when it was finished, or saved before each question's mark was kept.
  public var leftAfter: Int?

  public init(_ result: ChallengeResult) {
    total = result.total
    right = result.correct
    skipped = result.skipped
    guard result.marks != nil else { return }
    let marks = result.allMarks
    right = marks.count { $0 == .right }
    wrong = marks.count { $0 == .wrong }
    skipped = marks.count { $0 == .skipped }
    notReached = marks.count { $0 == .notReached }
    if result.endedEarly { leftAfter = marks.count - notReached }
  }

  /// `7 of 10 right, 2 skipped`; left early, `0 right, 3 skipped, 7 not reached` (each kind there
  /// is, and always how many were right).
  public var counts: String {
    guard leftAfter != nil else {
      return "\(right) of \(total) right" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
    let others = [(wrong, "wrong"), (skipped, "skipped"), (notReached, "not reached")]
      .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return (["\(right) right"] + others).joined(separator: ", ")
  }

  /// What is done of a challenge still being answered: `3 of 10 done (1 right, 2 skipped)`. A skip
  /// is told as a skip, never as an answer.
  public var soFar: String {
    let done = leftAfter ?? (right + wrong + skipped)
    let kinds = [(right, "right"), (wrong, "wrong"), (skipped, "skipped")].filter { $0.0 > 0 }
      .map { "\($0.0) \($0.1)" }
    return "\(done) of \(total) done" + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
  }

  /// `left after question 3`, for a challenge left early.
  public var ending: String? { leftAfter.map { "left after question \($0)" } }
}
