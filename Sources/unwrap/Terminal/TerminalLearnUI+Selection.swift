import UnwrapKit
import UnwrapRendering

/// The all-at-once review's twelve statements: paged on a terminal where they do not fit, the
/// question written again under the last part so it is on screen at the prompt, and listed again
/// with `l`.
extension TerminalLearnUI {
  static let selectionLabel = "Which are true?"
  static let selectionKeys = "numbers like 1 4 7, l list again, h hint, s skip, q quit"

  /// Lists the question and its statements, numbered, then an empty line.
  func list(_ question: SelectionQuestion) {
    console.page(
      PagedText(
        layout: { [self] columns in
          let renderer = renderer(columns: columns)
          let numbered = question.statements.enumerated().map { index, item in
            statement(
              item, indent: "     ", firstIndent: " " + "\(index + 1).".padded(to: 4),
              renderer: renderer)
          }
          return heading(question, renderer: renderer) + [""] + numbered + [""]
        },
        recap: { [self] columns in heading(question, renderer: renderer(columns: columns)) },
        reserve: { [self] columns in
          StandardConsole.answerPrompt(
            Self.selectionLabel, keys: Self.selectionKeys, style: style,
            width: renderer(columns: columns).width
          ).count
        },
        prompts: Pager.statementPrompts))
    console.line()
    selectionOnScreen = question
  }

  /// `Review` and the question, wrapped after the heading.
  private func heading(_ question: SelectionQuestion, renderer: LessonRenderer) -> [String] {
    [renderer.prose(question.question, firstIndent: style.heading("Review") + " ")]
  }
}
