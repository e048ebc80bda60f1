import UnwrapKit
import UnwrapRendering

/// Shows practice questions and verdicts in the terminal and reads answers.
final class TerminalPracticeUI: PracticeInterface {
  let console: any Console
  let style: Style
  private(set) var renderer: LessonRenderer
  private(set) var width: Int
  /// The terminal as it is now (`TerminalCapabilities.now`), read before each screen and prompt so
  /// a window resized during the session is followed; nil keeps the width it was made with.
  var measure: (() -> TerminalCapabilities)?
  /// Open `$VISUAL`/`$EDITOR` for code answers instead of reading typed lines.
  let editor: CodeEditor?
  /// The prompt of the question on screen, written at the top of the editor's file.
  var currentPrompt = ""
  /// The kind of answer the current question takes, for wording its verdict.
  private var currentAnswerKind: AnswerKind?
  /// Set after a wrong answer typed in the editor: ask on the terminal before opening it again, so
  /// the learner can skip or ask for a hint, and the end of input ends the session.
  var askBeforeReopeningEditor = false
  /// The learner's last code from the editor, and what was wrong with it (its lines numbered from the
  /// code's first): a retry reopens them.
  var lastEditedCode: String?
  var lastFeedback: String?
  /// What the editor last saved when it could not be read (not UTF-8), opened again as it was.
  var keptFile: Data?
  /// Lines above the last answer in the editor's file (its header and feedback), so a verdict names
  /// lines as the file shows them; 0 for an answer typed at the prompt.
  var linesAboveAnswer = 0
  /// Why no compiler was found (`AppContext.noCompiler`), asked only when a session judges by
  /// matching alone: a set `SWIFTC` that leads nowhere is named, not called "no compiler".
  var whyNoCompiler: () -> String = { SwiftToolchain.notFound() }
  /// In a daily challenge, the skips left (nil elsewhere): with none left, prompts stop offering `s`.
  var skipsLeft: Int?
  /// How a slow judging is shown (`judging`); nil, to a pipe or a file, shows nothing.
  var checking: CheckingNotice?

  /// The keys an answer prompt offers: `s` only while a skip is allowed.
  var answerKeys: String {
    skipsLeft == 0 ? "h hint, q quit" : "h hint, s skip, q quit"
  }

  init(
    console: any Console, style: Style, width: Int, editor: CodeEditor? = nil,
    codeColumns: Int? = nil
  ) {
    self.editor = editor
    self.console = console
    self.style = style
    self.width = width
    self.renderer = LessonRenderer(style: style, width: width, codeColumns: codeColumns)
  }

  /// Takes the terminal's width as it is now, when it is measured.
  private func followResize() {
    guard let now = measure?() else { return }
    width = now.width
    renderer.width = now.width
    renderer.codeColumns = now.codeColumns
  }

  func show(_ screen: PracticeScreen) {
    followResize()
    switch screen {
    case .question(let question):
      askBeforeReopeningEditor = false
      lastEditedCode = nil
      lastFeedback = nil
      keptFile = nil
      linesAboveAnswer = 0
      console.line()
      say(style.heading("\(question.activityTitle) (\(question.number)/\(question.total))"))
      currentPrompt = question.screen.prompt
      currentAnswerKind = question.screen.answerKind
      show(question.screen)
    case .hint(let hint):
      console.line(renderer.prose(hint, indent: "      ", firstIndent: style.yellow("Hint: ")))
    case .noHint:
      say(style.dim("This question has no hint."))
    case .notUnderstood(let why):
      console.line(renderer.prose(why))
    case .verdict(let verdict):
      // A true-or-false statement is answered in the words a lesson's review uses.
      if currentAnswerKind == .trueOrFalse, let truth = verdict.expected {
        console.line(
          verdict.isCorrect
            ? style.success("✓ Right: it is \(truth).")
            : style.failure("✗ Not quite: it is \(truth)."))
      } else if verdict.isCorrect {
        console.line(style.success("✓ Correct!"))
      } else {
        console.line(style.failure("✗ Not quite."))
        showAnswer(verdict.expected, marking: verdict.markedLine)
      }
      showWhy(verdict, movingLinesBy: linesAboveAnswer)
      lastFeedback =
        verdict.isCorrect
        ? nil : ([verdict.explanation ?? ""] + verdict.details).joined(separator: "\n")
    case .summary(let summary):
      console.line()
      console.line(style.gray(String(repeating: "─", count: width)))
      // Ended early, the questions never asked are not counted against the learner.
      let score =
        !summary.endedEarly || summary.answered == summary.total
        ? "\(summary.correct) of \(summary.total) right."
        : summary.answered == 0
          ? "nothing answered." : "\(summary.correct) of \(summary.answered) answered right."
      say(style.bold("\(summary.activityTitle): \(score)"))
      let earned =
        summary.pointsAwarded > 0
        ? style.bold("+\(summary.pointsAwarded) points") : "No points this time"
      if summary.endedEarly {
        say(
          "\(earned) · \(summary.totalPoints) in total · ended early, so the session is not counted"
        )
      } else if summary.everyQuestionSkipped {
        say(
          "\(earned) · \(summary.totalPoints) in total · every question was skipped, so the session is not counted"
        )
      } else {
        say(
          "\(earned) · \(summary.totalPoints) in total · session \(summary.sessionsCompleted) completed"
        )
      }
    case .questionSkipped:
      say(style.dim("Skipped: this question counts as not right."))
    case .cardSkipped:
      say(style.dim("Skipped: this card stays due, so your next review asks it again."))
    case .cardAnsweredElsewhere:
      say(style.dim("Another unwrap has already answered this card, so this answer earns nothing."))
    case .answerAfterSkip(let answer):
      if currentAnswerKind == .trueOrFalse, let truth = answer.expected {
        say(style.dim("It is \(truth)."))
      } else {
        showAnswer(answer.expected, marking: answer.markedLine)
      }
      showWhy(answer)
    case .challengeSkipped(let left):
      skipsLeft = left
      say(
        style.dim("Skipped. \(left) skip\(left == 1 ? "" : "s") left; type q to end the challenge.")
      )
    case .challengeRules(let rules):
      skipsLeft = rules.maximumSkips - (rules.continuing?.skipped ?? 0)
      console.line()
      console.line(renderer.prose(Self.rulesText(rules)))
    case .tryAgain:
      // The prompt that follows lists the keys (s to skip, q to end), so they are not said twice.
      say(style.dim("Try again."))
      askBeforeReopeningEditor = editor != nil
    case .matchingOnly:
      let why = whyNoCompiler()
      say(
        style.yellow(
          why.hasPrefix("SWIFTC")
            ? "Answers are judged by matching them with ours, not by running them: \(why)."
            : "No Swift compiler was found, so answers are judged by matching them with ours, not by running them."
        ))
    case .wrongLinesNotRun:
      let why = whyNoCompiler()
      say(
        style.yellow(
          why.hasPrefix("SWIFTC")
            ? "A wrong line is shown beside ours, but not run to see what it does: \(why)."
            : "No Swift compiler was found, so a wrong line is shown beside ours, but not run to see what it does."
        ))
    }
  }

  /// The right answer, after a wrong one or a skip. Code has more than one right answer, so ours is
  /// one way to write it. A line of the answer that is the answer itself (Tap to Code's, in its
  /// program) is pointed at.
  private func showAnswer(_ expected: String?, marking marked: Int? = nil) {
    guard let expected else { return }
    if case .code? = currentAnswerKind {
      console.line(style.dim("One way to write it:"))
    } else {
      console.line(style.dim("The answer:"))
    }
    console.line(renderer.code(expected, marking: marked))
  }

  /// The expected answer of the question on screen, for `content show`: code in its gutter, as a
  /// verdict shows it; another answer (an order, a program's output) as written, each line cut at a
  /// terminal's edge with `↳` before the rows it goes on to, and whole to a pipe.
  func showExpectedAnswer(_ expected: String) {
    followResize()
    if case .code? = currentAnswerKind { return console.line(renderer.code(expected)) }
    // Rows after the first start with `↳ `, so every row leaves room for it.
    var cutting = renderer
    cutting.codeColumns = renderer.codeColumns.map { $0 - 2 }
    for line in expected.split(separator: "\n", omittingEmptySubsequences: false) {
      cutting.gutter(String(line), "", then: style.gray("↳ ")).forEach(console.line)
    }
  }

  /// A verdict's explanation and details (a diff, a list, compiler errors), under the answer; the
  /// lines they name moved down by `offset`, to where the answer sits in the editor's file.
  private func showWhy(_ verdict: PracticeVerdict, movingLinesBy offset: Int = 0) {
    if let explanation = verdict.explanation {
      console.line(
        renderer.prose(
          FreeCodingVerdicts.movingLines(in: explanation, by: offset), indent: "  ",
          firstIndent: "  "))
    }
    let details = verdict.details.map {
      FreeCodingVerdicts.movingLines(in: $0, by: offset)
        .escapingControlCharacters(keepingTabsAndNewlines: true)
    }
    // Prose wrapped, code and output cut under their indent, a caret under the row it points at.
    VerdictDetails(style: style, width: width, codeColumns: renderer.codeColumns)
      .lines(details, indent: "    ") { [style] detail in
        detail.hasPrefix("− ") ? style.red : detail.hasPrefix("+ ") ? style.green : { $0 }
      }.forEach(console.line)
  }

  /// Writes a line of prose wrapped to the terminal's width.
  func say(_ text: String) {
    console.paragraph(text, width: width)
  }

  private func show(_ screen: QuestionScreen) {
    console.line(renderer.prose(screen.prompt))
    if let detail = screen.detail {
      console.line(renderer.prose(detail, indent: "  ", firstIndent: "  "))
    }
    if let code = screen.code {
      console.line()
      if screen.numberCodeLines {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let digits = String(lines.count).count
        let continued = style.gray("  " + String(repeating: " ", count: digits) + " ↳ ")
        for (index, line) in lines.enumerated() {
          let number = String(index + 1).leftPadded(to: digits)
          let highlighted = SwiftHighlighter(style: style).highlight(String(line))
          renderer.gutter(highlighted, style.gray("  \(number) │ "), then: continued)
            .forEach(console.line)
        }
      } else {
        console.line(renderer.code(code))
      }
    }
    if !screen.items.isEmpty {
      console.line()
      // Code, cut under its number as the numbered code above is, never wrapped to column 0.
      let digits = String(screen.items.count).count
      let continued = style.gray("  " + String(repeating: " ", count: digits) + "↳ ")
      for (index, item) in screen.items.enumerated() {
        let number = String(index + 1).leftPadded(to: digits)
        let highlighted = SwiftHighlighter(style: style).highlight(item)
        renderer.gutter(highlighted, "  \(style.bold(number + ".")) ", then: continued)
          .forEach(console.line)
      }
    }
    if let trailing = screen.trailingCode {
      console.line()
      console.line(renderer.code(trailing))
    }
    console.line()
  }

  func ask(_ prompt: PracticePrompt) -> String? {
    followResize()
    switch prompt {
    case .answer(let kind):
      let label: String
      var keys = answerKeys
      switch kind {
      case .lines(let count):
        label = count == 1 ? "Output" : "Output, line 1 of \(count)"
      case .order: label = "Order (like 3 1 2)"
      case .trueOrFalse:
        label = "True or false?"
        keys = "t/f, " + keys
      case .number: label = "Line number"
      case .numbers: label = "Numbers (like 1 4 7)"
      case .code(let starting):
        return readCode(starting: starting)
      }
      return console.readAnswer(label, keys: keys, style: style, width: width)
    case .nextLine(let number, let total):
      return console.readAnswer(
        "Output, line \(number) of \(total)", keys: answerKeys, style: style, width: width)
    }
  }
}
