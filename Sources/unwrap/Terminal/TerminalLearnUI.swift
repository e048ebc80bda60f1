import UnwrapKit
import UnwrapRendering

/// Shows the Learn flow's screens in the terminal and reads the learner's answers.
final class TerminalLearnUI: LearnInterface {
  private let console: any Console
  private let style: Style
  private var renderer: LessonRenderer
  private var width: Int
  /// The terminal as it is now (`TerminalCapabilities.now`), read before each screen and prompt so
  /// a window resized during the lesson or its review is followed; nil keeps the width it was made
  /// with.
  var measure: (() -> TerminalCapabilities)?
  private let marker: GlossaryMarker?
  /// The all-at-once question on screen, while only a hint or a "not understood" has followed it:
  /// asked again, its twelve statements are not printed again, only the prompt.
  private var selectionOnScreen: SelectionQuestion?

  init(
    console: any Console, style: Style, width: Int, marker: GlossaryMarker? = nil,
    codeColumns: Int? = nil
  ) {
    self.marker = marker
    self.console = console
    self.style = style
    self.width = width
    self.renderer = LessonRenderer(style: style, width: width, codeColumns: codeColumns)
  }

  private var rule: String { style.gray(String(repeating: "─", count: width)) }

  /// Takes the terminal's width as it is now, when it is measured.
  private func followResize() {
    guard let now = measure?() else { return }
    width = now.width
    renderer.width = now.width
    renderer.codeColumns = now.codeColumns
  }

  func show(_ screen: LearnScreen) {
    followResize()
    switch screen {
    case .hint, .notUnderstood: break
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
      let place = TextWrapper(width: width).lines(
        "\(section.chapter.name) · section \(position) of \(section.chapter.sections.count)")
      console.page(
        (place.map(style.dim) + [
          style.heading(section.title), rule, "", renderer.render(blocks), "",
        ])
        .joined(separator: "\n"))
      console.line()
    case .postscript(let blocks):
      console.line(style.bold("P.S."))
      console.line(renderer.render(blocks, indent: "  "))
      console.line()
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
      console.line()
      console.line(
        verdict.wasRight
          ? style.success("✓ Right: you found every true statement and no false one.")
          : style.failure("✗ Not quite. Here is every statement:"))
      for row in verdict.rows {
        let correct = row.isTrue == row.wasPicked
        let mark = correct ? style.green("✓") : style.red("✗")
        let truth = row.isTrue ? style.green("true ") : style.red("false")
        let picked = row.wasPicked ? "you picked it" : "you left it"
        console.line("\(mark) \(row.number). \(truth) \(style.dim("(\(picked))"))")
        console.line(statement(row.statement, indent: "     "))
        console.line(renderer.prose(row.statement.reason, indent: "     ", firstIndent: "     → "))
      }
      console.line()
    case .summary(let summary):
      console.line(rule)
      let again = "unwrap learn \(summary.sectionSlug) --review"
      switch summary.outcome {
      case .passed(let score, let outOf, let skipped):
        say(
          style.success("Review complete: \(score) of \(outOf) right\(Self.andSkipped(skipped))."))
      case .failed(let score, let outOf, let needed, let skipped):
        say(
          style.failure(
            "\(score) of \(outOf) right\(Self.andSkipped(skipped)); the review needs \(needed)."))
        say("Try it again with: \(again)", keeping: again)
      case .skipped:
        say("Review skipped. Take it any time with: \(again)", keeping: again)
      case .ended(let answered, let skipped, let outOf):
        say(
          Self.endedEarly(answered: answered, skipped: skipped, outOf: outOf) + again,
          keeping: again)
      }
      let earned =
        summary.pointsAwarded > 0 ? style.bold("+\(summary.pointsAwarded) points") : "No new points"
      say("\(earned) · \(summary.totalPoints) in total")
      if let next = summary.next {
        let command = "unwrap learn \(next.slug)"
        say("Next: \(next.title) · \(command)", keeping: command)
      } else {
        console.line("You have reviewed every section. Well done!")
      }
    }
  }

  func ask(_ prompt: LearnPrompt) -> String? {
    followResize()
    switch prompt {
    case .startReview:
      return console.readAnswer(
        "Press Enter to start the review", keys: "s skip, q quit", style: style, width: width)
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
      if selectionOnScreen != question {
        console.line(renderer.prose(question.question, firstIndent: style.heading("Review") + " "))
        console.line()
        for (index, item) in question.statements.enumerated() {
          let number = "\(index + 1).".padded(to: 4)
          console.line(statement(item, indent: "     ", firstIndent: " " + number))
        }
        console.line()
        selectionOnScreen = question
      }
      return console.readAnswer(
        "Which are true?", keys: "numbers like 1 4 7, h hint, s skip, q quit", style: style,
        width: width)
    }
  }

  /// Writes a line of prose wrapped to the terminal's width.
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

  private func say(_ text: String, keeping command: String? = nil) {
    console.paragraph(text, width: width, keeping: [command])
  }

  /// A review statement: its prose, then its code in a block.
  private func statement(_ statement: ReviewStatement, indent: String, firstIndent: String? = nil)
    -> String
  {
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
