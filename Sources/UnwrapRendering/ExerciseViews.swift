import UnwrapKit

/// The exercise workspace's text: the watch screen, the list and the one-shot status. Pure: values
/// in, lines out, so the terminal only draws what these return.
public struct ExerciseViews {
  public var style: Style
  public var width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// `[██████░░░░░░░░] 12/64`, the bar as wide as the screen allows.
  public func progressBar(done: Int, total: Int) -> String {
    let counter = "\(done)/\(total)"
    let cells = max(10, min(40, width - counter.count - 4))
    let filled = total == 0 ? 0 : min(cells, done * cells / total)
    return "[" + style.green(String(repeating: "█", count: filled))
      + style.gray(String(repeating: "░", count: cells - filled)) + "] " + counter
  }

  /// What the watch screen (and the one-shot status) knows about the current exercise.
  public struct Screen: Sendable {
    public var status: ExerciseStatus
    /// The file as the learner opens it, relative to where they are.
    public var file: String
    public var done: Int
    public var total: Int
    /// The section's title, for a locked exercise.
    public var sectionTitle: String
    /// The judge's report, or nil before the first check.
    public var report: [String]?
    public var passed: Bool
    /// A line under the report: a hint, a confirmation question, what a key did.
    public var message: [String] = []

    public init(
      status: ExerciseStatus, file: String, done: Int, total: Int, sectionTitle: String,
      report: [String]?, passed: Bool, message: [String] = []
    ) {
      self.status = status
      self.file = file
      self.done = done
      self.total = total
      self.sectionTitle = sectionTitle
      self.report = report
      self.passed = passed
      self.message = message
    }
  }

  public func screen(_ screen: Screen, watching: Bool) -> [String] {
    var lines = [
      style.heading("Exercise \(screen.status.number) of \(screen.total): \(screen.status.title)"),
      progressBar(done: screen.done, total: screen.total),
      "File: \(screen.file)",
      "",
    ]
    if screen.status.locked {
      lines.append(style.yellow("Locked: read \(screen.sectionTitle) first."))
      lines.append("Run: unwrap learn \(screen.status.section)")
    } else if let report = screen.report {
      let state = screen.passed ? style.success("✓ Passed") : style.failure("✗ Not passed yet")
      lines.append(state)
      lines += report
    } else {
      lines.append("Checking…")
    }
    if !screen.message.isEmpty {
      lines.append("")
      lines += screen.message
    }
    lines.append("")
    if watching, screen.status.locked {
      lines.append(style.dim("It opens here once you have read the lesson · l list · q quit"))
    } else if watching {
      // `s` shows our solution once the exercise has ever passed, as the watcher allows it.
      let solution = screen.status.done ? "s solution · " : ""
      let next = screen.passed ? "n next · " : ""
      lines.append(
        style.dim(
          "Save the file to check it again · h hint · \(solution)\(next)l list · r reset · q quit"))
    }
    return lines
  }

  /// Every exercise in order: number, name, section and whether it is done or locked.
  public func list(_ statuses: [ExerciseStatus], currentName: String?) -> [String] {
    let numberWidth = String(statuses.count).count
    let nameWidth = min(statuses.map(\.name.count).max() ?? 0, max(10, width - 30))
    return statuses.map { status in
      let mark =
        status.done
        ? style.green("✓") : status.locked ? style.gray("○") : style.yellow("●")
      let number = String(status.number).padded(to: numberWidth)
      let pointer = status.name == currentName ? "›" : " "
      let state = status.done ? "done" : status.locked ? "locked" : "to do"
      return
        "\(pointer)\(mark) \(number) \(status.name.padded(to: nameWidth))  \(style.dim(state)) · \(status.section)"
    }
  }
}
