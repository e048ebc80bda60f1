/// Runs practice sessions for any activity: picks the items, asks, judges through the activity, and
/// saves each answer the moment it settles. Activities know nothing of sessions; this knows nothing
/// of rendering.
public final class PracticeCoordinator {
  /// How a session ended. Right answers are saved as they are given, so every ending keeps them.
  public enum Ending: Equatable, Sendable {
    /// Every question was asked, or the learner typed `q` (`summary.endedEarly`).
    case finished(PracticeSummary)
    /// Input ended before the last question; the answers given so far are saved.
    case inputEnded(PracticeSummary)
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
    var answered = 0
    /// Questions given an answer of the learner's own, not only skipped.
    var tried = 0
    var stopped: Stop?
    var choices = SessionChoices()
    if let notice = activity.sessionNotice { interface.show(notice) }
    asking: for (index, item) in items.enumerated() {
      let question = try activity.question(
        itemID: item, hasRead: progress.hasRead, session: &choices, random: &random)
      interface.show(
        .question(
          SessionQuestion(
            number: index + 1, total: items.count, activityTitle: activity.info.title,
            screen: question.screen)))
      let settled = try settle(question)
      if settled.tried { tried += 1 }
      if let right = settled.right {
        answered += 1
        if right { correct += 1 }
        // The day the answer is given, read at each: one after midnight counts on the new day.
        let day = clock.today
        try store.update { progress in
          progress.recordPracticeAnswer(
            activity: activity.info.id, item: item, correctly: right, on: day)
        }
      }
      if let stop = settled.stop {
        stopped = stop
        break asking
      }
    }
    let day = clock.today
    let after = try store.update { progress -> LearnerProgress in
      // A session with no questions (nothing the learner has read yet) is not a session, and nor is
      // one where every question was skipped: it counts towards a badge only when practised.
      if stopped == nil, !items.isEmpty, tried > 0 {
        progress.completePracticeSession(activity: activity.info.id, on: day)
      }
      return progress
    }
    let summary = PracticeSummary(
      activityTitle: activity.info.title, correct: correct, total: items.count,
      answered: answered,
      pointsAwarded: ProgressBounds.points(PointValues.practiceAnswer, times: correct),
      totalPoints: after.points.total,
      sessionsCompleted: after.practice[activity.info.id]?.sessions ?? 0,
      endedEarly: stopped != nil, everyQuestionSkipped: tried == 0 && !items.isEmpty)
    return stopped == .inputEnded ? .inputEnded(summary) : .finished(summary)
  }

  private enum Stop: Equatable {
    case quit
    case inputEnded
  }

  /// Asks one question until it settles. `right` is nil when the question was never answered nor
  /// skipped (the session stopped at it); `stop` says the session ends after this question; `tried`
  /// says the learner gave at least one answer of their own.
  private func settle(_ question: PracticeQuestion) throws -> (
    right: Bool?, stop: Stop?, tried: Bool
  ) {
    switch AnswerReader(interface: interface).ask(question) {
    case nil: return (nil, .inputEnded, false)
    case .quit?: return (nil, .quit, false)
    case .skip?:
      interface.show(.questionSkipped)
      interface.show(.answerAfterSkip(question.answerShown))
      return (false, nil, false)
    case .answer(let answer)?:
      var verdict = try interface.judging { try question.judge(answer) }
      interface.show(.verdict(verdict))
      // Free Coding may be tried again until right, skipped with `s`, or the session ended with `q`.
      while !verdict.isCorrect, question.allowsRetry {
        interface.show(.tryAgain)
        switch AnswerReader(interface: interface).ask(question) {
        case nil: return (false, .inputEnded, true)
        case .quit?: return (false, .quit, true)
        case .skip?:
          interface.show(.questionSkipped)
          interface.show(.answerAfterSkip(question.answerShown))
          return (false, nil, true)
        case .answer(let again)?:
          verdict = try interface.judging { try question.judge(again) }
          interface.show(.verdict(verdict))
        }
      }
      return (verdict.isCorrect, nil, true)
    }
  }
}
