import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap content check-answer`: both judges' verdicts on one Free Coding answer.
struct ContentCheckAnswerCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "check-answer",
    abstract:
      "Judge a Free Coding answer with the matcher and the tests; exit 0 only when accepted.")

  @Argument(help: "The Free Coding question id, like free-sum-up-to.")
  var questionID: String

  @Argument(help: "A file holding the answer, or - (the default) for standard input.")
  var file: String = "-"

  @OptionGroup var options: GlobalOptions

  /// An empty file name (`"$ANSWER"` with ANSWER unset) is refused as such, not as "Could not read ."
  func validate() throws {
    if file.isEmpty {
      throw ValidationError(
        "The answer's file name is empty: name a file, or - to read the answer from standard input."
      )
    }
  }

  func run(in context: AppContext) throws {
    let library = try context.library()
    let questions: [FreeCodingQuestion]
    do {
      questions = try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)
    } catch {
      throw context.fail(error)
    }
    guard let question = questions.first(where: { $0.id == questionID }) else {
      let near = Suggestions.closest(to: questionID, in: questions.map(\.id))
      throw context.fail(
        "No Free Coding question is called \"\(questionID.echoed())\".\(near.isEmpty ? "" : " Did you mean: \(near.joined(separator: ", "))?")",
        code: ExitCodes.usage)
    }
    let answer: String
    if file == "-" {
      var lines: [String] = []
      while let line = readLine(strippingNewline: false) { lines.append(line) }
      answer = lines.joined()
    } else {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw context.fail(
          "Could not read \(file.escapingControlCharacters()).", code: ExitCodes.usage)
      }
      answer = text
    }
    let toolchain = context.toolchain()
    let assessment: FreeCodingVerdicts.Assessment
    do {
      assessment = try FreeCodingVerdicts.assess(
        answer, question: question, judge: toolchain.map { FreeCodingJudge(runner: $0) })
    } catch {
      throw context.fail(error)
    }
    let console = context.console
    // On a terminal, wrapped under the verdict's words; to a pipe, one line each (`report`).
    let under = "         "
    switch assessment.matcher {
    case .matched(let reference):
      // With a compiler the tests decide, so a match is not said to accept anything.
      context.report(
        "matches reference answer \(reference + 1)", indent: under, firstIndent: "matcher: ")
    case .noMatch:
      console.line("matcher: no match")
    }
    if let tests = assessment.tests {
      if case .passed(let count) = tests {
        console.line("tests:   passed (\(count) of \(count))")
      } else {
        context.report(
          FreeCodingVerdicts.explain(tests), indent: under, firstIndent: "tests:   failed: ")
        // The compiler's errors at the answer's own lines, as a practice session shows them: on a
        // terminal, prose wrapped and code cut under its indent (`VerdictDetails`).
        let details = FreeCodingVerdicts.details(tests, answer: answer)
        if context.capabilities.outputIsTerminal {
          let now = context.capabilities.now
          VerdictDetails(style: context.style, width: now.width, codeColumns: now.codeColumns)
            .lines(details, indent: under).forEach(console.line)
        } else {
          for line in details { console.line(under + line) }
        }
      }
    } else {
      context.report("not run (\(context.noCompiler))", indent: under, firstIndent: "tests:   ")
    }
    console.line(
      assessment.accepted
        ? context.style.success("accepted") : context.style.failure("not accepted"))
    // Without a compiler a match accepts alone; a refusal then decides nothing, as nothing ran.
    if !assessment.accepted {
      throw assessment.tests == nil ? ExitCodes.noCompiler : ExitCodes.checkFailed
    }
  }
}
