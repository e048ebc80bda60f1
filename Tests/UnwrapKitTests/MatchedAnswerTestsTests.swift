import Testing

@testable import UnwrapKit

/// With a compiler, the tests decide every Free Coding answer: one the matcher finds to be ours is
/// compiled and run too (the matcher reads `let` as `var` and renames what the answer declares, so a
/// match does not mean it compiles). The runner is scripted, so these run everywhere, and fast;
/// `FreeCodingAssessmentTests` has the same with a real compiler.
@Suite struct MatchedAnswerTestsTests {
  let question = FreeCodingQuestion(
    id: "free-counter", section: "closures", prompt: "p", hint: nil, startingCode: nil,
    signature: "(Int) -> Int",
    references: [
      "func count(_ n: Int) -> Int {\n    var total = 0\n    total += n\n    return total\n}",
      "func count(_ n: Int) -> Int { n }",
    ],
    tests: [.init(code: "print(solution(3))", expected: "3")],
    wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])

  /// Our first reference with `let total`, which `+=` cannot change.
  let constant =
    "func count(_ n: Int) -> Int {\n    let total = 0\n    total += n\n    return total\n}"

  @Test func aMatchedAnswerThatDoesNotCompileIsRefused() throws {
    let runner = ScriptedCodeRunner(runs: [
      .compileFailed(
        diagnostics:
          "main.swift:3:11: error: left side of mutating operator isn't mutable: 'total' is a 'let' constant"
      )
    ])
    let assessment = try FreeCodingVerdicts.assess(
      constant, question: question, judge: FreeCodingJudge(runner: runner))
    #expect(assessment.matcher == .matched(reference: 0))
    #expect(runner.requestedSources.count == 1, "the matched answer was compiled")
    #expect(!assessment.accepted)
    let verdict = FreeCodingVerdicts.verdict(
      for: assessment, answer: constant, references: question.references)
    #expect(!verdict.isCorrect)
    #expect(verdict.explanation == "It does not compile: the compiler found 1 error.")
    #expect(verdict.details.first?.hasPrefix("line 3: error: left side of mutating") == true)
  }

  @Test func aMatchedAnswerThatPassesIsToldItCompiledPassedAndMatches() throws {
    let output = "\(ScriptedCodeRunner.testBoundary)\n3\n\(ScriptedCodeRunner.testBoundary)\n"
    let runner = ScriptedCodeRunner(runs: [
      .ran(
        ProcessOutcome(
          exitStatus: 0, signal: nil, standardOutput: output, standardError: "", timedOut: false,
          outputLimitExceeded: false, seconds: 0.01))
    ])
    let assessment = try FreeCodingVerdicts.assess(
      question.references[0], question: question, judge: FreeCodingJudge(runner: runner))
    #expect(
      assessment == .init(matcher: .matched(reference: 0), tests: .passed(tests: 1), accepted: true)
    )
    let verdict = FreeCodingVerdicts.verdict(
      for: assessment, answer: question.references[0], references: question.references)
    #expect(
      verdict.explanation
        == "Your code compiled, passed every test, and matches one of ours. Another way to write it:"
    )
    #expect(verdict.details == ["func count(_ n: Int) -> Int { n }"])
  }

  /// Without a compiler the match alone decides, and says only that.
  @Test func withoutACompilerTheMatchAloneDecides() throws {
    let assessment = try FreeCodingVerdicts.assess(constant, question: question, judge: nil)
    #expect(assessment.accepted && assessment.tests == nil)
    #expect(
      FreeCodingVerdicts.verdict(for: assessment, references: question.references).explanation
        == "Your answer matches one of ours. Another way to write it:")
  }
}
