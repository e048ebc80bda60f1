import UnwrapKit

/// What each key does on the watch screen: h, n, l, r (with y/n), s and q. A locked exercise's
/// h and n say which lesson opens it, as `unwrap exercises hint` and `check` do.
extension ExerciseWatcher {
  /// Acts on one key; false to stop watching.
  func handle(_ key: EditKey) -> Bool {
    if key == .interrupt { InterruptHandling.interruptFromKeyboard() }
    if key == .quit { InterruptHandling.quitFromKeyboard() }
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
      // Like `unwrap exercises hint`, a hint waits for the lesson it speaks of.
      if let status = current, status.locked {
        message = locked(status, "No hint yet")
        break
      }
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
      message = Self.solutionMessage(solution)
    case "r":
      confirmingReset = true
      message = [
        "Reset \(current.map(file) ?? currentName) to its starting code? Your file is kept in exercises/.backup. (y/n)"
      ]
    default: break
    }
    return true
  }

  /// What `s` shows: our solution under a heading, each line indented as code, its blank lines
  /// kept (they part its steps) and the file's last newline not drawn as one more.
  static func solutionMessage(_ solution: String) -> [String] {
    var lines = solution.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    return ["Our solution:"] + lines.map { "  " + $0 }
  }

  /// Why a locked exercise cannot be worked on yet, and the lesson to read, as `unwrap exercises
  /// hint` and `check` say it: `lead` is what the key would have done (`No hint yet`).
  private func locked(_ status: ExerciseStatus, _ lead: String) -> [String] {
    let title = session.library.sectionTitles()[status.section] ?? status.section
    return [
      "\(lead): this exercise is locked until you have read \(title)"
        + " (unwrap learn \(status.section))."
    ]
  }

  /// `n`: to the next open exercise, passing over locked ones and saying which lesson opens the
  /// first of them. A locked exercise moves on only to an open one (a lesson read meanwhile).
  private func moveOn() {
    let all = statuses
    if let status = current, status.locked, !status.done {
      guard let next = ExerciseStatus.next(after: currentName, in: all), next.next.isOpen else {
        message = locked(status, "Not yet")
        return
      }
      open(next.next, skipping: next.skipped)
      return
    }
    guard let status = current, status.done || passed else {
      message = ["Pass this exercise first (h for a hint)."]
      return
    }
    guard let next = ExerciseStatus.next(after: currentName, in: all) else {
      message = ["You have done every exercise. Well done!"]
      return
    }
    open(next.next, skipping: next.skipped)
  }

  /// Makes `status` the current exercise, saying which lesson opens the first of `skipped`.
  private func open(_ status: ExerciseStatus, skipping skipped: [ExerciseStatus]) {
    currentName = status.name
    opened(status.name)
    report = nil
    stamp = nil
    passed = false
    message =
      skipped.first.map { Self.skippedMessage($0, count: skipped.count, library: session.library) }
      ?? []
  }

  /// What `n` says of the locked exercises it passed over: the first, and the lesson that opens it.
  static func skippedMessage(_ first: ExerciseStatus, count: Int, library: ContentLibrary)
    -> [String]
  {
    let title = library.sectionTitles()[first.section] ?? first.section
    let opens = "until you have read \(title) (unwrap learn \(first.section))"
    return [
      count == 1
        ? "Skipped \(first.number). \(first.title): it is locked \(opens)."
        : "Skipped \(count) locked exercises. The first, \(first.number). \(first.title), is locked"
          + " \(opens); l lists them all."
    ]
  }

  private func resetCurrent() -> [String] {
    guard let status = current else { return [] }
    do {
      let backup = try session.reset(status)
      report = nil
      // The copy's path on a line of its own, shown as it is: never cut, nothing after it.
      return backup.map { ["Reset. Your version is kept in:", "  " + pathFromHere($0)] }
        ?? ["Reset."]
    } catch {
      return ["It could not be reset: \(error)"]
    }
  }
}
