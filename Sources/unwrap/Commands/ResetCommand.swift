import ArgumentParser
import UnwrapKit

/// `unwrap reset`: start again, after a confirmation, keeping a copy of the old progress.
struct ResetCommand: AppCommand {
  /// Everything the progress file holds, which reset replaces with a fresh one; badges and streaks
  /// are worked out from it. The exercise workspace's files are not in it.
  static let cleared =
    "lessons read, reviews passed, review cards, practice sessions, daily challenges, solved"
    + " exercises, points, badges and streaks"

  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Clear all your progress and start again (a copy of the old file is kept).",
    discussion: """
      Clears \(cleared), after you type yes (or with --yes). The old progress file is kept \
      beside the new one. Your exercise workspace's files stay as they are.
      """)

  @Flag(name: .long, help: "Do not ask for confirmation.")
  var yes = false

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let store = context.store.base
    // Asked before the learner types yes, and held while the file is replaced.
    for claim in try claimSessions(in: context) { claim.release() }
    if !yes {
      // A file that cannot be reset is told before the question, not after a yes.
      do {
        try store.checkResettable()
      } catch {
        throw context.fail(error)
      }
      context.say(
        "This clears all your progress: \(Self.cleared). Your exercise files stay as they are.")
      let answer = context.console.readAnswer(
        "Type yes to reset, anything else to keep your progress", style: context.style,
        width: context.capabilities.width)
      guard answer?.trimmingSpaces().lowercased() == "yes" else {
        context.console.line("Nothing was changed.")
        if answer == nil { throw ExitCodes.inputEnded }
        return
      }
    }
    let claims = try claimSessions(in: context)
    defer { for claim in claims { claim.release() } }
    let backup: String?
    do {
      backup = try store.reset()
    } catch {
      throw context.fail(error)
    }
    context.console.line("Progress reset.")
    if let backup { context.say("The old progress is kept at \(backup).") }
  }

  /// Today's challenge and the spaced review, held so neither is open in another unwrap while the
  /// progress is reset: the open one would end without saving over the reset, losing the answers
  /// given there, so the learner is told to finish it first (exit 75) and nothing is changed.
  private func claimSessions(in context: AppContext) throws -> [SessionClaim] {
    var claims: [SessionClaim] = []
    for session in ExclusiveSession.allCases {
      let claim: SessionClaim?
      do {
        claim = try context.store.claim(session)
      } catch {
        throw context.fail(error)
      }
      guard let claim else {
        for claim in claims { claim.release() }
        let what = session == .challenge ? "Today's challenge" : "Your review"
        throw context.fail(
          "\(what) is open in another unwrap: finish or quit it there, then reset. Nothing was changed.",
          code: ExitCodes.openElsewhere)
      }
      claims.append(claim)
    }
    return claims
  }
}
