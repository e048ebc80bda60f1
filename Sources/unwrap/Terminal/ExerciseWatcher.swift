import UnwrapKit
import UnwrapRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The watch screen: shows the current exercise, polls its file (modification time and size, four
/// times a second) and judges it again after every save; keys h, n, l, r (with y/n), s and q. It runs
/// inside `RawMode.run`, so the terminal is put back on every way out; Ctrl-C goes through the
/// signal hand-off like everywhere else.
final class ExerciseWatcher {
  private let session: ExerciseSession
  /// Wraps to the terminal's width, read again before each draw so a resized window is followed.
  private var views: ExerciseViews
  private let write: (String) -> Void
  private let displayPath: (ExerciseStatus) -> String
  private var progress: LearnerProgress
  private var currentName: String
  private var stamp: FileStamp?
  private var report: [String]?
  private var passed = false
  /// A one-off message under the report (a hint, the solution, what a key did): shown until the
  /// next check, which clears it so its verdict is what the learner sees.
  private var message: [String] = [] {
    didSet { messageOnScreen = false }
  }
  /// Whether `l` put the list under the report: like `message`, until the next check. It is drawn
  /// anew each time, sized to the terminal's rows.
  private var showingList = false {
    didSet { messageOnScreen = false }
  }
  /// Whether the message or list has been drawn: one set just before a check (a key typed as the
  /// file was saved, a reset's note, whose check follows at once) stays through that check.
  private var messageOnScreen = false
  private var confirmingReset = false
  private var lastProgressLoad = 0.0
  private var lastDrawn: [String] = []
  /// `InterruptHandling.timesResumed` at the last draw: after Ctrl-Z and `fg`, the screen is drawn
  /// again, since the shell wrote over it.
  private var resumesAtLastDraw = InterruptHandling.timesResumed
  /// Keys typed while a check ran, handled before the next wait for input.
  private var typedDuringCheck: [UInt8] = []
  /// Each redraw clears the screen first; on a terminal that cannot (`TERM=dumb`), it follows a
  /// blank line instead.
  private let clearsScreen: Bool
  /// Ends a check's processes when the learner quits during it.
  private let processes: ProcessOwner

  init(
    session: ExerciseSession, views: ExerciseViews, progress: LearnerProgress,
    write: @escaping (String) -> Void, displayPath: @escaping (ExerciseStatus) -> String,
    processes: ProcessOwner, clearsScreen: Bool = true
  ) {
    self.clearsScreen = clearsScreen
    self.processes = processes
    self.session = session
    self.views = views
    self.progress = progress
    self.write = write
    self.displayPath = displayPath
    let statuses = session.statuses(progress)
    currentName = (ExerciseStatus.current(in: statuses) ?? statuses.last)?.name ?? ""
  }

  /// Watches until q, Ctrl-D or the end of input; false when raw mode could not be set.
  func run() -> Bool {
    let ran = RawMode.run { () -> Bool in
      var decoder = KeyDecoder()
      refresh()
      while true {
        if !typedDuringCheck.isEmpty {
          let typed = typedDuringCheck
          typedDuringCheck = []
          for key in decoder.feed(typed) where !handle(key) { return true }
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 250) > 0 {
          var buffer = [UInt8](repeating: 0, count: 64)
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { return true }
          for key in decoder.feed(buffer[..<count]) where !handle(key) { return true }
        }
        refresh()
      }
    }
    guard ran != nil else { return false }
    write("\n")
    return true
  }

  private var statuses: [ExerciseStatus] { session.statuses(progress) }

  private var current: ExerciseStatus? {
    statuses.first { $0.name == currentName }
  }

  /// Reloads progress now and then (a lesson read in another terminal unlocks an exercise), judges
  /// the file when it changed, and redraws when anything on screen did.
  private func refresh() {
    let now = ProcessOwner.now()
    if now - lastProgressLoad >= 1, let loaded = try? session.store.load() {
      progress = loaded
      lastProgressLoad = now
    }
    guard let status = current, let entry = session.entry(for: status) else { return }
    if !status.locked {
      let newStamp = session.workspace.stamp(of: entry)
      if newStamp != stamp || report == nil {
        stamp = newStamp
        // q or Ctrl-D quits even mid-check (unless it answers a reset's y/n): the check is ended and
        // its verdict, from killed processes, is never shown.
        let previous = (report, passed, message, showingList)
        // A check starts a new screen: what a key showed before goes, unless a reset's y/n waits.
        if messageOnScreen, !confirmingReset {
          message = []
          showingList = false
        }
        let typed = KeysDuringWork.run(
          { judge(status) }, stopKeys: confirmingReset ? [0x04] : [UInt8(ascii: "q"), 0x04],
          stop: processes.cancelRuns)
        processes.allowRuns()
        typedDuringCheck += typed.bytes
        if typed.stopped {
          (report, passed, message, showingList) = previous
          stamp = nil
          return
        }
      }
    }
    draw()
  }

  private func judge(_ status: ExerciseStatus) {
    do {
      let outcome = try session.check(status)
      report = ExerciseReport.lines(
        for: outcome.verdict, source: outcome.source, file: displayPath(status))
      passed = outcome.passed
      if outcome.passed {
        progress = (try? session.store.load()) ?? progress
        var lines = [
          outcome.solutionNotWritten.map {
            "Our solution was not saved (\($0.description)): press s to see it."
          }
            ?? "Our solution is now in solutions/\(status.name).swift: press s to see it."
        ]
        if outcome.pointsAwarded > 0 { lines.insert("+\(outcome.pointsAwarded) points", at: 0) }
        message = lines + ["Press n for the next exercise."]
      }
    } catch ExerciseSession.CheckError.noToolchain {
      report = ["No Swift compiler was found: set SWIFTC or put swiftc on PATH."]
      passed = false
    } catch ExerciseSession.CheckError.file(let problem) {
      // Only a missing file is put back with r: any other holds the learner's work.
      if case .missing(let path) = problem {
        report = ["\(path) is missing: press r to write it again."]
      } else {
        report = [problem.description]
      }
      passed = false
    } catch {
      report = [AppContext.judgingFailure(error)?.message ?? "It could not be checked: \(error)"]
      passed = false
    }
  }

  private func draw() {
    guard let status = current else { return }
    if clearsScreen, let columns = TerminalCapabilities.outputColumns() {
      let width = TerminalCapabilities.readableWidth(columns)
      // The terminal rewrapped what was on screen: draw it all again, even if the lines are the same.
      if width != views.width { lastDrawn = [] }
      views.width = width
    }
    let all = statuses
    var screen = ExerciseViews.Screen(
      status: status, file: displayPath(status), done: all.filter(\.done).count, total: all.count,
      sectionTitle: session.library.sectionTitles()[status.section] ?? status.section,
      report: report, passed: passed, message: message)
    if showingList {
      // The list gets the rows the rest leaves: less a blank line above it and the cursor's line.
      let rest = views.screen(screen, watching: true).count
      let rows = (TerminalCapabilities.outputRows() ?? 24) - rest - 2
      screen.list = views.list(all, currentName: currentName, rows: max(rows, 5))
    }
    let lines = views.screen(screen, watching: true)
    messageOnScreen = true
    let resumed = InterruptHandling.timesResumed
    guard lines != lastDrawn || resumed != resumesAtLastDraw else { return }
    resumesAtLastDraw = resumed
    lastDrawn = lines
    write((clearsScreen ? "\u{1B}[H\u{1B}[2J" : "\n") + lines.joined(separator: "\n") + "\n")
  }

  /// Acts on one key; false to stop watching.
  private func handle(_ key: EditKey) -> Bool {
    if key == .interrupt { InterruptHandling.interruptFromKeyboard() }
    if key == .suspend { InterruptHandling.suspendFromKeyboard() }
    if key == .endOfInput { return false }
    guard case .character(let character) = key else { return true }
    if confirmingReset {
      confirmingReset = false
      message = character == "y" ? resetCurrent() : ["Not reset."]
      return true
    }
    // Each key's message replaces the last; the list is one of them.
    if "hlnrs".contains(character) { showingList = false }
    switch character {
    case "q": return false
    case "h":
      let hint = (try? session.library.exercise(currentName).hint) ?? "No hint."
      message = ["Hint: " + hint]
    case "n": moveOn()
    case "l":
      message = []
      showingList = true
    case "s":
      guard let status = current, let solution = try? session.solution(status) else {
        message = ["The solution is shown once this exercise passes."]
        break
      }
      message = ["Our solution:"] + solution.split(separator: "\n").map { "  " + $0 }
    case "r":
      confirmingReset = true
      message = [
        "Reset \(current.map(displayPath) ?? currentName) to its starting code? Your file is kept in exercises/.backup. (y/n)"
      ]
    default: break
    }
    return true
  }

  private func moveOn() {
    guard let status = current, status.done || passed else {
      message = ["Pass this exercise first (h for a hint)."]
      return
    }
    let all = statuses
    let after = all.drop { $0.name != currentName }.dropFirst()
    guard let next = after.first(where: { !$0.done }) ?? all.first(where: { !$0.done }) else {
      message = ["You have done every exercise. Well done!"]
      return
    }
    currentName = next.name
    report = nil
    stamp = nil
    passed = false
    message = []
  }

  private func resetCurrent() -> [String] {
    guard let status = current else { return [] }
    do {
      let backup = try session.reset(status)
      report = nil
      return ["Reset." + (backup.map { " Your version is kept in \($0.path)." } ?? "")]
    } catch {
      return ["It could not be reset: \(error)"]
    }
  }
}
