import UnwrapKit
import UnwrapRendering

/// The `unwrap practice` list: every activity, what it is, whether it is open, and sessions completed.
struct PracticeListView {
  var style: Style
  var width: Int

  /// The list from what each activity says about itself (`PracticeCatalog.infos`): no bank is loaded.
  func render(infos: [ActivityInfo], progress: LearnerProgress, titles: [String: String])
    -> [String]
  {
    var lines: [String] = []
    let idWidth = infos.map(\.id.count).max() ?? 0
    for info in infos {
      let sessions = progress.practice[info.id]?.sessions ?? 0
      let unlocked = progress.hasRead(info.unlockSection)
      let mark = unlocked ? style.green("●") : style.gray("○")
      let id = info.id.padded(to: idWidth)
      let state =
        unlocked
        ? style.dim("\(sessions) session\(sessions == 1 ? "" : "s") completed")
        : style.yellow(
          "locked: read \(titles[info.unlockSection] ?? info.unlockSection) (unwrap learn \(info.unlockSection))"
        )
      lines.append("\(mark) \(style.bold(id))  \(info.summary)")
      lines.append("  \(String(repeating: " ", count: idWidth))  \(state)")
    }
    lines.append("")
    lines.append("Start a session with: unwrap practice <activity>")
    return lines
  }
}
