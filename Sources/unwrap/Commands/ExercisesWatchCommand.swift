import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises` (`watch`): on a terminal, the watch screen; otherwise the current exercise's
/// status once, and how to watch it.
struct ExercisesWatchCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Watch the current exercise and check it every time you save (the default).")

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let watching = context.capabilities.isInteractive
    // On the watch screen, what was added is its first message; elsewhere it goes to stderr.
    var added: [String] = []
    let session = try context.exerciseSession(tellingAdditions: watching ? { added = $0 } : nil)
    let before = try context.loadProgress(toChange: true)
    // Told before the watch starts, not on every save as each check fails.
    if session.judge != nil { try context.checkTemporaryFolder() }
    if watching {
      let watcher = ExerciseWatcher(
        session: session, views: context.exerciseViews, progress: before,
        write: context.console.write, pathFromHere: context.displayPath,
        processes: context.processes, noCompiler: context.noCompiler,
        clearsScreen: context.capabilities.movesCursor,
        message: added)
      watcher.opened = { context.rememberExercise($0, in: session) }
      switch watcher.run() {
      case .quit:
        context.announceMilestones(library: session.library)
        // A pass the progress file could not take ends as `exercises check` ends on it: 65 or 74.
        if let (name, error) = watcher.unsavedPass {
          throw context.fail(
            "\(name) passed, but the pass could not be saved.\n\(error.description)",
            code: AppContext.exitCode(for: error))
        }
        return
      case .workspaceGone:
        context.announceMilestones(library: session.library)
        throw context.fail(Self.gone(session.workspace.root.path), code: ExitCodes.usage)
      case .noRawMode:
        // The added files' note was meant for the screen, which is not shown: say it here.
        added.forEach(context.console.line)
      }
    }
    try showOnce(context: context, session: session, progress: before)
  }

  /// Why watching stopped when the workspace's marker went: where it was, and that nothing there
  /// was touched. The path is on a line of its own, so a copy of it takes nothing else.
  static func gone(_ root: String) -> String {
    "Stopped watching: the exercise workspace was moved or deleted. It was in\n  \(root)\n"
      + "Nothing was written there, and your files were not touched. If you moved it, cd to its"
      + " new folder and run `unwrap exercises` again; to start afresh, `unwrap exercises init`."
  }

  /// The current exercise judged once, for a pipe or a script.
  private func showOnce(context: AppContext, session: ExerciseSession, progress: LearnerProgress)
    throws
  {
    guard let status = session.current(progress) else {
      throw context.fail("This workspace has no exercises.", code: ExitCodes.usage)
    }
    context.rememberExercise(status.name, in: session)
    var report: [String]?
    var passed = false
    if !status.locked {
      let outcome = try context.check(status, in: session)
      report = ExerciseReport.lines(
        for: outcome.verdict, source: outcome.source,
        file: context.displayPath(of: status, in: session))
      passed = outcome.passed
    }
    let after = session.statuses((try? context.loadProgress()) ?? progress)
    let screen = ExerciseViews.Screen(
      status: status, file: context.displayPath(of: status, in: session),
      done: after.filter(\.done).count, total: after.count,
      sectionTitle: session.library.sectionTitles()[status.section] ?? status.section,
      report: report, passed: passed)
    context.exerciseViews.screen(screen, watching: false).forEach(context.console.line)
    context.say(
      "Run unwrap exercises in a terminal to watch this file and check it every time you save.")
  }
}
