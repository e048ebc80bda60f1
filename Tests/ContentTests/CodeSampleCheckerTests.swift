import Foundation
import Testing
import UnwrapKit

/// The checker itself must catch each kind of false claim, or the content tests prove nothing.
@Suite(
  .timeLimit(.minutes(5)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct CodeSampleCheckerTests {
  let checker = CodeSampleChecker(runner: SwiftToolchain.find()!)

  func lesson(_ html: String) throws -> Lesson {
    try HTMLSubsetParser(file: "t.html").parse(html)
  }

  @Test func acceptsTrueClaimsIncludingContinuedChains() throws {
    let problems = try checker.checkLesson(
      lesson(
        """
        <pre class="swift">
        var total = 2
        print(total)
        </pre>
        <pre class="output">
        2
        </pre>
        <pre class="swift" data-continues>
        total += 3
        print(total)
        </pre>
        <pre class="output">
        5
        </pre>
        <pre class="swift" data-continues data-mistake="compile">
        total = "five"
        </pre>
        <pre class="swift" data-mistake="trap">
        let list = [1]
        print(list[3])
        </pre>
        """), file: "t.html")
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func catchesWrongOutputMistakesThatCompileAndExamplesThatFail() throws {
    let problems = try checker.checkLesson(
      lesson(
        """
        <pre class="swift">
        print("a")
        </pre>
        <pre class="output">
        b
        </pre>
        <pre class="swift" data-mistake="compile">
        let fine = 1
        </pre>
        <pre class="swift">
        let broken: Int = "no"
        </pre>
        <pre class="swift" data-mistake="trap">
        print("no crash")
        </pre>
        """), file: "t.html")
    #expect(
      problems.map(\.item) == ["code block 1", "code block 2", "code block 3", "code block 4"])
    #expect(problems[0].message.contains("printed: \"a\""))
  }

  @Test func checksTheCompilesFlagOfReviewCode() throws {
    let review = Review(
      reviewType: .single, question: "q", hint: "h",
      correct: [
        ReviewStatement(code: "let a = 1", compiles: true, reason: "r"),
        ReviewStatement(code: "let b = 1\nb = 2", compiles: true, reason: "r"),
      ],
      wrong: [ReviewStatement(code: "func f() -> Int { }", compiles: false, reason: "r")])
    let problems = try checker.checkReview(review, file: "r.json")
    #expect(problems.map(\.item) == ["correct[1].compiles"])
  }
}
