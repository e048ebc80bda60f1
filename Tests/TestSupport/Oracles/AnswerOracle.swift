import UnwrapKit

/// Works out, in process, the answers a Learn review will need for a seed: the same coordinator code
/// with the same seed asks the same statements in the same order, in the binary or in process.
public final class AnswerOracle: LearnInterface {
  let review: Review
  public private(set) var answers: [String] = []

  init(review: Review) {
    self.review = review
  }

  public func show(_ screen: LearnScreen) {}

  public func ask(_ prompt: LearnPrompt) -> String? {
    let answer: String
    switch prompt {
    case .startReview: answer = ""
    case .trueOrFalse(let question):
      answer = review.correct.contains(question.statement) ? "t" : "f"
    case .selectTrue(let question):
      answer = question.statements.enumerated().filter { review.correct.contains($0.element) }
        .map { "\($0.offset + 1)" }.joined(separator: " ")
    }
    answers.append(answer)
    return answer
  }

  /// Every line a learner types to read `slug` and answer its whole review right, on 2026-04-01.
  public static func answers(
    for slug: String, seed: UInt64, library given: ContentLibrary? = nil
  ) throws -> [String] {
    let library = try given ?? ContentLibrary.builtIn()
    let section = try library.section(slug)
    let oracle = AnswerOracle(review: section.review)
    let ending = try LearnCoordinator(
      library: library, store: InMemoryProgressStore(), clock: FixedClock(Day("2026-04-01")!),
      random: SeededGenerator(seed: seed), interface: oracle
    ).run(section: section)
    guard case .finished(let summary) = ending, summary.pointsAwarded == 200 else {
      throw OracleError.notAllRight(slug: slug, ending: "\(ending)")
    }
    return oracle.answers
  }
}

/// The oracle's own answers did not pass the review in process: the test cannot trust them.
public enum OracleError: Error {
  case notAllRight(slug: String, ending: String)
}
