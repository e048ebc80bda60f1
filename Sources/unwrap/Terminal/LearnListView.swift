import UnwrapKit
import UnwrapRendering

/// The `unwrap learn` list: chapters, their sections and each section's state.
struct LearnListView {
  var style: Style
  var width: Int

  func render(library: ContentLibrary, progress: LearnerProgress) -> [String] {
    let planner = LearnPlanner(syllabus: library.syllabus)
    let titles = library.sectionTitles()
    let slugWidth = min(library.syllabus.allSections.map(\.count).max() ?? 0, 34)
    var lines: [String] = []
    for (index, chapter) in library.syllabus.chapters.enumerated() {
      let reviewed = chapter.sections.filter { progress.hasReviewed($0) }.count
      let count = "\(reviewed)/\(chapter.sections.count) reviewed"
      let heading = "\(index + 1). \(chapter.name)"
      let gap = max(2, width - heading.count - count.count)
      lines.append(style.heading(heading) + String(repeating: " ", count: gap) + style.dim(count))
      for slug in chapter.sections {
        let mark: String
        switch planner.state(of: slug, in: progress) {
        case .reviewed: mark = style.green("✓")
        case .read: mark = style.yellow("◐")
        case .notStarted: mark = style.gray("·")
        }
        let title = titles[slug] ?? slug
        lines.append(
          "  \(mark) \(slug.padded(to: slugWidth))  \(style.dim(title))"
        )
      }
      lines.append("")
    }
    lines.append(style.dim("✓ reviewed  ◐ read  · not started"))
    if let next = planner.firstUnreviewed(progress: progress) {
      lines.append("Start or continue with: unwrap learn \(next)")
    }
    return lines
  }
}
