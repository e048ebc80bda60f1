import UnwrapKit
import UnwrapRendering

/// Shows glossary entries and the by-letter list of terms.
struct GlossaryView {
  var style: Style
  var width: Int
  var titles: [String: String]

  private var renderer: LessonRenderer { LessonRenderer(style: style, width: width) }

  func list(_ glossary: Glossary) -> [String] {
    var lines: [String] = []
    for group in glossary.byFirstLetter() {
      lines.append(style.heading(group.letter))
      lines.append(
        TextWrapper(width: width).wrap(
          group.terms.map(\.term).joined(separator: " · "), indent: "  "))
    }
    lines.append("")
    lines.append("\(glossary.terms.count) terms. Look one up with: unwrap glossary <term>")
    return lines
  }

  func entries(_ entries: [GlossaryEntry]) -> [String] {
    var lines: [String] = []
    for entry in entries {
      lines.append(style.bold(entry.term))
      lines.append(renderer.prose(entry.definition, indent: "  ", firstIndent: "  "))
      if let section = entry.section {
        lines.append(
          style.dim("  Taught in \(titles[section] ?? section): unwrap learn \(section)"))
      }
      lines.append("")
    }
    return lines
  }
}
