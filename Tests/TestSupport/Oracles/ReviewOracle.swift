import UnwrapKit

/// Answers spaced-review cards in process, right or wrong as told, by recognising each statement.
public final class ReviewOracle: PracticeInterface {
  let statements: [(screen: QuestionScreen, isTrue: Bool)]
  let right: Bool
  var current: QuestionScreen?
  public private(set) var typed: [String] = []

  public init(activity: ReviewPractice, right: Bool) throws {
    var random = SeededGenerator(seed: 0)
    statements = try activity.availableItems { _ in true }.map { id in
      let question = try activity.makeQuestion(itemID: id, random: &random)
      return (question.screen, question.expectedAnswer == "true")
    }
    self.right = right
  }

  public func show(_ screen: PracticeScreen) {
    if case .question(let question) = screen { current = question.screen }
  }

  public func ask(_ prompt: PracticePrompt) -> String? {
    let isTrue = statements.first { $0.screen == current }?.isTrue ?? true
    let answer = isTrue == right ? "t" : "f"
    typed.append(answer)
    return answer
  }

  /// The answers that are right (or wrong) for `day`'s due cards, in the order `unwrap review
  /// --seed 5` asks them: the same coordinator runs with the same seed on a copy of `progress`.
  public static func answers(progress: LearnerProgress, day: String, right: Bool) throws -> String {
    let activity = try ReviewPractice(library: ContentLibrary.builtIn())
    let oracle = try ReviewOracle(activity: activity, right: right)
    _ = try SpacedReviewCoordinator(
      activity: activity, store: InMemoryProgressStore(progress),
      clock: FixedClock(Day(day)!), random: SeededGenerator(seed: 5), interface: oracle
    ).run(limit: SpacedReviewCoordinator.defaultLimit)
    return oracle.typed.joined(separator: "\n") + "\n"
  }
}
