/// Runs the daily challenge with the practice activities, unchanged: ten questions (each activity's
/// `challengeQuestions` in `ActivityRegistry`: 3 Spot the Error, 2 Rearrange the Lines, 2 Tap to Code,
/// 1 Predict the Output, 1 Free Coding, 1 Type Checker) in a shuffled order, one attempt each, 50 points
/// per right answer, up to three skips, once a day.
public final class ChallengeCoordinator {
  public static let composition: [(activity: String, count: Int)] = ActivityRegistry.all
    .filter { $0.challengeQuestions > 0 }.map { ($0.info.id, $0.challengeQuestions) }
  public static let maximumSkips = 3

  /// The seed for a day's challenge: the same questions all day, different ones the next.
  public static func seed(for day: Day) -> UInt64 {
    UInt64(day.year * 10_000 + day.month * 100 + day.day)
  }

  public enum Ending: Equatable, Sendable {
    case finished(ChallengeSummary)
    /// Today's challenge was already taken.
    case alreadyTaken(ChallengeResult)
    /// Input ended; the score so far was recorded.
    case inputEnded(ChallengeSummary)
    /// The challenge ended (by `q` or the end of input) before this run's first answer or skip:
    /// nothing was recorded and today's challenge is still open (one going on at an answer that
    /// could not be judged stays as it was, open at that answer).
    case leftUnanswered(inputEnded: Bool)
    /// Today's challenge is open in another unwrap on the same progress: nothing was asked or changed.
    case openElsewhere
    /// Another run saved today's challenge while this one was open (only a store that lets two runs
    /// hold it, or a reset, allows that): this run stopped without saving over it or earning more.
    case savedElsewhere
  }

  private let catalog: PracticeCatalog
  private let store: any ProgressStore
  private let clock: any Clock
  private var random: SeededGenerator
  private unowned let interface: any PracticeInterface

  public init(
    catalog: PracticeCatalog, store: any ProgressStore, clock: any Clock, random: SeededGenerator,
    interface: any PracticeInterface
  ) {
    self.catalog = catalog
    self.store = store
    self.clock = clock
    self.random = random
    self.interface = interface
  }

  /// Today's ten questions, drawn without unlock rules.
  /// Today's items, in the order they are asked. Each question is built only when it is reached
  /// (`question(for:choices:)`), so a learner who quits after one never pays for the other nine; the
  /// random stream is drawn in the same order either way, so a seed still gives the same challenge.
  func plan() -> [(activity: any PracticeActivity, item: String)] {
    var picked: [(activity: any PracticeActivity, item: String)] = []
    for (id, count) in Self.composition {
      guard let activity = catalog.activity(id: id) else { continue }
      let items = activity.allItemsSorted().shuffled(using: &random)
      picked += items.prefix(count).map { (activity, $0) }
    }
    picked.shuffle(using: &random)
    return picked
  }

  /// One question of today's, varied from those before it (`choices`: its Spot the Error questions
  /// plant different kinds of mistake).
  private func question(
    for entry: (activity: any PracticeActivity, item: String), choices: inout SessionChoices
  ) throws -> PracticeQuestion {
    var question = try entry.activity.question(
      itemID: entry.item, hasRead: { _ in true }, session: &choices, random: &random)
    question.allowsRetry = false
    return question
  }

  /// Runs today's challenge, saving it after every question so that `q`, an interrupt or the end of
  /// input all keep the score so far. It counts from the first answer or skip, like a daily puzzle
  /// from its first guess: one left before that records nothing (no result, no active day for the
  /// streak) and stays open. One run at a time holds today's challenge (`ExclusiveSession`), and
  /// each save goes over only this run's last one, so it is paid for once whatever runs beside it.
  ///
  /// An answer unwrap could not judge (`JudgingFailure`) is not the learner's doing: its error ends
  /// the run as in every session, nothing recorded for it, but the result saved so far is kept open
  /// (`ChallengeResult.canContinue`), and the next run that day asks that question again (the seed
  /// saved with it draws the same questions, whatever `--seed` that run has) and goes on. A skip,
  /// `q`, an interrupt or the end of input leaves it as ever.
  ///
  /// The progress is read once, after the claim is taken, so a challenge another unwrap took before
  /// it is seen. `beforeAsking` runs only when the challenge is still to take, before its rules are
  /// shown (the command checks the temporary folder there); what it throws ends the run unchanged.
  public func run(beforeAsking: () throws -> Void = {}) throws -> Ending {
    try run(on: clock.today, beforeAsking: beforeAsking)
  }

  /// Runs the challenge of `day`, the day it was started on, whose seed chose the questions (the
  /// command reads the clock once for both): its result stays that day's however late it ends.
  /// Each answer makes active the day it is given on, so one after midnight counts for the streak
  /// on the day it was given, as in every session.
  public func run(on day: Day, beforeAsking: () throws -> Void = {}) throws -> Ending {
    guard let claim = try store.claim(.challenge) else { return .openElsewhere }
    defer { claim.release() }
    // One stopped by an answer unwrap could not judge goes on at that answer, the same questions
    // drawn again with the seed that drew them (whatever `--seed` says now); any other is taken.
    let stored = try store.load().challenges[day]
    if let stored, stored.canContinue, let seed = stored.seed {
      random = SeededGenerator(seed: seed)
    }
    let questions = plan()
    if let stored, !Self.continues(stored, questions: questions.count) {
      return .alreadyTaken(stored)
    }
    try beforeAsking()
    interface.show(
      .challengeRules(
        ChallengeRules(
          questions: questions.count, pointsPerAnswer: PointValues.challengeAnswer,
          maximumSkips: Self.maximumSkips, continuing: stored)))
    // What no compiler changes for today's activities (Free Coding and Rearrange judged by matching
    // alone), said once each before the first question, as a practice session says it.
    var notices: [PracticeScreen] = []
    for entry in questions {
      if let notice = entry.activity.sessionNotice, !notices.contains(notice) {
        notices.append(notice)
      }
    }
    notices.forEach(interface.show)
    var result =
      stored
      ?? ChallengeResult(
        correct: 0, total: questions.count, skipped: 0, points: 0, endedEarly: true, marks: "")
    result.canContinue = false
    result.seed = nil
    var inputEnded = false
    var choices = SessionChoices()
    // The questions asked before are built again, unasked, so the seeded generator and the
    // session's choices stand where they stood at the question that was not judged.
    let done = stored?.marks?.count ?? 0
    for entry in questions.prefix(done) { _ = try question(for: entry, choices: &choices) }
    var lastSaved = stored
    var answeredOn = day
    var given = 0
    asking: for (index, entry) in questions.enumerated().dropFirst(done) {
      let question = try question(for: entry, choices: &choices)
      let title = "Daily challenge · " + entry.activity.info.title
      interface.show(
        .question(
          SessionQuestion(
            number: index + 1, total: questions.count, activityTitle: title, screen: question.screen
          )))
      var earned = 0
      while true {
        switch AnswerReader(interface: interface).ask(question) {
        case nil:
          inputEnded = true
          break asking
        case .quit?:
          break asking
        case .skip?:
          guard result.skipped < Self.maximumSkips else {
            interface.show(
              .notUnderstood(
                "You have used all \(Self.maximumSkips) skips: answer this one, or type q to end the challenge."
              ))
            continue
          }
          result.skipped += 1
          result.marks?.append("-")
          interface.show(.challengeSkipped(left: Self.maximumSkips - result.skipped))
          // As after a wrong answer: each question is asked once, so the answer cannot be used.
          interface.show(.answerAfterSkip(question.answerShown))
        case .answer(let answer)?:
          let verdict: PracticeVerdict
          do {
            verdict = try interface.judging { try question.judge(answer) }
          } catch let failure where JudgingFailure.matches(failure) {
            // Not the learner's doing: the challenge stays open at this question, then the error
            // ends the run as it would any session.
            guard try keepOpen(lastSaved, on: day, answeredOn: answeredOn) else {
              return .savedElsewhere
            }
            throw failure
          }
          if verdict.isCorrect {
            result.correct += 1
            earned = PointValues.challengeAnswer
            result.points += earned
          }
          result.marks?.append(verdict.isCorrect ? "✓" : "✗")
          interface.show(.verdict(verdict))
        }
        break
      }
      result.endedEarly = index + 1 < questions.count
      let saved = result
      let previous = lastSaved
      answeredOn = clock.today
      let givenOn = answeredOn
      guard
        try store.update({
          $0.saveChallenge(saved, over: previous, awarding: earned, on: day, answeredOn: givenOn)
        })
      else { return .savedElsewhere }
      lastSaved = saved
      given += 1
    }
    // Left before this run's first answer or skip: nothing more is recorded, and the challenge
    // stays as it was, open.
    if given == 0 { return .leftUnanswered(inputEnded: inputEnded) }
    let final = result
    let previous = lastSaved
    let lastGiven = answeredOn
    let total = try store.update { progress -> Int? in
      guard
        progress.saveChallenge(final, over: previous, awarding: 0, on: day, answeredOn: lastGiven)
      else { return nil }
      return progress.points.total
    }
    guard let total else { return .savedElsewhere }
    let summary = ChallengeSummary(day: day, result: result, totalPoints: total)
    return inputEnded ? .inputEnded(summary) : .finished(summary)
  }

  /// Whether `stored`, the day's saved result, is one to go on with: stopped by an answer that was
  /// not judged, with its marks for questions of this plan and some still to ask.
  static func continues(_ stored: ChallengeResult, questions: Int) -> Bool {
    guard stored.canContinue, let marks = stored.marks else { return false }
    return stored.total == questions && marks.count < questions
  }

  /// Marks the challenge saved last (`saved`, nil before the first answer: nothing to keep) as one
  /// to continue, with the seed that drew its questions, over itself; false when another run changed
  /// it meanwhile.
  private func keepOpen(_ saved: ChallengeResult?, on day: Day, answeredOn: Day) throws -> Bool {
    guard let saved, !saved.canContinue else { return true }
    var open = saved
    open.canContinue = true
    open.seed = random.seed
    let marked = open
    return try store.update {
      $0.saveChallenge(marked, over: saved, awarding: 0, on: day, answeredOn: answeredOn)
    }
  }
}

/// The end of a daily challenge: today's result and the new total.
public struct ChallengeSummary: Equatable, Sendable {
  public var day: Day
  public var result: ChallengeResult
  public var totalPoints: Int
}
