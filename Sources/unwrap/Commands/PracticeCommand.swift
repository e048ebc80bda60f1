import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap practice`: the activities with their lock state, or a ten-question session of one.
struct PracticeCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "practice",
    abstract: "Practise what you have read: list the activities, or run a session of one.",
    discussion: """
      A session has up to ten questions; each right answer earns 20 points, saved as it is given. \
      At any question, h shows a hint, s skips that question (it counts as not right), and q ends \
      the session early, keeping the points of the questions answered. Ctrl-C stops at once (exit \
      130) and keeps the same, without the session's summary.
      """)

  @Argument(help: "The activity to practise, as `unwrap practice` lists it.")
  var activity: String?

  @Flag(
    name: .long,
    help: "Write Free Coding answers in $VISUAL or $EDITOR instead of typing them here.")
  var editor = false

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let library = try context.library()
    // Listing the activities saves nothing; a session does.
    let progress = try context.loadProgress(toChange: activity != nil)
    let titles = library.sectionTitles()
    guard let activityID = activity else {
      PracticeListView(style: context.style, width: context.capabilities.width)
        .render(
          infos: PracticeCatalog.infos, progress: progress, titles: titles,
          waiting: PracticeCatalog.waitingForLessons(library: library, progress: progress),
          next: LearnPlanner(syllabus: library.syllabus).firstUnread(progress: progress)
        )
        .forEach(context.console.line)
      return
    }
    let ids = PracticeCatalog.infos.map(\.id)
    guard ids.contains(activityID.lowercased()) else {
      let suggestions = Suggestions.closest(to: activityID, in: ids)
      let hint =
        suggestions.isEmpty
        ? "Run `unwrap practice` to see them all."
        : "Did you mean: \(suggestions.joined(separator: ", "))?"
      throw context.fail(
        "No practice activity is called \"\(activityID.echoed())\". \(hint)",
        code: ExitCodes.usage)
    }
    // Only the chosen activity's bank is loaded.
    let chosen: any PracticeActivity
    do {
      let catalog = try PracticeCatalog(
        library: library, toolchain: context.toolchain(), only: [activityID.lowercased()])
      chosen = catalog.activities[0]
    } catch {
      throw context.fail(error)
    }
    guard PracticeCoordinator.isUnlocked(chosen, progress: progress) else {
      let section = chosen.info.unlockSection
      throw context.fail(
        "\(chosen.info.title) is locked. Read \"\(titles[section] ?? section)\" to unlock it: `unwrap learn \(section)`",
        code: ExitCodes.locked)
    }
    // Unlocked, but every question needs a lesson not read yet (the learner read ahead of order):
    // say so, and record no empty session.
    guard !chosen.availableItems(hasRead: progress.hasRead).isEmpty else {
      let next = LearnPlanner(syllabus: library.syllabus).firstUnread(progress: progress)
      throw context.fail(
        "\(chosen.info.title) has no questions yet about the lessons you have read; they open as you read the course in order."
          + (next.map { " Next: `unwrap learn \($0)`" } ?? ""),
        code: ExitCodes.locked)
    }
    var codeEditor: CodeEditor?
    if editor, !chosen.info.answersWithCode {
      // Only code answers are written in an editor: say so once, and run the session as usual.
      context.console.line(
        context.style.dim(
          "--editor has no effect on \(chosen.info.title): its answers are not code."))
    } else if editor {
      codeEditor = try context.codeEditor()
    }
    // Answers are compiled, or written in an editor, in the temporary folder: one that cannot be
    // used is told now, before the learner writes an answer that could not be judged.
    if chosen.compilesAnswers || codeEditor != nil { try context.checkTemporaryFolder() }
    let ui = TerminalPracticeUI(
      console: context.console, style: context.style, width: context.capabilities.width,
      editor: codeEditor, codeColumns: context.capabilities.codeColumns)
    ui.whyNoCompiler = { context.noCompiler }
    ui.measure = { context.capabilities.now }
    ui.checking = CheckingNotice(context.capabilities)
    let coordinator = PracticeCoordinator(
      store: context.store, clock: context.clock, random: context.random, interface: ui)
    let ending: PracticeCoordinator.Ending
    do {
      ending = try coordinator.runSession(chosen)
    } catch {
      throw context.failSession(error)
    }
    switch ending {
    case .finished(let summary):
      ui.show(.summary(summary))
      context.announceMilestones(library: library)
    case .inputEnded(let summary):
      ui.show(.summary(summary))
      context.announceMilestones(library: library)
      context.say(
        "Input ended before the session did. The points of the questions answered are saved.")
      throw ExitCodes.inputEnded
    }
  }
}
