import UnwrapKit

/// The `unwrap practice` list: every activity, what it is, whether it is open, and sessions completed.
/// Summaries and states wrap on word boundaries under the activity's id, at any width.
public struct PracticeListView {
  public var style: Style
  public var width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The list from what each activity says about itself (`PracticeCatalog.infos`): no bank is loaded.
  /// `waiting` names unlocked activities with no question yet about the lessons read (a learner who
  /// read ahead of order); they are shown as not open yet, with `next`, the first lesson not read.
  public func render(
    infos: [ActivityInfo], progress: LearnerProgress, titles: [String: String],
    waiting: Set<String> = [], next: String? = nil
  ) -> [String] {
    var lines: [String] = []
    let idWidth = infos.map(\.id.count).max() ?? 0
    // The summary sits beside the ids when that leaves it room; otherwise under them.
    let indent = String(repeating: " ", count: width - (idWidth + 4) >= 24 ? idWidth + 4 : 4)
    let wrapper = TextWrapper(width: width)
    for info in infos {
      let sessions = progress.practice[info.id]?.sessions ?? 0
      let unlocked = progress.hasRead(info.unlockSection)
      let open = unlocked && !waiting.contains(info.id)
      let mark = open ? style.green("●") : style.gray("○")
      let state: StyledRun
      var nextRuns: [StyledRun] = []
      if open {
        state = StyledRun(
          text: "\(sessions) session\(sessions == 1 ? "" : "s") completed", style: style.dim)
      } else if unlocked {
        let text =
          "no questions yet about the lessons you have read; they open as you read in order"
        state = StyledRun(text: text, style: style.yellow)
        nextRuns =
          next.map {
            [
              StyledRun(text: " (next: ", style: style.yellow),
              StyledRun(text: "unwrap learn \($0))", style: style.yellow, keepTogether: true),
            ]
          } ?? []
      } else {
        let title = titles[info.unlockSection] ?? info.unlockSection
        state = StyledRun(text: "locked: read \(title) (", style: style.yellow)
        nextRuns = [
          StyledRun(
            text: "unwrap learn \(info.unlockSection))", style: style.yellow, keepTogether: true)
        ]
      }
      let summary = StyledRun(text: info.summary, style: { $0 })
      if indent.count > 4 {
        let first = "\(mark) \(style.bold(info.id.padded(to: idWidth)))  "
        lines += split(wrapper.wrap([summary], indent: indent, firstIndent: first))
      } else {
        // An id wider than the terminal itself (below 22 columns) is cut at its edge.
        lines += TextWrapper.cut("\(mark) \(style.bold(info.id))", first: width, rest: width)
          .map(\.text)
        lines += split(wrapper.wrap([summary], indent: indent))
      }
      lines += split(wrapper.wrap([state] + nextRuns, indent: indent))
    }
    lines.append("")
    lines += wrapper.lines(
      TextWrapper.keeping(
        "unwrap practice <activity>", in: "Start a session with: unwrap practice <activity>"))
    return lines
  }

  private func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
