import Testing
import UnwrapKit

/// The matcher reads `let` as `var`, renames what the answer declares and drops its labels, so an
/// answer it matches can still fail to compile, or fail the tests that call the names the task asks
/// for. With a compiler the tests decide every answer, matched or not; these are the answers an audit
/// found accepted without a compile, on the shipped questions, with a real `swiftc`.
@Suite(
  .timeLimit(.minutes(10)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct FreeCodingAssessmentTests {
  var judge: FreeCodingJudge { FreeCodingJudge(runner: RecordedToolchain.find()!) }

  func question(_ id: String) throws -> FreeCodingQuestion {
    try #require(ShippedBanks.freeCoding.first { $0.id == id })
  }

  /// The matcher matches `answer`, and the tests, not the match, turn it down.
  func expectMatchedButRefused(
    _ answer: String, _ id: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> FreeCodingJudge.Verdict? {
    let question = try question(id)
    let assessment = try FreeCodingVerdicts.assess(answer, question: question, judge: judge)
    #expect(assessment.matcher != .noMatch, "\(id)", sourceLocation: sourceLocation)
    #expect(!assessment.accepted, "\(id): \(assessment)", sourceLocation: sourceLocation)
    let verdict = FreeCodingVerdicts.verdict(
      for: assessment, answer: answer, references: question.references)
    #expect(!verdict.isCorrect, "\(id)", sourceLocation: sourceLocation)
    return assessment.tests
  }

  func expectCompileError(_ tests: FreeCodingJudge.Verdict?, _ id: String) {
    switch tests {
    case .compileErrors?, .testDoesNotCompile?: break
    default: Issue.record("\(id) was not refused by the compiler: \(String(describing: tests))")
    }
  }

  /// `let` where the task's value changes: our own answer with one word changed, and no compile.
  @Test func aConstantThatMustChangeIsRefusedThoughItMatches() throws {
    let answers = [
      "free-make-stepper":
        "func makeStepper(step: Int) -> () -> Int {\n    let total = 0\n    return {\n        total += step\n        return total\n    }\n}",
      "free-generic-stack":
        "struct Stack<Element> {\n    let items: [Element] = []\n\n    mutating func push(_ item: Element) {\n        items.append(item)\n    }\n\n    mutating func pop() -> Element? {\n        guard !items.isEmpty else {\n            return nil\n        }\n        return items.remove(at: items.count - 1)\n    }\n}",
      "free-sum-up-to":
        "func sumUpTo(_ n: Int) -> Int {\n    if n < 1 {\n        return 0\n    }\n    let total = 0\n    for number in 1...n {\n        total += number\n    }\n    return total\n}",
      "free-step-counter":
        "struct StepCounter {\n    let steps: Int\n\n    mutating func walk(_ count: Int) {\n        steps += count\n        if steps > 10_000 {\n            steps = 10_000\n        }\n    }\n}",
      "free-garden-bed-area":
        "struct GardenBed {\n    let width: Int\n    var length: Int\n    var area: Int {\n        width * length\n    }\n}",
    ]
    for (id, answer) in answers {
      expectCompileError(try expectMatchedButRefused(answer, id), id)
    }
  }

  /// A question with no `signature` calls the type, property, method and labels the task names.
  @Test func aNameOtherThanTheTaskAsksForIsRefusedThoughItMatches() throws {
    let renamed = try expectMatchedButRefused(
      "struct Temperature {\n    var degrees: Double\n\n    init(fahrenheit: Double) {\n        degrees = (fahrenheit - 32) * 5 / 9\n    }\n}",
      "free-reading-initializer")
    expectCompileError(renamed, "free-reading-initializer")
  }

  @Test func aLabelOtherThanTheTaskAsksForIsRefusedThoughItMatches() throws {
    let answers = [
      "free-tip-default":
        "func tip(bill: Int, percent: Int = 15) -> Int {\n    return bill * percent / 100\n}",
      "free-generic-stack":
        "struct Stack<Element> {\n    var items: [Element] = []\n\n    mutating func push(item: Element) {\n        items.append(item)\n    }\n\n    mutating func pop() -> Element? {\n        guard !items.isEmpty else {\n            return nil\n        }\n        return items.remove(at: items.count - 1)\n    }\n}",
    ]
    for (id, answer) in answers {
      expectCompileError(try expectMatchedButRefused(answer, id), id)
    }
  }

  /// Our own answers still compile, pass, and are told that they also match one of ours.
  @Test func aReferenceIsAcceptedByItsTestsAndToldItMatches() throws {
    let question = try question("free-make-stepper")
    let assessment = try FreeCodingVerdicts.assess(
      question.references[0], question: question, judge: judge)
    #expect(assessment.accepted)
    #expect(assessment.matcher == .matched(reference: 0))
    #expect(assessment.tests == .passed(tests: question.tests.count))
    let verdict = FreeCodingVerdicts.verdict(
      for: assessment, answer: question.references[0], references: question.references)
    #expect(verdict.isCorrect)
    #expect(
      verdict.explanation
        == "Your code compiled, passed every test, and matches one of ours. Another way to write it:"
    )
  }

  /// `extension Array<Int>` applies only to arrays of Int, as `where Element == Int` does.
  @Test func anArrayOfIntExtensionSpelledWithItsTypeIsAccepted() throws {
    let question = try question("free-int-array-total")
    for answer in [
      "extension Array<Int> {\n    var total: Int { reduce(0, +) }\n}",
      "extension Array where Int == Element {\n    var total: Int { reduce(0, +) }\n}",
    ] {
      let assessment = try FreeCodingVerdicts.assess(answer, question: question, judge: judge)
      #expect(assessment.tests == .passed(tests: question.tests.count), "\(answer)")
      #expect(assessment.accepted, "\(answer)")
    }
  }
}
