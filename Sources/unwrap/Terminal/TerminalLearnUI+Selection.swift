import UnwrapKit
import UnwrapRendering

/// The all-at-once review's twelve statements: paged on a terminal where they do not fit, the
/// question written again under the last part so it is on screen at the prompt, and listed again
/// with `l`; and its verdict, which explains every statement, paged the same way.
extension TerminalLearnUI {
  static let selectionLabel = "Which are true?"
  static let selectionKeys = "numbers like 1 4 7, l list again, h hint, s skip, q quit"
  /// The verdict's pager prompt: q skips the rest of the statements, on to the score.
  static let verdictPrompts = [
    "-- Enter for more statements · q for your score --", "-- Enter: more · q: score --",
    "-- Enter · q --", "--",
  ]

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

  /// Every statement, whether it is true and whether it was picked, and why: up to some 120 rows
  /// at 80 columns, so paged on a terminal, leaving free under the last part the rows of the
  /// summary that follows (its first row is still on screen when the session ends); whole to a
  /// pipe or a file.
  func showVerdict(_ verdict: SelectionVerdict) {
    console.page(
      PagedText(
        layout: { [self] columns in
          let renderer = renderer(columns: columns)
          let headline =
            verdict.wasRight
            ? style.success("✓ Right: you found every true statement and no false one.")
            : style.failure("✗ Not quite. Here is every statement:")
          return ["", headline] + verdict.rows.map { verdictRow($0, renderer: renderer) } + [""]
        },
        reserve: { [self] columns in summaryRows(columns: columns) },
        prompts: Self.verdictPrompts))
    console.line()
  }

  /// One statement of the verdict: right or wrong, true or false, picked or left, the statement,
  /// and why.
  private func verdictRow(_ row: SelectionVerdict.Row, renderer: LessonRenderer) -> String {
    let mark = row.isTrue == row.wasPicked ? style.green("✓") : style.red("✗")
    let truth = row.isTrue ? style.green("true ") : style.red("false")
    let picked = row.wasPicked ? "you picked it" : "you left it"
    return [
      "\(mark) \(row.number). \(truth) \(style.dim("(\(picked))"))",
      statement(row.statement, indent: "     ", renderer: renderer),
      renderer.prose(row.statement.reason, indent: "     ", firstIndent: "     → "),
    ].joined(separator: "\n")
  }
}
