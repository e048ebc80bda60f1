import Testing
import UnwrapKit

/// The harness prints a line between tests and splits the output on it. An answer that prints that
/// line itself must not be able to pass tests that never ran, with or without ending early.
@Suite(
  .timeLimit(.minutes(10)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct FreeCodingJudgeForgeryTests {
  let exercise = FreeCodingQuestion(
    id: "ex-double", section: "functions", prompt: "p", hint: nil, startingCode: nil,
    signature: nil, references: [],
    tests: [.init(code: "print(double(3))", expected: "6")],
    wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])

  var judge: FreeCodingJudge { FreeCodingJudge(runner: RecordedToolchain.find()!) }

  /// The line this project's judge printed between tests until it was made new for every run.
  static let publishedBoundary = "__unwrap_test_boundary__"

  @Test func printingTheBoundaryAndExitingIsToldAsEndingEarly() throws {
    let answer = """
      import Foundation
      func double(_ n: Int) -> Int { 0 }
      print("\(Self.publishedBoundary)\\n6\\n\(Self.publishedBoundary)")
      exit(0)
      """
    let verdict = try judge.judge(answer, question: exercise)
    #expect(verdict == .endedEarly(during: nil))
  }

  @Test func printingTheBoundaryBeforeTheTestsDoesNotPassThem() throws {
    let answer = """
      func double(_ n: Int) -> Int { 0 }
      print("\(Self.publishedBoundary)\\n6\\n\(Self.publishedBoundary)")
      """
    let verdict = try judge.judge(answer, question: exercise)
    guard case .failedTest(_, let expected, let actual) = verdict else {
      Issue.record("not a failed test: \(verdict)")
      return
    }
    #expect(expected == "6")
    #expect(actual == "0")
  }
}
