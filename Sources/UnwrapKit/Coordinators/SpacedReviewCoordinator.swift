/// Runs `unwrap review`: the cards due today, oldest first, up to a limit per session, each asked as true or
/// false through the Review activity and rescheduled with SM-2. Every answer is saved as it is given.
/// The session's cards are shuffled across sections and truths, never asked in file order, so they
/// cannot be answered by position.
public final class SpacedReviewCoordinator {
  public static let defaultLimit = 20

  public enum Ending: Equatable, Sendable {
    /// Cards were asked: what was answered, skipped, not reached or left past the limit.
    case finished(SpacedReviewSummary)
    case nothingDue(nextDue: Day?)
    case inputEnded(reviewed: Int)
    /// A review is open in another unwrap on the same progress: nothing was asked or changed.
    case openElsewhere
  }

  private let activity: ReviewPractice
  private let store: any ProgressStore
  private let clock: any Clock
  private var random: SeededGenerator
  private unowned let interface: any PracticeInterface

  public init(
    activity: ReviewPractice, store: any ProgressStore, clock: any Clock, random: SeededGenerator,
    interface: any PracticeInterface
  ) {
    self.activity = activity
    self.store = store
    self.clock = clock
    self.random = random
    self.interface = interface
  }

  /// Schedules the statements of sections reviewed before spaced review existed, once, spread over
  /// the coming days at the daily limit.
  public static func seedOlderProgress(
    _ progress: inout LearnerProgress, activity: ReviewPractice, today: Day, perDay: Int
  ) {
    guard !progress.reviewCardsSeeded else { return }
    let reviewed = activity.availableItems { progress.hasReviewed($0) }
    progress.scheduleUnseenStatements(reviewed, from: today, perDay: perDay)
    progress.reviewCardsSeeded = true
  }

  /// Seeds older progress in the store, once, and returns the progress as it now is. A fresh learner's
  /// progress needs nothing, so nothing is written for them.
  public static func seedOlderProgress(
    in store: any ProgressStore, activity: ReviewPractice, today: Day
  ) throws
    -> LearnerProgress
  {
    let progress = try store.load()
    guard !progress.reviewCardsSeeded else { return progress }
    return try store.update { progress -> LearnerProgress in
      seedOlderProgress(&progress, activity: activity, today: today, perDay: defaultLimit)
      return progress
    }
  }

  /// Asks up to `limit` due cards. One run at a time holds the review (`ExclusiveSession`), and an
  /// answer counts only while its card is still due, so a due card is paid for once whatever runs
  /// beside it.
  public func run(limit: Int) throws -> Ending {
    let today = clock.today
    // Nothing to seed and nothing due: said from a plain read, with no save lock and no write (a
    // first run used to write a fresh progress file just to say so).
    let current = try store.load()
    if current.reviewCardsSeeded, activity.dueCards(of: current, on: today).isEmpty {
      return .nothingDue(nextDue: activity.nextDue(of: current, after: today))
    }
    // A folder that cannot take a save is told now, before a card is asked, not at its answer.
    try store.checkWritable()
    let due = try store.update { progress -> [(id: String, due: Day)] in
      Self.seedOlderProgress(&progress, activity: activity, today: today, perDay: limit)
      return activity.dueCards(of: progress, on: today).compactMap { id in
        progress.cards[id].map { (id, $0.due) }
      }
    }
    guard !due.isEmpty else { return .nothingDue(nextDue: try nextDue(after: today)) }
    // Claimed once there is something to pay for: nothing due needs no claim (nor its lock file).
    // A card a run beside this one answers first is still not paid twice: see the answers below.
    guard let claim = try store.claim(.spacedReview) else { return .openElsewhere }
    defer { claim.release() }
    let session = sessionOrder(due, limit: limit)
    var summary = SpacedReviewSummary(
      reviewed: 0, correct: 0, points: 0, pastLimit: due.count - session.count)
    for (index, id) in session.enumerated() {
      let question = try activity.question(itemID: id, random: &random)
      interface.show(
        .question(
          SessionQuestion(
            number: index + 1, total: session.count, activityTitle: "Review",
            screen: question.screen)))
      switch AnswerReader(interface: interface).ask(question) {
      case nil: return .inputEnded(reviewed: summary.reviewed)
      case .skip?:
        // Not answered: no points, and the card stays due.
        summary.skipped += 1
        interface.show(.cardSkipped)
      case .quit?:
        summary.notReached = session.count - index
        summary.nextDue = try nextDue(after: clock.today)
        return .finished(summary)
      case .answer(let answer)?:
        let verdict = try interface.judging { try question.judge(answer) }
        interface.show(.verdict(verdict))
        // The day the answer is given: one after midnight is scheduled from the new day (a wrong
        // one comes back the day after it, not at once) and counts on it for the streak.
        let answeredOn = clock.today
        guard
          try store.update({
            $0.recordDueReviewAnswer(id, correctly: verdict.isCorrect, on: answeredOn)
          })
        else {
          interface.show(.cardAnsweredElsewhere)
          continue
        }
        summary.reviewed += 1
        if verdict.isCorrect {
          summary.correct += 1
          summary.points += PointValues.practiceAnswer
        }
      }
    }
    summary.nextDue = try nextDue(after: clock.today)
    return .finished(summary)
  }

  /// The cards for this session: the longest overdue first (a random choice among cards due the same
  /// day), then shuffled so that no section's truths or falsehoods come in a run, as the file has them.
  private func sessionOrder(_ due: [(id: String, due: Day)], limit: Int) -> [String] {
    let chosen = due.shuffled(using: &random).enumerated()
      .sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }
      .prefix(limit).map(\.element.id)
    let fileOrder = activity.availableItems { _ in true }
    let inFileOrder = fileOrder.filter(Set(chosen).contains)
    return Shuffling.unsolved(inFileOrder, random: &random)
  }

  /// The first day after `today` on which a card that can be asked falls due.
  private func nextDue(after today: Day) throws -> Day? {
    activity.nextDue(of: try store.load(), after: today)
  }
}
