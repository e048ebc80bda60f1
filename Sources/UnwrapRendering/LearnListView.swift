import UnwrapKit

/// The `unwrap learn` list: chapters, their sections and each section's state.
///
/// Slugs are what a learner types, so they are never cut: titles sit in a column beside them when
/// there is room, and on their own wrapped lines below when there is not. Nothing is broken mid-word.
public struct LearnListView {
  public var style: Style
  public var width: Int

  public init(style: Style, width: Int) {
    self.style = style
    self.width = width
  }

  /// The fewest columns a title column may have before titles move below their slugs.
  public static let minimumTitleColumn = 16

  public func render(library: ContentLibrary, progress: LearnerProgress) -> [String] {
    let planner = LearnPlanner(syllabus: library.syllabus)
    let titles = library.sectionTitles()
    let slugWidth = library.syllabus.allSections.map { $0.count }.max() ?? 0
    let titleIndent = 4 + slugWidth + 2
    let longestWord = titles.values.map(Self.longestWord).max() ?? 0
    let besideSlugs = width - titleIndent >= max(Self.minimumTitleColumn, longestWord)
    // Built once: a hundred rows share one wrapper, one indent and one blank padding.
    let wrapper = TextWrapper(width: width)
    let indent = String(repeating: " ", count: titleIndent)
    let blanks = String(repeating: " ", count: slugWidth)
    var lines: [String] = []
    lines.reserveCapacity(library.syllabus.allSections.count * 2)
    for (index, chapter) in library.syllabus.chapters.enumerated() {
      let reviewed = chapter.sections.filter { progress.hasReviewed($0) }.count
      lines += heading(
        "\(index + 1). \(chapter.name)", count: "\(reviewed)/\(chapter.sections.count) reviewed")
      for slug in chapter.sections {
        let mark: String
        switch planner.state(of: slug, in: progress) {
        case .reviewed: mark = style.green("✓")
        case .read: mark = style.yellow("◐")
        case .notStarted: mark = style.gray("·")
        }
        let title = titles[slug] ?? slug
        // A slug too long for the usual indent starts at the margin rather than being cut.
        let prefix = 4 + slug.count <= width ? "  \(mark) " : "\(mark) "
        if besideSlugs {
          let first = prefix + slug + blanks.prefix(max(0, slugWidth - slug.count)) + "  "
          // Most titles fit beside their slug: one line, no wrapping (the wrapper would give the
          // same text, with each word styled on its own).
          let firstWidth = (prefix.hasPrefix("  ") ? 4 : 2) + slugWidth + 2
          if Self.isPlainLine(title), firstWidth + title.utf8.count <= width {
            lines.append(first + style.dim(title))
            continue
          }
          let wrapped = wrapper.wrap(
            [StyledRun(text: title, style: style.dim)], indent: indent, firstIndent: first)
          lines += wrapped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } else {
          // The slug on a line of its own; one wider than the terminal itself (a slug of 37
          // characters at 30 columns) is cut at its edge, never past it.
          lines +=
            2 + slug.count <= width
            ? [prefix + slug]
            : TextWrapper.cut(prefix + slug, first: width, rest: width).map(\.text)
          let wrapped = wrapper.wrap(
            [StyledRun(text: title, style: style.dim)], indent: "      ")
          lines += wrapped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
      }
      lines.append("")
    }
    // One line when it fits; else each key whole, so a `·` never ends a line as a separator.
    let keys = ["✓ reviewed", "◐ read", "· not started"]
    lines += wrapper.lines(
      keys.enumerated().flatMap { index, key in
        (index > 0 ? [StyledRun(text: "  ", style: style.dim)] : [])
          + [StyledRun(text: key, style: style.dim, keepTogether: true)]
      })
    if let next = planner.firstUnreviewed(progress: progress) {
      let text = "Start or continue with: unwrap learn \(next)"
      lines += TextWrapper(width: width).lines(
        TextWrapper.keeping("unwrap learn \(next)", in: text))
    }
    return lines
  }

  /// The width of the longest space-separated word; ASCII is measured byte by byte.
  static func longestWord(_ text: String) -> Int {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      let words: [Substring] = text.split(separator: " ")
      return words.map { $0.count }.max() ?? 0
    }
    var longest = 0
    var current = 0
    for byte in text.utf8 {
      current = byte == UInt8(ascii: " ") ? 0 : current + 1
      longest = max(longest, current)
    }
    return longest
  }

  /// Printable ASCII words with single spaces between them: the wrapper would leave it as it is.
  static func isPlainLine(_ text: String) -> Bool {
    var previous = UInt8(ascii: " ")
    for byte in text.utf8 {
      guard (0x20..<0x80).contains(byte), byte != 0x20 || previous != 0x20 else { return false }
      previous = byte
    }
    return previous != 0x20
  }

  /// The chapter's name with its count at the right edge, or on the next line when both do not fit.
  private func heading(_ name: String, count: String) -> [String] {
    if name.count + 2 + count.count <= width {
      let gap = width - name.count - count.count
      return [style.heading(name) + String(repeating: " ", count: gap) + style.dim(count)]
    }
    return wrap(name).map(style.heading) + ["   " + style.dim(count)]
  }

  private func wrap(_ text: String) -> [String] {
    TextWrapper(width: width).wrap(text).split(separator: "\n").map(String.init)
  }
}
