/// Runs one Learn session: lesson, postscript, review, summary, awarding points through the store as it goes.
///
/// It decides what comes next and what is earned; it never prints. Points are saved the moment they
/// are earned, so a session cut short (end of input, Ctrl-C) keeps everything awarded until then;
/// a save that fails ends the session there, throwing what went wrong (the command exits 74), and
/// what was saved before it is kept.
public final class LearnCoordinator {
  /// How a session ended.
  public enum Ending: Equatable, Sendable {
    case finished(LearnSummary)
    /// Input ended before the session did; what was earned is saved.
    case inputEnded
  }

  /// In single-selection reviews, how many statements are asked (half true, half false, the least
  /// a single review loads with) and how many must be right to pass.
  public static let singleQuestionCount = 2 * ReviewType.single.minimumStatementsPerSide
  public static let singlePassMark = 6

  private let library: ContentLibrary
  private let store: any ProgressStore
  private let clock: any Clock
  private var random: SeededGenerator
  private unowned let interface: any LearnInterface

  public init(
    library: ContentLibrary, store: any ProgressStore, clock: any Clock, random: SeededGenerator,
    interface: any LearnInterface
  ) {
    self.library = library
    self.store = store
    self.clock = clock
    self.random = random
    self.interface = interface
  }

  /// Runs a section. With `reviewOnly` the lesson is skipped and the session starts at the review.
  public func run(section: Section, reviewOnly: Bool = false) throws -> Ending {
    var awarded = 0
    if !reviewOnly {
      interface.show(.lesson(section))
      if let postscript = section.postscript {
        interface.show(.postscript(postscript))
      }
      guard let start = askToStartReview(section) else { return .inputEnded }
      awarded += try store.update { $0.markRead(section.slug, on: clock.today) }
      // s skips the review; q quits it before its first answer, which is a skipped review too.
      if !start {
        return .finished(try summary(for: section, outcome: .skipped, awarded: awarded))
      }
    }
    let outcome: ReviewOutcome?
    switch section.review.reviewType {
    case .single: outcome = try askOneByOne(section.review, slug: section.slug)
    case .multiple: outcome = try askAllAtOnce(section.review, slug: section.slug)
    }
    guard let outcome else { return .inputEnded }
    if case .passed = outcome {
      awarded += try store.update { $0.markReviewed(section.slug, on: clock.today) }
    }
    return .finished(try summary(for: section, outcome: outcome, awarded: awarded))
  }

  /// Asks whether to start the review: Enter starts it (true), `s` skips it and `q` quits (false),
  /// anything else is asked again. Nil when input ended.
  private func askToStartReview(_ section: Section) -> Bool? {
    while true {
      guard let reply = interface.ask(.startReview(title: section.title)) else { return nil }
      if reply.trimmingSpaces().isEmpty { return true }
      switch AnswerReader.key(reply) {
      case .skip?, .quit?: return false
      case .hint?, nil:
        interface.show(
          .notUnderstood("Press Enter to start the review, s to skip it, or q to quit."))
      }
    }
  }

  /// The id spaced review knows a statement by: `section:correct:2` or `section:wrong:0`.
  static func statementID(_ statement: ReviewStatement, in review: Review, slug: String) -> String {
    if let index = review.correct.firstIndex(of: statement) { return "\(slug):correct:\(index)" }
    return "\(slug):wrong:\(review.wrong.firstIndex(of: statement) ?? 0)"
  }

  /// Asks eight statements, half true and half false, one at a time. Nil when input ended. Each
  /// answer is saved before its verdict is shown; one that cannot be saved ends the review there,
  /// throwing what went wrong, so no later answer is judged only to be lost.
  private func askOneByOne(_ review: Review, slug: String) throws -> ReviewOutcome? {
    let half = Self.singleQuestionCount / 2
    var picked = review.correct.shuffled(using: &random).prefix(half).map { ($0, true) }
    picked += review.wrong.shuffled(using: &random).prefix(half).map { ($0, false) }
    picked.shuffle(using: &random)
    var score = 0
    var answered = 0
    var skipped = 0
    for (index, (statement, isTrue)) in picked.enumerated() {
      let question = TrueOrFalseQuestion(
        number: index + 1, total: picked.count, question: review.question, statement: statement)
      answering: while true {
        guard let line = interface.ask(.trueOrFalse(question)) else { return nil }
        // q ends the review early: what was answered is already saved, and the review is not
        // passed. Only a review quit before any statement was answered or skipped is a skipped one.
        if AnswerReader.isQuit(line) {
          return answered + skipped == 0
            ? .skipped : .ended(answered: answered, skipped: skipped, outOf: picked.count)
        }
        switch TrueFalseReply(line) {
        case .answer(let answer):
          answered += 1
          let right = answer == isTrue
          if right { score += 1 }
          try store.update {
            $0.recordReviewAnswer(
              Self.statementID(statement, in: review, slug: slug), correctly: right, on: clock.today
            )
          }
          interface.show(
            .statementVerdict(
              StatementVerdict(wasRight: right, statementIsTrue: isTrue, reason: statement.reason)))
          break answering
        case .hint:
          interface.show(.hint(review.hint))
        case .skip:
          // s skips this statement: it counts as not right, and the card stays as it was; the
          // day is active from here, as it is from a skipped practice or challenge question.
          try store.update { $0.recordSkippedReviewStatement(on: clock.today) }
          skipped += 1
          interface.show(
            .statementVerdict(
              StatementVerdict(
                wasRight: false, statementIsTrue: isTrue, reason: statement.reason,
                wasSkipped: true)))
          break answering
        case .unrecognized:
          interface.show(
            .notUnderstood(
              "Answer t for true or f for false (h for a hint, s to skip this one, q to quit).")
          )
        }
      }
    }
    return score >= Self.singlePassMark
      ? .passed(score: score, outOf: picked.count, skipped: skipped)
      : .failed(score: score, outOf: picked.count, needed: Self.singlePassMark, skipped: skipped)
  }

  /// Shows all twelve statements and asks for the numbers of the true ones. Nil when input ended;
  /// throws, showing no verdict, when the answer cannot be saved.
  private func askAllAtOnce(_ review: Review, slug: String) throws -> ReviewOutcome? {
    var rows = review.correct.map { ($0, true) } + review.wrong.map { ($0, false) }
    rows.shuffle(using: &random)
    let question = SelectionQuestion(question: review.question, statements: rows.map(\.0))
    while true {
      guard let line = interface.ask(.selectTrue(question)) else { return nil }
      // One question holds every statement, so skipping it and quitting both end the review.
      if AnswerReader.isQuit(line) { return .skipped }
      if Self.isListAgain(line) {
        interface.show(.selectionStatements(question))
        continue
      }
      switch NumberListReply(line, count: rows.count) {
      case .numbers(let numbers):
        let picked = Set(numbers)
        let verdictRows = rows.enumerated().map { index, row in
          SelectionVerdict.Row(
            number: index + 1, statement: row.0, isTrue: row.1,
            wasPicked: picked.contains(index + 1))
        }
        let right = verdictRows.allSatisfy { $0.isTrue == $0.wasPicked }
        try store.update { progress in
          for row in verdictRows {
            progress.recordReviewAnswer(
              Self.statementID(row.statement, in: review, slug: slug),
              correctly: row.isTrue == row.wasPicked, on: clock.today)
          }
        }
        interface.show(.selectionVerdict(SelectionVerdict(wasRight: right, rows: verdictRows)))
        let score = verdictRows.filter { $0.isTrue == $0.wasPicked }.count
        return right
          ? .passed(score: score, outOf: rows.count)
          : .failed(score: score, outOf: rows.count, needed: rows.count)
      case .hint:
        interface.show(.hint(review.hint))
      case .skip:
        return .skipped
      case .unrecognized(let why):
        interface.show(
          .notUnderstood(
            why
              + " Enter the numbers of every true statement, like 1 4 7 (l to list them again,"
              + " h for a hint, s to skip, q to quit)."
          )
        )
      }
    }
  }

  /// `l` or `list` at the all-at-once question, in any case: list its statements again (they
  /// may have scrolled away), then ask again.
  static func isListAgain(_ line: String) -> Bool {
    ["l", "list"].contains(ReplyText.normalized(line))
  }

  private func summary(for section: Section, outcome: ReviewOutcome, awarded: Int) throws
    -> LearnSummary
  {
    let progress = try store.load()
    let titles = library.sectionTitles()
    let next = LearnPlanner(syllabus: library.syllabus).nextSection(
      after: section.slug, progress: progress)
    return LearnSummary(
      sectionTitle: section.title, sectionSlug: section.slug, outcome: outcome,
      pointsAwarded: awarded, totalPoints: progress.points.total,
      next: next.map { ($0, titles[$0] ?? $0) })
  }
}
