import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap challenge`: today's ten questions, once a day; or the history, or a summary to share.
struct ChallengeCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "challenge",
    abstract:
      "Take today's daily challenge: ten questions, one attempt each, 50 points per right answer.",
    discussion: """
      The questions: \(mix), shuffled, about any section, read or not. Type h for a hint, \
      s to skip a question (three skips at most; a skip is not right) and q to end the challenge, \
      which keeps today's score as it stands. Each answer is saved as it is given; Ctrl-C stops at \
      once (exit 130) and keeps the same, without the summary.

      One challenge a day: running it again shows today's score and when the next one opens. It \
      counts from your first answer or skip: left before that, nothing is recorded and it stays \
      open. One that stops because unwrap could not judge an answer (the Swift toolchain or the \
      temporary folder failed, exit 69 or 74) stays open too: running it again that day asks \
      that question again and goes on. While it is open in one unwrap, a second run says so and \
      changes nothing (exit 75).
      """)

  /// The activities a challenge asks, from `ChallengeCoordinator.composition` so the help cannot
  /// drift from it: `3 Spot the Error, 2 Tap to Code, … and 1 Type Checker`, most first.
  static var mix: String {
    // `sorted` is stable: activities with as many questions keep the registry's order.
    let parts = ChallengeCoordinator.composition.sorted { $0.count > $1.count }.map {
      "\($0.count) \(ActivityRegistry.registration(id: $0.activity)?.info.title ?? $0.activity)"
    }
    return parts.dropLast().joined(separator: ", ") + (parts.count > 1 ? " and " : "")
      + (parts.last ?? "")
  }

  @Flag(name: .long, help: "List past results, with a calendar of the last weeks.")
  var history = false

  @Flag(
    name: .long,
    help:
      "Print a short summary of today's result (until it is taken, the latest) to paste in a chat."
  )
  var share = false

  @Flag(
    name: .long,
    help: "Write the Free Coding answer in $VISUAL or $EDITOR instead of typing it here.")
  var editor = false

  @OptionGroup var options: GlobalOptions

  func validate() throws {
    guard !(history && share) else {
      throw ValidationError("--history and --share show different things: choose one.")
    }
    guard !(editor && (history || share)) else {
      throw ValidationError("--editor is for taking the challenge, not with --history or --share.")
    }
  }

  func run(in context: AppContext) throws {
    // Read once: the challenge taken is this day's, its seed and its result alike, however late
    // it ends (each answer still counts for the streak on the day it is given).
    let today = context.clock.today
    if history || share {
      let progress = try context.loadProgress()
      let view = ChallengeHistoryView(style: context.style, width: context.capabilities.width)
      // Being answered in another unwrap, today's is told as in progress, not as left early.
      let open = context.challengeOpenElsewhere(progress)
      let lines =
        history
        ? view.history(progress, today: today, openToday: open)
        : try shareLines(progress, today: today, open: open, context: context)
      lines.forEach(context.console.line)
      return
    }
    let library = try context.library()
    let catalog: PracticeCatalog
    do {
      // Only the activities a challenge draws from: no review is read.
      catalog = try PracticeCatalog(
        library: library, toolchain: context.toolchain(),
        only: Set(ChallengeCoordinator.composition.map(\.activity)))
    } catch {
      throw context.fail(error)
    }
    // The same challenge all day unless --seed says otherwise.
    let seed = options.seed ?? ChallengeCoordinator.seed(for: today)
    let ui = TerminalPracticeUI(
      console: context.console, style: context.style, width: context.capabilities.width,
      editor: editor ? try context.codeEditor() : nil,
      codeColumns: context.capabilities.codeColumns)
    ui.whyNoCompiler = { context.noCompiler }
    ui.measure = { context.capabilities.now }
    ui.checking = CheckingNotice(context.capabilities)
    let coordinator = ChallengeCoordinator(
      catalog: catalog, store: context.store, clock: context.clock,
      random: SeededGenerator(seed: seed), interface: ui)
    // A folder that takes no save is told before the challenge is claimed or read.
    try context.checkWritable()
    let compiles = editor || catalog.activities.contains(where: \.compilesAnswers)
    let ending: ChallengeCoordinator.Ending
    do {
      // The progress is read once, under the challenge's claim (`run`). A folder that cannot be
      // compiled in is told before the first question, not at the answer it would burn: each is
      // asked once.
      ending = try coordinator.run(
        on: today,
        beforeAsking: {
          if compiles { try context.checkTemporaryFolder() }
        })
    } catch {
      // The coordinator kept the challenge open at the answer it could not judge; past midnight
      // that is the day before's, and today's own is open instead.
      throw context.failSession(
        error,
        then: context.clock.today == today
          ? "Today's challenge stays open: once the problem is fixed, run `unwrap challenge` again"
            + " today to go on from this question."
          : "The challenge was \(today)'s, so it cannot go on now; today's is open (`unwrap challenge`)."
      )
    }
    let view = ChallengeHistoryView(style: context.style, width: context.capabilities.width)
    switch ending {
    case .openElsewhere:
      throw context.fail(
        "Today's challenge is open in another unwrap: finish it there. Nothing was changed here.",
        code: ExitCodes.openElsewhere)
    case .savedElsewhere:
      throw context.fail(
        "Another unwrap changed today's challenge while this one was open, so this answer was not counted and the challenge ends here.",
        code: ExitCodes.openElsewhere)
    case .alreadyTaken(let result):
      let tally = ChallengeTally(result)
      if let question = tally.leftAfter {
        context.say(
          "You left today's challenge after question \(question): \(tally.counts), \(result.points) points."
        )
      } else {
        context.say(
          "You have taken today's challenge: \(tally.counts), \(result.points) points"
            + (result.endedEarly ? " (ended early)." : "."))
      }
      context.say(
        "The next one opens tomorrow (\(today.adding(days: 1))). Meanwhile: unwrap practice",
        keeping: "unwrap practice")
    case .leftUnanswered(let inputEnded):
      context.say(
        "Nothing was answered, so nothing was recorded: today's challenge is still open (unwrap challenge).",
        keeping: "unwrap challenge")
      if inputEnded { throw ExitCodes.inputEnded }
    case .finished(let summary), .inputEnded(let summary):
      // Wrapped: a challenge left early says where and how, which may not fit one line.
      view.summary(summary).forEach(context.console.line)
      context.announceMilestones(library: library)
      if case .inputEnded = ending {
        context.say("Input ended, so today's challenge was recorded as it stood.")
        throw ExitCodes.inputEnded
      }
    }
  }

  /// Today's result; before today's is taken, the latest one (a challenge begun before midnight
  /// and finished after it is the day before's), with a note on standard error saying whose it
  /// is, so what is pasted is only the share.
  private func shareLines(
    _ progress: LearnerProgress, today: Day, open: Bool, context: AppContext
  ) throws -> [String] {
    guard let day = progress.challenges.keys.filter({ $0 <= today }).max(),
      let result = progress.challenges[day]
    else {
      throw context.fail(
        "There is no result to share yet: take today's challenge with `unwrap challenge`.",
        code: ExitCodes.checkFailed)
    }
    if day != today {
      context.console.writeError(
        ErrorText.laidOut(
          "Today's challenge is not taken yet (unwrap challenge), so this shares the latest one,"
            + " \(day)'s.", columns: context.capabilities.errorColumns) + "\n")
    }
    return ChallengeHistoryView(style: context.style, width: context.capabilities.width).share(
      result, day: day, streak: Streaks.current(progress.activeDays, today: today),
      open: (open || result.canContinue) && day == today)
  }
}
