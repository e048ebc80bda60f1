import Testing

@testable import UnwrapKit

/// With the real compiler: at the top level of a program a function may be declared after the calls
/// that use it, so that order of the lines is accepted; a local use before a declaration is not.
@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct RearrangeCompileTests {
  @Test func aFunctionAfterItsCallsIsAValidOrder() throws {
    let question = RearrangeTheLinesQuestion(
      id: "rearrange-greet", section: "writing-functions", prompt: "Greet twice.",
      lines: ["func greet() {", "    print(\"hi\")", "}", "greet()", "greet()"], hint: nil)
    let practice = RearrangeTheLinesPractice(
      questions: [question], runner: RecordedToolchain.find()!)
    var random = SeededGenerator(seed: 1)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    func judge(_ order: [String]) throws -> PracticeVerdict {
      try generated.judge(.numbers(order.map { generated.screen.items.firstIndex(of: $0)! + 1 }))
    }
    #expect(try judge(["greet()", "greet()", "func greet() {", "print(\"hi\")", "}"]).isCorrect)
    let wrong = try judge(["greet()", "func greet() {", "greet()", "}", "print(\"hi\")"])
    #expect(!wrong.isCorrect)
    #expect(wrong.explanation != nil)
  }
}
