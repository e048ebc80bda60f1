import Testing

@testable import UnwrapKit

/// A review's postscript is shown to learners in the lesson's HTML subset, so its code is held to
/// what a lesson's is: `--compile` runs it, and plain validation names a mistake without its error.
@Suite struct PostscriptSampleCheckTests {
  static let postscript = """
    <p>One more thing.</p>
    <pre class="swift">
    print(1 + 1)
    </pre>
    <pre class="output">
    3
    </pre>
    """

  static func review(postscript: String) -> Review {
    Review(
      postscript: postscript, reviewType: .single, question: "True or false?", hint: "Think.",
      correct: [], wrong: [])
  }

  @Test func aPostscriptSampleIsRunAndItsOutputChecked() throws {
    let ran = ProcessOutcome(
      exitStatus: 0, signal: nil, standardOutput: "2\n\(CodeSampleChecker.boundary)\n",
      standardError: "", timedOut: false, outputLimitExceeded: false, seconds: 0.01)
    let runner = ScriptedCodeRunner(runs: [.ran(ran)])
    let problems = try CodeSampleChecker(runner: runner).check(
      slug: "x", lesson: Lesson(blocks: []), review: Self.review(postscript: Self.postscript))
    #expect(problems.map(\.file) == ["Sections/x/review.json"])
    #expect(problems.map(\.item) == ["postscript (line 2 (code block 1))"])
    #expect(problems.first?.message.hasPrefix("shows output that differs") == true)
    #expect(runner.requestedSources.first?.hasPrefix("print(1 + 1)\n") == true)
  }

  @Test func aPostscriptMistakeWithoutItsErrorIsNamedWithoutACompiler() {
    let problems = ContentValidator(source: .builtIn).validateReview(
      Self.review(
        postscript: "<pre class=\"swift\" data-mistake=\"compile\">\nlet a = 1\nlet a = 2\n</pre>"),
      file: "Sections/x/review.json"
    ).filter { $0.item.hasPrefix("postscript") }
    #expect(problems.map(\.item) == ["postscript (line 1 (code block 1))"])
    #expect(problems.first?.message == ContentValidator.mistakeWithoutError)
  }
}
