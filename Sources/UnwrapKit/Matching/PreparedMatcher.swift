/// A question's matcher, built when the first answer to it is judged and kept for every retry: making
/// the question stays cheap, and its references are normalized once per question.
final class PreparedMatcher: Sendable {
  private let references: [String]
  private let lock = Lock()
  private nonisolated(unsafe) var built: AnswerMatcher?

  init(references: [String]) {
    self.references = references
  }

  var matcher: AnswerMatcher {
    lock.withLock {
      if let built { return built }
      let matcher = AnswerMatcher(references: references)
      built = matcher
      return matcher
    }
  }
}
