import UnwrapKit

/// Shows glossary entries and the by-letter list of terms. Pure, so the glossary's layout is
/// tested without a terminal.
public struct GlossaryView {
  public var style: Style
  public var width: Int
  public var titles: [String: String]

  public init(style: Style, width: Int, titles: [String: String]) {
    self.style = style
    self.width = width
    self.titles = titles
  }

  private var renderer: LessonRenderer { LessonRenderer(style: style, width: width) }

  public func list(_ glossary: Glossary) -> [String] {
    var lines: [String] = []
    for group in glossary.byFirstLetter() {
      lines.append(style.heading(group.letter))
      // Each term stays whole on one line (`strong reference cycle`, never `strong reference` /
      // `cycle`, which read as two terms); only a term wider than a line is cut.
      lines += TextWrapper(width: width).lines(
        TextWrapper.items(group.terms.map(\.term)), indent: "  ")
    }
    lines.append("")
    lines += TextWrapper(width: width).lines([
      StyledRun(text: "\(glossary.terms.count) terms. Look one up with: ", style: { $0 }),
      StyledRun(text: "unwrap glossary <term>", style: { $0 }, keepTogether: true),
    ])
    return lines
  }

  /// The line before entries a search only came close to (`optionnal`, `chaining`), so a guess
  /// never reads as the entry asked for: `No entry for "optionnal"; showing "optional".`
  public func guessed(_ query: String, showing entries: [GlossaryEntry]) -> [String] {
    let shown =
      entries.count == 1 ? "\"\(entries[0].term)\"" : "the \(entries.count) nearest terms"
    return TextWrapper(width: width).lines("No entry for \"\(query.echoed())\"; showing \(shown).")
      + [""]
  }

  public func entries(_ entries: [GlossaryEntry]) -> [String] {
    var lines: [String] = []
    for entry in entries {
      lines.append(style.bold(entry.term))
      lines.append(renderer.prose(entry.definition, indent: "  ", firstIndent: "  "))
      if let section = entry.section {
        // The command stays whole on one line, so it can be copied as it is.
        lines += TextWrapper(width: width).lines(
          [
            StyledRun(text: "Taught in \(titles[section] ?? section): ", style: style.dim),
            StyledRun(text: "unwrap learn \(section)", style: style.dim, keepTogether: true),
          ], indent: "  ")
      }
      lines.append("")
    }
    return lines
  }
}
