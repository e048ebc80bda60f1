import UnwrapKit

/// The exercise workspace's text: the watch screen, the list and the one-shot status. Pure: values
/// in, lines out, so the terminal only draws what these return.
public struct ExerciseViews {
  public var style: Style
  public var width: Int
  /// The terminal's columns, which code and a program's output in a report are cut to; nil for
  /// a pipe or a file, where they stay whole.
  public var codeColumns: Int?

  public init(style: Style, width: Int, codeColumns: Int? = nil) {
    self.style = style
    self.width = width
    self.codeColumns = codeColumns
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
    /// Rows of the exercise list (`list(_:currentName:rows:)`), shown as they are under the message.
    public var list: [String] = []
    /// The file passed but the pass could not be saved: the report says why.
    public var unsaved = false
    /// Nothing was judged (no compiler, a toolchain or temporary folder that failed, an exercise
    /// without tests): the report says why and what to do, and the screen calls it not checked,
    /// never a file that did not pass.
    public var notChecked = false
    /// With `notChecked`: saving the file again cannot check it (no compiler or temporary folder,
    /// chosen when the screen opens, or an exercise without tests), so the key line does not offer it.
    public var savingWontHelp = false

    public init(
      status: ExerciseStatus, file: String, done: Int, total: Int, sectionTitle: String,
      report: [String]?, passed: Bool, message: [String] = [], list: [String] = [],
      unsaved: Bool = false, notChecked: Bool = false, savingWontHelp: Bool = false
    ) {
      self.status = status
      self.file = file
      self.done = done
      self.total = total
      self.sectionTitle = sectionTitle
      self.report = report
      self.passed = passed
      self.message = message
      self.list = list
      self.unsaved = unsaved
      self.notChecked = notChecked
      self.savingWontHelp = savingWontHelp
    }
  }

  /// The screen, every line of prose wrapped to the width at word boundaries. Lines that start
  /// with a space (code, a caret under it, a program's output) are cut under their indent to the
  /// terminal's columns (`VerdictDetails`).
  public func screen(_ screen: Screen, watching: Bool) -> [String] {
    var lines = prose(
      style.heading("Exercise \(screen.status.number) of \(screen.total): \(screen.status.title)"))
    lines.append(progressBar(done: screen.done, total: screen.total))
    lines += fileLines(screen.file)
    lines.append("")
    if screen.status.locked {
      lines += prose(style.yellow("Locked: read \(screen.sectionTitle) first."))
      let command = "unwrap learn \(screen.status.section)"
      lines += TextWrapper(width: width).lines(TextWrapper.keeping(command, in: "Run: \(command)"))
    } else if let report = screen.report {
      let state =
        screen.passed
        ? style.success("✓ Passed")
        : screen.notChecked
          ? style.yellow("! Not checked: your file was not judged")
          : style.failure(screen.unsaved ? "✗ Passed, but not saved" : "✗ Not passed yet")
      lines += prose(state)
      lines += self.report(report)
    } else {
      lines.append("Checking…")
    }
    if !screen.message.isEmpty {
      lines.append("")
      // A message naming a lesson to read (a locked exercise's, or one `n` passed over) keeps its
      // command whole.
      let commands = screen.message.flatMap { line in
        line.matches(of: /unwrap learn [a-z0-9-]+/).map { String(line[$0.range]) }
      }
      lines += self.report(screen.message, keeping: commands)
    }
    if !screen.list.isEmpty {
      lines.append("")
      lines += screen.list
    }
    lines.append("")
    if watching, screen.status.locked {
      lines += keyLine("It opens here once you have read the lesson", keys: ["l list", "q quit"])
    } else if watching {
      // `s` shows our solution once the exercise has ever passed, as the watcher allows it.
      let keys =
        ["h hint"] + (screen.status.done ? ["s solution"] : []) + (screen.passed ? ["n next"] : [])
        + ["l list", "r reset", "q quit"]
      let lead =
        screen.savingWontHelp ? "Saving will not check it again" : "Save the file to check it again"
      lines += keyLine(lead, keys: keys)
    }
    return lines
  }

  /// `File:` and the path a learner opens: on one line when they fit, else the path on a line of
  /// its own, under `File:`'s indent when that fits too; the path is cut only when it is wider
  /// than a line.
  private func fileLines(_ file: String) -> [String] {
    let whole = "File: \(file)"
    if Style.visibleWidth(whole) <= width { return [whole] }
    let indent = "      "
    if indent.count + Style.visibleWidth(file) <= width { return ["File:", indent + file] }
    return ["File:"] + TextWrapper(width: width).lines(file)
  }

  /// What to do, then the keys, each kept whole (`r reset`, never `r` and `reset` apart).
  private func keyLine(_ lead: String, keys: [String]) -> [String] {
    let runs = [StyledRun(text: lead + " · ", style: style.dim)]
    return TextWrapper(width: width).lines(runs + TextWrapper.items(keys, style: style.dim))
  }

  /// A judge's report (or a message) as the screen shows it: prose wrapped at word boundaries,
  /// each of `keeping` whole, code and a program's output cut under their indent to the
  /// terminal's columns.
  public func report(_ lines: [String], keeping: [String] = []) -> [String] {
    VerdictDetails(style: style, width: width, codeColumns: codeColumns)
      .lines(lines, keeping: keeping)
  }

  /// A line wrapped at word boundaries.
  private func prose(_ line: String, indent: String = "") -> [String] {
    TextWrapper(width: width).lines(line, indent: indent, firstIndent: "")
  }

  /// Every exercise in order: number, name, state and section. Names are what a learner types, so
  /// they are never cut: when a row does not fit, its state and section go on the line below.
  public func list(_ statuses: [ExerciseStatus], currentName: String?) -> [String] {
    rows(statuses, currentName: currentName).flatMap(\.self)
  }

  /// The list as the watch screen shows it, in at most `rows` lines: all of it when it fits, else
  /// the exercises around the current one (a few before it, the rest after) and a line saying
  /// which these are and how to see them all, so the screen's heading is never pushed off. Never
  /// more than `rows` lines: when they are too few for the current exercise and that line, the
  /// current exercise alone, or nothing.
  public func list(_ statuses: [ExerciseStatus], currentName: String?, rows: Int) -> [String] {
    let all = self.rows(statuses, currentName: currentName)
    guard all.reduce(0, { $0 + $1.count }) > rows else { return all.flatMap(\.self) }
    func footer(_ range: Range<Int>) -> [String] {
      prose(
        "Exercises \(range.lowerBound + 1)–\(range.upperBound) of \(statuses.count):"
          + " unwrap exercises list shows every one.")
    }
    // Room for the footer at its longest, with the largest numbers in it.
    let budget = rows - footer(statuses.count - 1..<statuses.count).count
    let current = statuses.firstIndex { $0.name == currentName } ?? 0
    guard all[current].count <= budget else {
      return all[current].count <= rows ? all[current] : []
    }
    // A quarter of the room for the exercises before the current one, the rest for those after.
    var first = max(0, current - budget / 4)
    var end = first
    var used = 0
    while end < all.count, end == first || used + all[end].count <= budget {
      used += all[end].count
      end += 1
    }
    // Near the end of the list, the room left over goes to the exercises before.
    while first > 0, used + all[first - 1].count <= budget {
      first -= 1
      used += all[first].count
    }
    return all[first..<end].flatMap(\.self) + footer(first..<end)
  }

  /// Each exercise's row of the list: one line, or two when it does not fit.
  private func rows(_ statuses: [ExerciseStatus], currentName: String?) -> [[String]] {
    let numberWidth = String(statuses.count).count
    let nameWidth = statuses.map(\.name.count).max() ?? 0
    return statuses.map { status -> [String] in
      let mark =
        status.done
        ? style.green("✓") : status.locked ? style.gray("○") : style.yellow("●")
      let number = String(status.number).padded(to: numberWidth)
      let pointer = status.name == currentName ? "›" : " "
      let state = status.done ? "done" : status.locked ? "locked" : "to do"
      let lead = "\(pointer)\(mark) \(number) "
      let details = "\(style.dim(state)) · \(status.section)"
      let row = lead + status.name.padded(to: nameWidth) + "  " + details
      if Style.visibleWidth(row) <= width { return [row] }
      let under = String(repeating: " ", count: 4 + numberWidth)
      // As the learn list does: a name or a section that fits a line is never cut. One too long
      // for its usual indent starts nearer the margin, the number going on the line below; one
      // wider than the terminal itself is cut at its edge, never past it.
      if Style.visibleWidth(lead) + status.name.count <= width {
        return [lead + status.name] + detailLines(details, section: status.section, under + "  ")
      }
      let name = "\(pointer)\(mark) " + status.name
      let named =
        3 + status.name.count <= width
        ? [name] : TextWrapper.cut(name, first: width, rest: width).map(\.text)
      return named
        + detailLines("\(status.number) · " + details, section: status.section, "   ")
    }
  }

  /// A row's second line: `details` under `indent`, or nearer the margin when the section would
  /// not fit a line there.
  private func detailLines(_ details: String, section: String, _ indent: String) -> [String] {
    let fitting =
      [indent, "  ", ""].first { $0.count + section.count <= width } ?? ""
    return TextWrapper(width: width).lines(details, indent: fitting, firstIndent: fitting)
  }
}
