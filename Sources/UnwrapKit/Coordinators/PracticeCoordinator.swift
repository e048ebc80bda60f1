/// Runs practice sessions for any activity: picks the items, asks, judges through the activity, and
/// awards points when the session ends. Activities know nothing of sessions; this knows nothing of rendering.
public final class PracticeCoordinator {
  /// How a session ended.
  public enum Ending: Equatable, Sendable {
    case finished(PracticeSummary)
    /// The learner typed `s`: no points, no session counted.
    case skipped
    /// Input ended: nothing is awarded for an unfinished session.
    case inputEnded
  }

  public static let questionsPerSession = 10

  private let store: any ProgressStore
  private let clock: any Clock
  private var random: SeededGenerator
  private unowned let interface: any PracticeInterface

  public init(
    store: any ProgressStore, clock: any Clock, random: SeededGenerator,
    interface: any PracticeInterface
  ) {
    self.store = store
    self.clock = clock
    self.random = random
    self.interface = interface
  }

  /// Whether an activity is open to this learner: its unlock section has been read.
  public static func isUnlocked(_ activity: any PracticeActivity, progress: LearnerProgress) -> Bool
  {
    progress.hasRead(activity.info.unlockSection)
  }

  /// Runs one session of up to ten questions the learner has not seen for longest.
  public func runSession(_ activity: any PracticeActivity) throws -> Ending {
    let progress = try store.load()
    let available = activity.availableItems(hasRead: progress.hasRead)
    let items = ItemPicker.pick(
      count: Self.questionsPerSession, from: available,
      recent: progress.practice[activity.info.id]?.recent ?? [],
      random: &random)
    var correct = 0
    if let notice = activity.sessionNotice { interface.show(notice) }
    for (index, item) in items.enumerated() {
      let question = try activity.makeQuestion(
        itemID: item, hasRead: progress.hasRead, random: &random)
      interface.show(
        .question(
          SessionQuestion(
            number: index + 1, total: items.count, activityTitle: activity.info.title,
            screen: question.screen)))
      switch AnswerReader(interface: interface).ask(question) {
      case .none: return .inputEnded
      case .skip?, .end?:
        interface.show(.skipped(activityTitle: activity.info.title))
        return .skipped
      case .answer(let answer)?:
        var verdict = question.judge(answer)
        interface.show(.verdict(verdict))
        // Free Coding may be tried again until right, or given up with `s`.
        while !verdict.isCorrect, question.allowsRetry {
          interface.show(.tryAgain)
          guard let retry = AnswerReader(interface: interface).ask(question) else {
            return .inputEnded
          }
          guard case .answer(let again) = retry else { break }
          verdict = question.judge(again)
          interface.show(.verdict(verdict))
        }
        if verdict.isCorrect { correct += 1 }
      }
    }
    let day = clock.today
    let (awarded, after) = try store.update { progress in
      let points = progress.recordPracticeSession(
        activity: activity.info.id, correct: correct, items: items, on: day)
      return (points, progress)
    }
    return .finished(
      PracticeSummary(
        activityTitle: activity.info.title, correct: correct, total: items.count,
        pointsAwarded: awarded,
        totalPoints: after.points.total,
        sessionsCompleted: after.practice[activity.info.id]?.sessions ?? 0))
  }
}
