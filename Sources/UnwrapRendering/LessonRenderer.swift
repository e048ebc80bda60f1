import UnwrapKit

/// Turns lesson blocks into wrapped, styled terminal text.
public struct LessonRenderer {
  public var style: Style
  public var width: Int
  /// The terminal's own columns, when output is a terminal: a code line wider than that is cut
  /// under its gutter (`↳` marks where it goes on) instead of being wrapped by the terminal to the
  /// first column. Nil (a pipe, a file) leaves every code line whole.
  public var codeColumns: Int?

  public init(style: Style, width: Int, codeColumns: Int? = nil) {
    self.style = style
    self.width = width
    self.codeColumns = codeColumns
  }

  private var wrapper: TextWrapper { TextWrapper(width: width) }
  private var highlighter: SwiftHighlighter { SwiftHighlighter(style: style) }

  public func render(_ blocks: [LessonBlock], indent: String = "") -> String {
    blocks.map { render($0, indent: indent) }.joined(separator: "\n\n")
  }

  public func render(_ block: LessonBlock, indent: String = "") -> String {
    switch block {
    case .paragraph(let inlines):
      return wrapper.wrap(runs(inlines), indent: indent)
    case .heading(let inlines):
      return wrapper.wrap(
        runs(inlines).map { StyledRun(text: $0.text, style: style.heading) }, indent: indent)
    case .list(let ordered, let items):
      return items.enumerated().map { index, item in
        let marker = ordered ? "\(index + 1). " : "• "
        return wrapper.wrap(
          runs(item), indent: indent + String(repeating: " ", count: marker.count),
          firstIndent: indent + marker)
      }.joined(separator: "\n")
    case .code(let block):
      var parts: [String] = []
      if let file = block.packageFile {
        parts.append(wrapper.wrap(style.dim("File \(file.package)/\(file.path):"), indent: indent))
      }
      switch block.role {
      case .compileError:
        // A package file may compile on its own and break another package that depends on it.
        let label =
          block.packageFile == nil
          ? "✗ This does not compile:" : "✗ With this file, the build fails:"
        parts.append(wrapper.wrap(style.failure(label), indent: indent))
      case .trap:
        parts.append(
          wrapper.wrap(style.failure("✗ This compiles, then crashes when it runs:"), indent: indent)
        )
      case .example: break
      }
      parts.append(code(block.code, indent: indent))
      if let output = block.expectedOutput {
        parts.append("")
        parts.append(indent + style.dim("Output:"))
        parts.append(
          output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { indent + style.gray("  ┆ ") + $0 }.joined(separator: "\n"))
      }
      return parts.joined(separator: "\n")
    case .pitfall(let children):
      let title = indent + style.bold(style.yellow("⚠ Watch out"))
      return title + "\n" + render(children, indent: indent + "  ")
    }
  }

  /// A code block with a gutter, coloured when colour is on; the gutter of line `marked` (from 1)
  /// points at it (`▸`), as at the line a Tap to Code answer built.
  public func code(_ source: String, indent: String = "", marking marked: Int? = nil) -> String {
    let (first, then) = (indent + style.gray("  │ "), indent + style.gray("  ↳ "))
    let pointer = indent + style.bold("  ▸ ")
    return highlighter.highlight(source).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().flatMap { index, line in
        gutter(String(line), index + 1 == marked ? pointer : first, then: then)
      }.joinedText(separator: "\n")
  }

  /// One highlighted line of code after `first` (its gutter), cut into rows that fit `codeColumns`
  /// with `then` before each row after the first; the line whole when it fits or nothing is known.
  /// Styles open at a cut are closed at the row's end and opened again on the next row. On a
  /// terminal, tabs are drawn as spaces (`TabStops`), so the row is measured as it is drawn.
  public func gutter(_ line: String, _ first: String, then: String) -> [String] {
    guard let codeColumns else { return [first + line] }
    let line = TabStops.expanded(line)
    let room = codeColumns - Style.visibleWidth(first)
    guard room >= 8, Style.visibleWidth(line) > room else {
      return [first + line]
    }
    var open = ""
    return TextWrapper.cut(line, first: room, rest: room).enumerated().map { index, piece in
      let row = (index == 0 ? first : then) + open + piece.text
      open = TextWrapper.openStyles(after: piece.text, open)
      return open.isEmpty ? row : row + Style.reset
    }
  }

  public func runs(_ inlines: [Inline]) -> [StyledRun] {
    inlines.flatMap { inline -> [StyledRun] in
      switch inline {
      case .text(let text): return [StyledRun(text: text, style: { $0 })]
      case .code(let code):
        return style.enabled
          ? [StyledRun(text: code, style: style.code, keepTogether: true)]
          : [StyledRun(text: "`\(code)`", style: { $0 }, keepTogether: true)]
      case .glossaryTerm(let term):
        return [StyledRun(text: term, style: { [style] in style.underline($0) })]
      case .strong(let children):
        return runs(children).map { inner in
          StyledRun(
            text: inner.text, style: { [style] in style.bold(inner.style($0)) },
            keepTogether: inner.keepTogether)
        }
      case .emphasis(let children):
        return runs(children).map { inner in
          StyledRun(
            text: inner.text, style: { [style] in style.italic(inner.style($0)) },
            keepTogether: inner.keepTogether)
        }
      }
    }
  }

  /// Prose with backticks for inline code, as review statements, hints and reasons are written.
  public func prose(_ text: String, indent: String = "", firstIndent: String? = nil) -> String {
    wrapper.wrap(runs(Self.inlines(fromBackticked: text)), indent: indent, firstIndent: firstIndent)
  }

  public static func inlines(fromBackticked text: String) -> [Inline] {
    var result: [Inline] = []
    for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
      if part.isEmpty { continue }
      result.append(index % 2 == 0 ? .text(String(part)) : .code(String(part)))
    }
    return result
  }
}
