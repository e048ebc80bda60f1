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

  private func moveOn() {
    if let status = current, status.locked, !status.done {
      message = locked(status, "Not yet")
      return
    }
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
      // The copy's path on a line of its own, shown as it is: never cut, nothing after it.
      return backup.map { ["Reset. Your version is kept in:", "  " + pathFromHere($0)] }
        ?? ["Reset."]
    } catch {
      return ["It could not be reset: \(error)"]
    }
  }
}
