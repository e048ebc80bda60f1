import UnwrapKit

/// Answers a daily challenge in process: right, except the skips and wrong answers it is told.
public final class ChallengeOracle: PracticeInterface {
  var questions: [PracticeQuestion] = []
  var current = 0
  let skipAt: Set<Int>
  let wrongAt: Set<Int>
  public private(set) var typed: [String] = []
  private var pending: [String] = []

  public init(skipAt: Set<Int>, wrongAt: Set<Int>) {
    self.skipAt = skipAt
    self.wrongAt = wrongAt
  }

  public func show(_ screen: PracticeScreen) {
    if case .question(let question) = screen { current = question.number }
  }

  public func ask(_ prompt: PracticePrompt) -> String? {
    if case .nextLine = prompt {
      let line = pending.removeFirst()
      typed.append(line)
      return line
    }
    let question = questions[current - 1]
    if skipAt.contains(current) {
      typed.append("s")
      return "s"
    }
    let wrong = wrongAt.contains(current)
    switch question.screen.answerKind {
    case .lines:
      var lines = question.expectedAnswer.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      if wrong { lines[0] += " nope" }
      let first = lines.removeFirst()
      pending = lines
      typed.append(first)
      return first
    case .code:
      let code = wrong ? "let unrelated = 1" : question.expectedAnswer
      typed +=
        code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["."]
      return code
    case .trueOrFalse:
      let answer = (question.expectedAnswer == "true") != wrong ? "t" : "f"
      typed.append(answer)
      return answer
    default:
      var numbers = question.expectedAnswer.split(separator: " ").map(String.init)
      if wrong {
        // Another order may compile and print the same (Rearrange judges by running), so take the
        // first rearrangement the question itself calls wrong.
        let candidates =
          (numbers.count > 1
            ? [Array(numbers.reversed())]
              + (1..<numbers.count).map { Array(numbers[$0...] + numbers[..<$0]) }
              + [Array(numbers.dropLast())]
            : []) + [[numbers[0] == "1" ? "2" : "1"]]
        numbers =
          candidates.first { candidate in
            // A "numbers" answer is a set (the parser sorts it); an order is kept as typed.
            let parsed = candidate.compactMap { Int($0) }
            let isSet: Bool
            if case .numbers = question.screen.answerKind { isSet = true } else { isSet = false }
            let verdict = try? question.judge(
              .numbers(isSet ? Array(Set(parsed)).sorted() : parsed))
            return verdict?.isCorrect == false
          } ?? candidates[0]
      }
      let line = numbers.joined(separator: " ")
      typed.append(line)
      return line
    }
  }

  /// The lines a learner types in `unwrap challenge` on `day` with no progress, answering right
  /// except at the question numbers in `skipAt` and `wrongAt`.
  public static func typedChallenge(
    day: Day, skipAt: Set<Int>, wrongAt: Set<Int>, library: ContentLibrary,
    toolchain: (any CodeRunner)?
  ) throws -> [String] {
    let oracle = ChallengeOracle(skipAt: skipAt, wrongAt: wrongAt)
    let real = try PracticeCatalog(library: library, toolchain: toolchain)
    let catalog = PracticeCatalog(
      activities: real.activities.map { OracleFeedingActivity($0, oracle: oracle) })
    _ = try ChallengeCoordinator(
      catalog: catalog, store: InMemoryProgressStore(), clock: FixedClock(day),
      random: SeededGenerator(seed: ChallengeCoordinator.seed(for: day)), interface: oracle
    ).run()
    return oracle.typed
  }
}

/// Records questions, in the order they are made, into the oracle.
final class OracleFeedingActivity: PracticeActivity, @unchecked Sendable {
  let wrapped: any PracticeActivity
  let oracle: ChallengeOracle
  init(_ wrapped: any PracticeActivity, oracle: ChallengeOracle) {
    self.wrapped = wrapped
    self.oracle = oracle
  }
  var info: ActivityInfo { wrapped.info }
  func availableItems(hasRead: (String) -> Bool) -> [String] {
    wrapped.availableItems(hasRead: hasRead)
  }
  func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion {
    let question = try wrapped.makeQuestion(itemID: itemID, random: &random)
    oracle.questions.append(question)
    return question
  }
  func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    let question = try wrapped.makeQuestion(
      itemID: itemID, hasRead: hasRead, session: &session, random: &random)
    oracle.questions.append(question)
    return question
  }
}
