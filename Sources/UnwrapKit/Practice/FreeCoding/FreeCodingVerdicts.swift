/// Both judges' findings on one answer, and how they become a verdict the learner reads.
public enum FreeCodingVerdicts {
  public struct Assessment: Equatable, Sendable {
    /// Whether the answer reads as one of our references; with a compiler it only chooses what the
    /// learner is shown beside a right answer.
    public var matcher: AnswerMatcher.Verdict
    /// Nil only when no toolchain was found: matching alone decided.
    public var tests: FreeCodingJudge.Verdict?
    public var accepted: Bool
  }

  /// With a toolchain the tests decide, matched or not: the matcher reads `let` as `var`, renames
  /// what the answer declares and drops its labels, so an answer it matches may not compile, or may
  /// not have the names the tests call. The answer is accepted when every test passes and it is
  /// written the way the task asks (the judge checks `requires` after the tests). Without a
  /// toolchain, the match alone decides. `matcher` is the question's own when the caller keeps one
  /// (a session does); otherwise one is built. Throws, with no assessment, when the tests could not
  /// be run at all (no scratch folder, a compiler that cannot be started, a toolchain that failed
  /// without naming a line: `ToolchainFailure`): that says nothing about the answer.
  public static func assess(
    _ code: String, question: FreeCodingQuestion, matcher: AnswerMatcher? = nil,
    judge: FreeCodingJudge?
  ) throws -> Assessment {
    let matcher = matcher ?? AnswerMatcher(references: question.references)
    // An answer without what the task asks it to use is not one of ours, however close it is.
    let matched =
      question.unmetRequirement(in: code) == nil ? matcher.match(code) : .noMatch
    guard let judge else {
      return Assessment(matcher: matched, tests: nil, accepted: matched != .noMatch)
    }
    let tests = try judge.judge(code, question: question)
    let passed: Bool
    if case .passed = tests { passed = true } else { passed = false }
    return Assessment(matcher: matched, tests: tests, accepted: passed)
  }

  /// `answer` is the learner's code, so compiler errors can be shown at their line with a caret. A
  /// right answer is shown one of our references it did not match: another way to write it. A wrong
  /// one is told what the tests found, even when it matched one of ours.
  public static func verdict(
    for assessment: Assessment, answer: String = "", references: [String] = []
  ) -> PracticeVerdict {
    if assessment.accepted {
      var explanation = "Your code compiled and passed every test."
      var other = references.first
      if case .matched(let index) = assessment.matcher {
        // Without a compiler the match is all there is to say.
        explanation =
          assessment.tests == nil
          ? "Your answer matches one of ours."
          : "Your code compiled, passed every test, and matches one of ours."
        other = references.count > 1 ? references[(index + 1) % references.count] : nil
      }
      guard let other else { return PracticeVerdict(isCorrect: true, explanation: explanation) }
      return PracticeVerdict(
        isCorrect: true, explanation: explanation + " Another way to write it:",
        details: other.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    return PracticeVerdict(
      isCorrect: false, explanation: explain(assessment.tests),
      details: details(assessment.tests, answer: answer))
  }

  /// What the tests found, in a sentence or two. It quotes the learner's own program (its output,
  /// the compiler's messages about it), so control characters come back escaped, never raw.
  public static func explain(_ tests: FreeCodingJudge.Verdict?) -> String {
    explanation(tests).escapingControlCharacters(keepingTabsAndNewlines: true)
  }

  private static func explanation(_ tests: FreeCodingJudge.Verdict?) -> String {
    switch tests {
    case nil:
      return
        "It does not match any of our answers. (No Swift compiler was found, so it could not be run.)"
    case .passed(let count)?:
      return "It passed all \(count) tests."
    case .failedTest(let code, let expected, let actual)?:
      let ran =
        code.isEmpty
        ? "A test failed: your program printed something else."
        : code.contains("\n")
          ? "A test failed: it ran the code below." : "A test failed: it ran `\(code)`."
      let lines =
        expected.contains("\n") || actual?.contains("\n") == true ? " Line by line, what" : " What"
      return ran + lines + " it should print (−) against what your code printed (+):"
    case .compileErrors(let errors)?:
      return errors.count == 1
        ? "It does not compile: the compiler found 1 error."
        : "It does not compile: the compiler found \(errors.count) errors."
    case .noFunction?:
      return "It has no function to test: write one with `func`, or store a closure in a constant."
    case .wrongType(let name, let signature, _)?:
      return
        "`\(name)` does not fit what the tests call: they need a function that \(SignatureWords.describe(signature)) (`\(signature)`)."
    case .testDoesNotCompile(let call, let message)?:
      return
        "Your code compiles, but the tests cannot call it: they run `\(call)`, and the compiler says: \(message). Check the names, labels and types the task asks for."
    case .timedOut(let seconds)?:
      return
        "It ran for more than \(SecondsText.words(seconds)) and was stopped: is there a loop that never ends?"
    case .compileTimedOut(let seconds)?:
      return
        "The compiler could not finish with it in \(SecondsText.words(seconds)) and was stopped: try splitting a long expression into smaller steps with their own types."
    case .crashed(let message, let during, _)?:
      guard let during else { return "It crashed while running: \(message)" }
      return during.contains("\n")
        ? "It crashed while running a test (below): \(message)"
        : "It crashed while running the test `\(during)`: \(message)"
    case .endedEarly(let during)?:
      let fix = "leave out `exit()`, so the tests can call your code."
      guard let during else { return "Your program ended before the tests could run: " + fix }
      return during.contains("\n")
        ? "Your program ended while a test (below) was running, before the tests could finish: "
          + fix
        : "Your program ended while running the test `\(during)`, before the tests could finish: "
          + fix
    case .tooMuchOutput?:
      return
        "It printed far too much and was stopped: is something printing in a loop that never ends?"
    case .tooMuchMemory(let megabytes)?:
      return
        "It used more than \(megabytes) MB of memory and was stopped: is something growing in a loop that never ends?"
    case .missesRequirement(let requirement)?:
      return "It passes every test, but not the way the task asks: \(requirement.why)"
    case .signalledUnwrap?:
      return
        "Your program tried to send a signal to unwrap, which would have ended this session, so it was stopped: a program unwrap runs may signal only itself and its own process group (`kill(0, …)`, which reaches what it starts), not unwrap, its process group or every program of yours (`kill(-1, …)`). Leave out that `kill` call."
    case .usedTerminal(reading: true)?:
      return
        "Your program tried to read from the terminal, which a program unwrap runs cannot use, so it was stopped at once: it gets no typed input here. Its standard input is empty, so `readLine()` returns nil; put the values it needs in your code instead."
    case .usedTerminal(reading: false)?:
      return
        "Your program tried to change the terminal's settings, or to write to the terminal itself (`/dev/tty`) where the terminal lets only the program in front write, which a program unwrap runs cannot do, so it was stopped at once: leave the terminal as it is, and show what your program has to say with `print`."
    case .leftProcessRunning?:
      return
        "It finished, but it had started another program that was still running, so that was stopped: wait for what your code starts, or do the work in your own code."
    }
  }

  /// A failed test's code when it is several lines, then what it should print (−) against what it
  /// printed (+), each on its own line so neither runs into the sentence; the compiler's errors one
  /// per line, each with the learner's line and a caret under the column, as the compiler itself
  /// shows them; nothing for other verdicts.
  public static func details(_ tests: FreeCodingJudge.Verdict?, answer: String) -> [String] {
    if case .failedTest(let code, let expected, let actual)? = tests {
      let shown =
        code.contains("\n")
        ? code.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" } + [""]
        : []
      let diff =
        actual.map { OutputComparison.exactLineDiff(expected: expected, actual: $0) }
        ?? expected.split(separator: "\n", omittingEmptySubsequences: false).map {
          "− " + OutputComparison.shown(String($0))
        } + ["+ (nothing)"]
      return (shown + diff).map { $0.escapingControlCharacters(keepingTabsAndNewlines: true) }
        + OutputComparison.lineEndNote(for: expected, actual ?? "")
    }
    if case .endedEarly(let during?)? = tests, during.contains("\n") {
      return during.split(separator: "\n", omittingEmptySubsequences: false).map {
        "  \($0)".escapingControlCharacters(keepingTabsAndNewlines: true)
      }
    }
    if case .crashed(_, let during, let printed)? = tests {
      // A test of several lines is shown under the sentence; one line is quoted in it.
      let test = during.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
      let shown = test.count > 1 ? test.map { "  \($0)" } : []
      let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
      let last =
        printed.isEmpty
        ? []
        : ["Before it crashed, it printed:"]
          + (lines.count > 10 ? ["  …"] : []) + lines.suffix(10).map { "  \($0)" }
      return (shown + last).map { $0.escapingControlCharacters(keepingTabsAndNewlines: true) }
    }
    guard case .compileErrors(let errors)? = tests else { return [] }
    let lines = FreeCodingJudge.unixLineEndings(answer).split(
      separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    for error in errors.prefix(5) {
      result.append("line \(error.line): error: \(error.message)")
      guard error.line >= 1, error.line <= lines.count else { continue }
      let source = String(lines[error.line - 1])
      result.append("  \(source)")
      if let column = error.column, column >= 1, column <= source.count + 1 {
        // Tabs keep their width, so the caret lands under the same character.
        let lead = source.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        result.append("  \(lead)^")
      }
    }
    if errors.count > 5 { result.append("… and \(errors.count - 5) more") }
    return result.map { $0.escapingControlCharacters(keepingTabsAndNewlines: true) }
  }

  /// `text` (an explanation or a detail line) with every line of the answer it names moved down by
  /// `offset`: a compiler error (`line 3: error: …`) or a crash (`line 3: Fatal error: …`,
  /// `line 3: Precondition failed: …`, `line 3: signal 4, …`). The answer is numbered from 1; when the learner sees it lower in a file,
  /// under a header, this is the one place its line numbers become the file's.
  public static func movingLines(in text: String, by offset: Int) -> String {
    guard offset != 0 else { return text }
    var result = ""
    var rest = Substring(text)
    while let found = rest.firstRange(of: "line ") {
      let before = rest[..<found.lowerBound]
      let digits = rest[found.upperBound...].prefix { ("0"..."9").contains($0) }
      let after = rest[digits.endIndex...]
      let named =
        (before.isEmpty && result.isEmpty || before.hasSuffix(": "))
        && (after.hasPrefix(": error: ") || after.hasPrefix(": signal ")
          || FreeCodingJudge.runtimeReportKinds.contains { after.hasPrefix(": " + $0) })
      if named, let number = Int(digits) {
        result += before + "line \(number + offset)"
        rest = after
      } else {
        result += rest[..<found.upperBound]
        rest = rest[found.upperBound...]
      }
    }
    return result + rest
  }
}
