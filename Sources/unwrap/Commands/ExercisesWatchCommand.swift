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
    let session = try context.exerciseSession()
    let before = try context.loadProgress(toChange: true)
    // Told before the watch starts, not on every save as each check fails.
    if session.judge != nil { try context.checkTemporaryFolder() }
    if context.capabilities.isInteractive {
      let watcher = ExerciseWatcher(
        session: session, views: context.exerciseViews, progress: before,
        write: context.console.write, displayPath: { context.displayPath(of: $0, in: session) },
        processes: context.processes, clearsScreen: context.capabilities.movesCursor)
      if watcher.run() {
        context.announceMilestones(since: before, library: session.library)
        return
      }
    }
    try showOnce(context: context, session: session, progress: before)
  }

  /// The current exercise judged once, for a pipe or a script.
  private func showOnce(context: AppContext, session: ExerciseSession, progress: LearnerProgress)
    throws
  {
    let statuses = session.statuses(progress)
    guard let status = ExerciseStatus.current(in: statuses) ?? statuses.last else {
      throw context.fail("This workspace has no exercises.", code: ExitCodes.usage)
    }
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
