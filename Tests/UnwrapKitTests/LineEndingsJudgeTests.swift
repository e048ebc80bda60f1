import Testing

@testable import UnwrapKit

/// An answer saved with Windows line ends is judged as the same answer with `\n`: a compile error on
/// the learner's own line is theirs, never blamed on the tests' internal harness.
@Suite struct LineEndingsJudgeTests {
  static let question = FreeCodingQuestion(
    id: "q", section: "s", prompt: "p", hint: "h", startingCode: "", signature: nil,
    references: ["print(1)"], tests: [.init(code: "", expected: "1")], wrongAnswers: [],
    acceptedVariants: [], rejectedVariants: [])

  @Test func aCompileErrorInACRLFAnswerIsAtTheLearnersOwnLine() throws {
    let runner = ScriptedCodeRunner(runs: [
      .compileFailed(diagnostics: "main.swift:2:14: error: cannot assign value\n")
    ])
    let answer = "var a = \"x\"\r\na = 5\r\nprint(a)\r\n"
    let verdict = try FreeCodingJudge(runner: runner).judge(answer, question: Self.question)
    #expect(verdict == .compileErrors([.init(line: 2, message: "cannot assign value", column: 14)]))
    #expect(runner.requestedSources.allSatisfy { !$0.contains("\r") })
  }

  /// The source line quoted under a compile error is the learner's line, whatever ends it.
  @Test func theQuotedLineOfACRLFAnswerIsTheRightOne() {
    let details = FreeCodingVerdicts.details(
      .compileErrors([.init(line: 2, message: "cannot assign value", column: 3)]),
      answer: "var a = \"x\"\r\na = 5\r\nprint(a)\r\n")
    #expect(details.contains("  a = 5"), "\(details)")
  }

  @Test func everyLineEndBecomesANewline() {
    #expect(FreeCodingJudge.unixLineEndings("a\r\nb\rc\n\r\n") == "a\nb\nc\n\n")
    #expect(FreeCodingJudge.unixLineEndings("plain\n") == "plain\n")
  }
}
