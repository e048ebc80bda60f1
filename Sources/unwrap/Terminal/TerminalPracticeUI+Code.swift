import UnwrapKit

/// Reading a code answer: in the learner's editor with `--editor`, else as typed lines.
extension TerminalPracticeUI {
  /// Reads a code answer: in the editor when asked for, else typed lines ending with a line holding `.`.
  func readCode(starting: String?) -> String? {
    while let editor {
      if askBeforeReopeningEditor {
        askBeforeReopeningEditor = false
        guard
          let reply = console.readAnswer(
            "Enter to edit again", keys: answerKeys, style: style, width: width)
        else { return nil }
        if let key = AnswerReader.key(reply) {
          // With no skips left, the challenge refuses `s` and asks again: ask here, not in the editor.
          // A hint is asked about again too, as without --editor: a full-screen editor opened at
          // once would hide it.
          askBeforeReopeningEditor = key == .hint || (key == .skip && skipsLeft == 0)
          return reply
        }
      }
      // With no skips left, an empty file cannot skip, so the line does not say it does.
      let empty = skipsLeft == 0 ? "" : "; an empty file skips"
      say(
        style.dim(
          "Opening \(editor.command.escapingControlCharacters()) (save and quit when done\(empty))…"
        ))
      let outcome = editor.edit(
        starting: lastEditedCode ?? starting ?? "", prompt: currentPrompt, feedback: lastFeedback,
        kept: keptFile)
      switch outcome {
      case .code(let code, let firstLine):
        keptFile = nil
        lastEditedCode = code
        linesAboveAnswer = firstLine - 1
        return code
      case .empty where skipsLeft == 0:
        keptFile = nil
        say(
          "The file has no code, and you have used all your skips: answer this one, or type q to end the challenge."
        )
        askBeforeReopeningEditor = true
      case .empty:
        return "s"
      case .unchanged(let returnedAtOnce):
        // Like an unedited commit message: nothing was written, so nothing is sent, not even a skip
        // when the file has no code; the learner chooses at the terminal.
        say("You left the file as it was, so nothing was sent.")
        // Prose, so the commands it names are styled and kept whole on a line (`gvim -f`).
        if returnedAtOnce { console.line(renderer.prose(editor.returnedAtOnceHint())) }
        askBeforeReopeningEditor = true
      case .unreadable(let why, let kept):
        // Not a skip: the learner's bytes are opened again as they were saved, to be fixed.
        keptFile = kept
        console.line(renderer.prose(why, indent: "  ", firstIndent: style.red("✗ ")))
        askBeforeReopeningEditor = true
      case .failed(let status):
        // Not a skip: the learner did not choose to leave the question, and may fix the editor.
        // On a line of its own, as the farewell after Ctrl-C is: the terminal may have echoed `^C`
        // where the editor left the cursor (the editor ended by it), and a message that started
        // after it would run two columns past the width it is wrapped to.
        console.line()
        console.line(
          renderer.prose(
            editor.failureMessage(status: status, canSkip: skipsLeft != 0), indent: "  ",
            firstIndent: style.red("✗ ")))
        askBeforeReopeningEditor = true
      case .killed(let signal):
        // Not a skip either: the prompt that follows offers the editor again, a skip and q. On a
        // fresh line, past any `^C` the terminal echoed.
        console.line()
        console.line(
          renderer.prose(
            editor.killedMessage(signal: signal), indent: "  ", firstIndent: style.red("✗ ")))
        askBeforeReopeningEditor = true
      }
    }
    linesAboveAnswer = 0
    say(style.dim("Type your code, then a line holding just . to finish (\(answerKeys))."))
    var lines: [String] = []
    while true {
      // On a terminal, ↑ on the first line recalls the previous attempt whole, to correct it.
      // Input that ends before the `.` (Ctrl-D on an empty line, a script's last line) ends the
      // session: the learner stopped, so the lines typed are not an answer to judge or record.
      guard
        let line = console.readCodeLine(
          prompt: style.gray(lines.isEmpty ? "› " : "… "), continuation: style.gray("… "),
          first: lines.isEmpty)
      else { return nil }
      if line.trimmingSpaces() == "." { break }
      // A key works on any line, as the prompt offers it: no Swift statement is a lone h, s or q.
      // Lines already typed are kept as an attempt, so ↑ brings them back after the hint.
      if let key = AnswerReader.key(line) {
        if !lines.isEmpty {
          console.rememberCodeAttempt(lines.joined(separator: "\n"))
          if key == .hint, console.recallsAttempts {
            say(style.dim("Your lines so far are kept: press ↑ at the prompt to bring them back."))
          }
        }
        return line
      }
      lines.append(line)
    }
    let code = lines.joined(separator: "\n")
    if !lines.isEmpty { console.rememberCodeAttempt(code) }
    return code
  }
}
