import UnwrapKit
import UnwrapRendering

/// Shows the Learn flow's screens in the terminal and reads the learner's answers.
final class TerminalLearnUI: LearnInterface {
  let console: any Console
  let style: Style
  private let marker: GlossaryMarker?
  private let startWidth: Int
  private let startCodeColumns: Int?
  /// The terminal's columns now, when output is a terminal, so a resized window is followed;
  /// nil for a pipe or a file, laid out at the width it started with.
  private let terminalColumns: (() -> Int?)?
  /// The all-at-once question on screen, while only a hint or a "not understood" has followed it:
  /// asked again, its twelve statements are not printed again, only the prompt.
  var selectionOnScreen: SelectionQuestion?

  init(
    console: any Console, style: Style, width: Int, marker: GlossaryMarker? = nil,
    codeColumns: Int? = nil, terminalColumns: (() -> Int?)? = nil
  ) {
    self.marker = marker
    self.console = console
    self.style = style
    self.startWidth = width
    self.startCodeColumns = codeColumns
    self.terminalColumns = terminalColumns
  }

  /// The width prose is wrapped to now.
  var width: Int { renderer.width }
  var renderer: LessonRenderer { renderer(columns: nil) }

  /// The renderer for a terminal `columns` wide, or (nil) for the terminal as it is now, or the
  /// width the screen started with on a pipe.
  func renderer(columns: Int?) -> LessonRenderer {
    if let columns = columns ?? terminalColumns?() {
      return LessonRenderer(
        style: style, width: TerminalCapabilities.readableWidth(columns), codeColumns: columns)
    }
    return LessonRenderer(style: style, width: startWidth, codeColumns: startCodeColumns)
  }

  func rule(_ width: Int) -> String { style.gray(String(repeating: "─", count: width)) }

  func show(_ screen: LearnScreen) {
    switch screen {
    case .hint, .notUnderstood, .selectionStatements: break
    default: selectionOnScreen = nil
    }
    switch screen {
    case .lesson(let section):
      let position = (section.chapter.sections.firstIndex(of: section.slug) ?? 0) + 1
      let blocks =
        style.enabled
        ? (marker?.mark(section.lesson.blocks) ?? section.lesson.blocks) : section.lesson.blocks
      // Paged on a terminal, so the lesson does not scroll away before the review. A long chapter
      // name wraps like prose.
      let place =
        "\(section.chapter.name) · section \(position) of \(section.chapter.sections.count)"
      console.page(
        PagedText(
          layout: { [self] columns in
            let renderer = renderer(columns: columns)
            return TextWrapper(width: renderer.width).lines(place).map(style.dim) + [
              style.heading(section.title), rule(renderer.width), "",
            ] + Self.pieces(blocks, renderer: renderer, indent: "")
          }, reserve: startPromptRows))
      console.line()
    case .postscript(let blocks):
      // Paged as the lesson is, counting the end of the lesson still on screen above it.
      console.page(
        PagedText(
          layout: { [self] columns in
            [style.bold("P.S.")]
              + Self.pieces(blocks, renderer: renderer(columns: columns), indent: "  ")
          }, reserve: startPromptRows))
      console.line()
    case .selectionStatements(let question):
      list(question)
    case .hint(let hint):
      console.line(renderer.prose(hint, indent: "      ", firstIndent: style.yellow("Hint: ")))
    case .notUnderstood(let message):
      console.line(renderer.prose(message))
    case .statementVerdict(let verdict):
      let truth = verdict.statementIsTrue ? "true" : "false"
      let said =
        verdict.wasRight
        ? style.success("✓ Right: it is \(truth).")
        : verdict.wasSkipped
          ? style.dim("Skipped (counts as not right): it is \(truth).")
          : style.failure("✗ Not quite: it is \(truth).")
      console.paragraph(said, width: width)
      console.line(renderer.prose(verdict.reason, indent: "  ", firstIndent: "  "))
      console.line()
    case .selectionVerdict(let verdict):
      showVerdict(verdict)
    case .summary(let summary):
      showSummary(summary)
    }
  }

  func ask(_ prompt: LearnPrompt) -> String? {
    switch prompt {
    case .startReview:
      return console.readAnswer(
        Self.startLabel, keys: Self.startKeys, style: style, width: width)
    case .trueOrFalse(let question):
      // The heading is the first line's indent, so the question wraps after it, not before.
      console.line(
        renderer.prose(
          question.question,
          firstIndent: style.heading("Review \(question.number)/\(question.total)") + " "))
      console.line(statement(question.statement, indent: "  "))
      return console.readAnswer(
        "True or false?", keys: "t/f, h hint, s skip, q quit", style: style, width: width)
    case .selectTrue(let question):
      if selectionOnScreen != question { list(question) }
      return console.readAnswer(
        Self.selectionLabel, keys: Self.selectionKeys, style: style, width: width)
    }
  }

  static let startLabel = "Press Enter to start the review"
  static let startKeys = "s skip, q quit"

  /// The rows of the "start the review?" prompt on a terminal `columns` wide, left free under the
  /// last part of a lesson or P.S.
  private func startPromptRows(columns: Int) -> Int {
    StandardConsole.answerPrompt(
      Self.startLabel, keys: Self.startKeys, style: style,
      width: renderer(columns: columns).width
    ).count
  }

  /// Lesson blocks as the pager's pieces, an empty line between each two and after the last.
  private static func pieces(_ blocks: [LessonBlock], renderer: LessonRenderer, indent: String)
    -> [String]
  {
    blocks.flatMap { [renderer.render($0, indent: indent), ""] }
  }

  /// `, 2 skipped` after a score, when statements were skipped (each counts as not right).
  static func andSkipped(_ skipped: Int) -> String {
    skipped > 0 ? ", \(skipped) skipped" : ""
  }

  /// Where a review ended with `q`, and what was answered and skipped on the way, up to the command
  /// that takes it again: `Review ended after 3 of 8 statements: 1 answered, 2 skipped; your answer
  /// is saved. Take it again with: `.
  static func endedEarly(answered: Int, skipped: Int, outOf: Int) -> String {
    let detail = skipped > 0 ? ": \(answered) answered, \(skipped) skipped" : ""
    let saved =
      switch answered {
      case 0: ""
      case 1: "; your answer is saved"
      default: "; your answers are saved"
      }
    return "Review ended after \(answered + skipped) of \(outOf) statements\(detail)\(saved)."
      + " Take it again with: "
  }

  /// A review statement: its prose, then its code in a block.
  func statement(
    _ statement: ReviewStatement, indent: String, firstIndent: String? = nil,
    renderer: LessonRenderer? = nil
  ) -> String {
    let renderer = renderer ?? self.renderer
    var parts: [String] = []
    if let text = statement.text {
      parts.append(renderer.prose(text, indent: indent, firstIndent: firstIndent ?? indent))
    }
    if let code = statement.code {
      if parts.isEmpty, let firstIndent { parts.append(firstIndent.trimmingTrailingSpaces) }
      parts.append(renderer.code(code, indent: indent))
    }
    return parts.joined(separator: "\n")
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    String(reversed().drop(while: { $0 == " " }).reversed())
  }
}
