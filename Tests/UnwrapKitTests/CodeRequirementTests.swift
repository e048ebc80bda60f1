import TestSupport
import Testing

@testable import UnwrapKit

/// What a task asks to be written with, which no output shows: met by the tokens themselves (not a
/// comment), told after every test passes, and never matched past by a near-reference answer.
@Suite struct CodeRequirementTests {
  let finalToaster = CodeRequirement(
    code: "final class Toaster", why: "mark Toaster final, so nothing can inherit from it.")

  @Test func tokensCountButSpacingAndCommentsDoNot() {
    #expect(finalToaster.isMet(by: "final   class\n  Toaster: Appliance {}"))
    #expect(finalToaster.isMet(by: "final /* sealed */ class Toaster {}"))
    #expect(!finalToaster.isMet(by: "class Toaster: Appliance {}"))
    #expect(!finalToaster.isMet(by: "// final class Toaster\nclass Toaster {}"))
    #expect(!finalToaster.isMet(by: "let note = \"final class Toaster\""))
    #expect(!finalToaster.isMet(by: "final class ToasterOven {}"))
    let group = CodeRequirement(
      code: "withTaskGroup", alternatives: ["withThrowingTaskGroup"], why: "Use a task group.")
    #expect(group.isMet(by: "await withThrowingTaskGroup(of: Int.self) { _ in }"))
    #expect(!group.isMet(by: "await withDiscardingTaskGroup { _ in }"))
    let generic = CodeRequirement(code: "func … <", why: "give it a type parameter.")
    #expect(generic.isMet(by: "func lastOr<T>(_ items: [T], _ fallback: T) -> T"))
    #expect(generic.isMet(by: "func tally<Item: Equatable>(_ items: [Item]) -> Int"))
    #expect(!generic.isMet(by: "func lastOr(_ items: [Int], _ fallback: Int) -> Int"))
  }

  /// `"""` stands for any multi-line string literal, which is one token whatever it holds; a
  /// string with `\n` escapes, or quotes escaped inside one line, is not one.
  @Test func threeQuotesStandForAnyMultiLineString() {
    let board = CodeRequirement(code: "board = \"\"\"", why: "write board as a multi-line string.")
    #expect(board.isMet(by: "var board = \"\"\"\n    Welcome\n      Breakfast\n    \"\"\"\n"))
    #expect(board.isMet(by: "let board = #\"\"\"\n  a \\ b\n  \"\"\"#\n"))
    #expect(board.isMet(by: "var board = \"\"\"\n\"\"\"\n"))
    #expect(!board.isMet(by: "var board = \"Welcome\\n  Breakfast\"\n"))
    #expect(!board.isMet(by: "var board = \"\\\"\\\"\\\"\"\n"))
    #expect(!board.isMet(by: "var board = \"\"\n// board = \"\"\"\n"))
    #expect(!board.isMet(by: "var other = \"\"\"\n  Welcome\n  \"\"\"\n"))
  }

  /// Every spelling of an extension on arrays of Int meets the requirement that asks for one; an
  /// extension on every array does not. (`FreeCodingAssessmentTests` compiles and runs them.)
  @Test func anIntArrayExtensionIsMetInEachSpelling() throws {
    let question = try #require(
      try ContentLibrary.builtIn().bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)
        .first { $0.id == "free-int-array-total" })
    let body = " {\n    var total: Int { reduce(0, +) }\n}"
    for header in [
      "extension Array where Element == Int", "extension [Int]", "extension Array<Int>",
      "extension Array where Int == Element",
    ] {
      #expect(question.unmetRequirement(in: header + body) == nil, "\(header)")
    }
    #expect(question.unmetRequirement(in: "extension Array" + body) != nil)
  }

  /// An if or switch expression against the statements that pass the same tests (each form is
  /// and each shipped answer that needs one, is compiled in `ValueUseProofTests`, where the compiler says which is which).
  @Test func anIfOrSwitchUsedAsAValueIsToldFromAStatement() {
    let ifValue = CodeRequirement(code: "if", asExpression: true, why: "use an if expression.")
    for answer in ValueUseForms.ifExpressions {
      #expect(ifValue.isMet(by: answer), "\(answer)")
    }
    for answer in ValueUseForms.ifStatements {
      #expect(!ifValue.isMet(by: answer), "\(answer)")
    }
    let switchValue = CodeRequirement(
      code: "switch", asExpression: true, why: "use a switch expression.")
    for answer in ValueUseForms.switchExpressions {
      #expect(switchValue.isMet(by: answer), "\(answer)")
    }
    for answer in ValueUseForms.switchStatements {
      #expect(!switchValue.isMet(by: answer), "\(answer)")
    }
  }

  func question(requiring requirement: CodeRequirement) -> FreeCodingQuestion {
    FreeCodingQuestion(
      id: "toaster", section: "final-classes", prompt: "p", hint: nil, startingCode: nil,
      signature: nil, references: ["final class Toaster {}\nprint(\"toast\")"],
      tests: [.init(code: "", expected: "toast")], wrongAnswers: [], acceptedVariants: [],
      rejectedVariants: [], requires: [requirement])
  }

  func judge(_ answer: String) throws -> FreeCodingJudge.Verdict {
    let ran = ProcessOutcome(
      exitStatus: 0, signal: nil, standardOutput: "toast\n", standardError: "",
      timedOut: false, outputLimitExceeded: false, seconds: 0.02)
    return try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(ran)])).judge(
      answer, question: question(requiring: finalToaster))
  }

  @Test func passingTestsWithoutItIsToldWhy() throws {
    let verdict = try judge("class Toaster {}\nprint(\"toast\")")
    #expect(verdict == .missesRequirement(finalToaster))
    #expect(
      FreeCodingVerdicts.explain(verdict)
        == "It passes every test, but not the way the task asks: mark Toaster final, so nothing can inherit from it."
    )
    #expect(try judge("final class Toaster {}\nprint(\"toast\")") == .passed(tests: 1))
  }

  /// The matcher takes an answer that names its own types differently; a task that asks for a name
  /// does not.
  @Test func anAnswerTheMatcherTakesButWithoutItIsNotAccepted() throws {
    let question = question(requiring: finalToaster)
    let renamed = "final class Oven {}\nprint(\"toast\")"
    #expect(AnswerMatcher(references: question.references).match(renamed) != .noMatch)
    #expect(try !FreeCodingVerdicts.assess(renamed, question: question, judge: nil).accepted)
    #expect(
      try FreeCodingVerdicts.assess(question.references[0], question: question, judge: nil).accepted
    )
  }

  @Test func aReferenceWithoutItIsAContentProblem() {
    var question = question(requiring: CodeRequirement(code: "struct Toaster", why: ""))
    question.acceptedVariants = ["final class Toaster {}"]
    let problems = FreeCodingPractice.problems(question)
    #expect(problems.contains("requires `struct Toaster` without saying why"))
    #expect(problems.contains("references[0] does not contain `struct Toaster`, which it requires"))
    #expect(
      problems.contains("acceptedVariants[0] does not contain `struct Toaster`, which it requires"))
    let notAnExpression = self.question(
      requiring: CodeRequirement(code: "final", asExpression: true, why: "use final."))
    #expect(
      FreeCodingPractice.problems(notAnExpression).contains(
        "asks for `final` as an expression: only `if` and `switch` can be one"))
  }
}
