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
/// signal hand-off like everywhere else. It stops when the workspace's marker is gone (the folder
/// was moved or deleted), writing nothing there.
final class ExerciseWatcher {
  /// Why watching ended.
  enum Ending: Equatable {
    /// q, Ctrl-D or the end of input.
    case quit
    /// The terminal could not be put in raw mode: nothing was shown.
    case noRawMode
    /// The workspace's marker is no longer there: the folder was moved or deleted.
    case workspaceGone
  }

  /// How long a check runs before the screen says "Checking…": a fast one never flashes it.
  static let checkingDelay = 0.15

  let session: ExerciseSession
  /// Wraps to the terminal's width, read again before each draw so a resized window is followed.
  private var views: ExerciseViews
  private let write: (String) -> Void
  /// A path as the learner types it from the folder they are in.
  let pathFromHere: (URL) -> String
  var progress: LearnerProgress
  var currentName: String
  var stamp: FileStamp?
  var report: [String]?
  var passed = false
  /// The last check judged nothing (no compiler, the toolchain or the temporary folder failed, an
  /// exercise without tests): the report says why, and the screen does not call it a failure.
  var notChecked = false
  /// With `notChecked`: saving the file again cannot check it (the cause is fixed only by a new run,
  /// or the exercise has no tests), so the key line does not say it will.
  var savingWontHelp = false
  /// A one-off message under the report (a hint, the solution, what a key did): shown until the
  /// next check, which clears it so its verdict is what the learner sees.
  var message: [String] = [] {
    didSet { messageOnScreen = false }
  }
  /// Whether `l` put the list under the report: like `message`, until the next check. It is drawn
  /// anew each time, sized to the terminal's rows.
  var showingList = false {
    didSet { messageOnScreen = false }
  }
  /// Whether the message or list has been drawn: one set just before a check (a key typed as the
  /// file was saved, a reset's note, whose check follows at once) stays through that check.
  private var messageOnScreen = false
  var confirmingReset = false
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
  /// Set when the workspace's marker is found gone: the screen stops at once.
  private var workspaceGone = false
  /// Why no compiler was found, for a check that needs one (`AppContext.noCompiler`).
  let noCompiler: String
  /// The terminal's rows, read before each draw of the `l` list (nil off a terminal).
  var terminalRows: () -> Int? = TerminalCapabilities.outputRows
  /// Why the last pass could not be saved (the progress file damaged meanwhile), until a pass is
  /// saved: quitting then ends with the code `exercises check` gives, not 0.
  var unsavedPass: (name: String, error: ProgressError)?
  /// Told the name of each exercise the screen shows: the first, and each `n` moves to.
  var opened: (String) -> Void = { _ in }

  init(
    session: ExerciseSession, views: ExerciseViews, progress: LearnerProgress,
    write: @escaping (String) -> Void, pathFromHere: @escaping (URL) -> String,
    processes: ProcessOwner, noCompiler: String, clearsScreen: Bool = true,
    message: [String] = []
  ) {
    self.noCompiler = noCompiler
    self.clearsScreen = clearsScreen
    self.processes = processes
    self.session = session
    self.views = views
    self.progress = progress
    self.write = write
    self.pathFromHere = pathFromHere
    self.message = message
    currentName = session.current(progress)?.name ?? ""
  }

  /// Watches until q, Ctrl-D, the end of input or the workspace's marker is gone.
  func run() -> Ending {
    // Keys typed before the screen opened (`RawMode.takeTypedAhead`), Ctrl-D among them, count too.
    let ahead = RawMode.takeTypedAhead()
    typedDuringCheck += ahead.bytes + (ahead.ended ? [0x04] : [])
    if !currentName.isEmpty { opened(currentName) }
    let ran = RawMode.run { () -> Bool in
      var decoder = KeyDecoder()
      refresh()
      while !workspaceGone {
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
      return true
    }
    guard ran != nil else { return .noRawMode }
    write("\n")
    return workspaceGone ? .workspaceGone : .quit
  }

  var statuses: [ExerciseStatus] { session.statuses(progress) }

  var current: ExerciseStatus? {
    statuses.first { $0.name == currentName }
  }

  /// The exercise's file as the learner types it from the folder they are in.
  func file(of status: ExerciseStatus) -> String {
    session.entry(for: status).map { pathFromHere(session.workspace.url(of: $0)) } ?? status.name
  }

  /// Reloads progress now and then (a lesson read in another terminal unlocks an exercise), judges
  /// the file when it changed, and redraws when anything on screen did.
  private func refresh() {
    let now = ProcessOwner.now()
    if now - lastProgressLoad >= 1, let loaded = try? session.store.load() {
      progress = loaded
      lastProgressLoad = now
    }
    guard session.workspace.isPresent else {
      workspaceGone = true
      return
    }
    guard let status = current, let entry = session.entry(for: status) else { return }
    if !status.locked {
      let newStamp = session.workspace.stamp(of: entry)
      if newStamp != stamp || report == nil {
        stamp = newStamp
        // q or Ctrl-D quits even mid-check (unless it answers a reset's y/n): the check is ended and
        // its verdict, from killed processes, is never shown.
        let previous = (report, passed, notChecked, savingWontHelp, message, showingList)
        // A check starts a new screen: what a key showed before goes, unless a reset's y/n waits.
        if messageOnScreen, !confirmingReset {
          message = []
          showingList = false
        }
        // "Checking…" while it runs, unless it is over first.
        (report, passed) = (nil, false)
        let checking = screenLines() ?? []
        let notice = DelayedDraw(after: Self.checkingDelay) { [self] in show(checking) }
        let typed = KeysDuringWork.run(
          { judge(status) }, stopKeys: confirmingReset ? [0x04] : [UInt8(ascii: "q"), 0x04],
          stop: processes.cancelRuns)
        if notice.finish() { remember(checking) }
        processes.allowRuns()
        typedDuringCheck += typed.bytes
        if typed.stopped {
          (report, passed, notChecked, savingWontHelp, message, showingList) = previous
          stamp = nil
          return
        }
      }
    }
    draw()
  }

  private func draw() {
    guard let lines = screenLines() else { return }
    messageOnScreen = true
    let resumed = InterruptHandling.timesResumed
    guard lines != lastDrawn || resumed != resumesAtLastDraw else { return }
    show(lines)
    remember(lines)
  }

  /// Clears the screen (or, where it cannot, starts a new line) and writes `lines`.
  private func show(_ lines: [String]) {
    write((clearsScreen ? "\u{1B}[H\u{1B}[2J" : "\n") + lines.joined(separator: "\n") + "\n")
  }

  /// Notes `lines` as what the screen shows now, so the same lines are not drawn again.
  private func remember(_ lines: [String]) {
    resumesAtLastDraw = InterruptHandling.timesResumed
    lastDrawn = lines
  }

  /// The rows the `l` list may take: what the screen's `screen` lines leave of the terminal's
  /// rows, less a blank line above the list and the cursor's line. None when nothing is left, so
  /// a short window shows fewer exercises rather than pushing the heading off.
  static func listRows(terminalRows: Int?, screen: Int) -> Int {
    max(0, (terminalRows ?? 24) - screen - 2)
  }

  /// The screen as it stands, wrapped to the terminal's width; nil when there is no exercise.
  func screenLines() -> [String]? {
    guard let status = current else { return nil }
    if clearsScreen, let columns = TerminalCapabilities.outputColumns() {
      let width = TerminalCapabilities.readableWidth(columns)
      // The terminal rewrapped what was on screen: draw it all again, even if the lines are the same.
      if width != views.width || columns != views.codeColumns { lastDrawn = [] }
      views.width = width
      views.codeColumns = columns
    }
    let all = statuses
    var screen = ExerciseViews.Screen(
      status: status, file: file(of: status), done: all.filter(\.done).count, total: all.count,
      sectionTitle: session.library.sectionTitles()[status.section] ?? status.section,
      report: report, passed: passed, message: message,
      unsaved: unsavedPass?.name == status.name && report != nil, notChecked: notChecked,
      savingWontHelp: notChecked && savingWontHelp)
    if showingList { list(on: &screen, all) }
    return views.screen(screen, watching: true)
  }

  /// Puts the `l` list on `screen`, in the rows the rest leaves (less a blank line above it and
  /// the cursor's line). In a window too short for even the current exercise's row, the report
  /// gives way to it (a save or another key brings it back); too short even then, it says so.
  private func list(on screen: inout ExerciseViews.Screen, _ all: [ExerciseStatus]) {
    let rows = terminalRows()
    func fit() -> [String] {
      views.list(
        all, currentName: currentName,
        rows: Self.listRows(terminalRows: rows, screen: views.screen(screen, watching: true).count))
    }
    screen.list = fit()
    if screen.list.isEmpty, screen.report?.isEmpty == false {
      screen.report = []
      screen.list = fit()
    }
    if screen.list.isEmpty {
      screen.report = report
      screen.message = [
        "The window is too small to show the list: make it taller, or run unwrap exercises list."
      ]
    }
  }
}
