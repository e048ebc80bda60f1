import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A toolchain that fails at no line of the code (here a stand-in `swiftc` that says its module
/// cache is under a file, as Swift does for `XDG_CACHE_HOME` naming one) judges nothing: the
/// session ends at that answer with the toolchain's message and exit 69, as for a compiler that
/// cannot be started, and records no wrong answer, no points and no challenge square for it.
@Suite struct InProcessToolchainFailureTests {
  static let library = try? ContentLibrary.builtIn()
  static let notJudged =
    "Your answer was not judged, so nothing was recorded for it; everything before it is saved."

  /// Every section read, and the failing compiler as the toolchain.
  func failingToolchain() throws -> InProcessUnwrap { try InProcessUnwrap.withFailingToolchain() }

  static func words(_ text: String) -> String { InProcessUnwrap.words(text) }

  func expectNotJudged(_ result: InProcessUnwrap.Result, session: Bool = true) {
    #expect(result.status == 69, "\(result.error)")
    let error = Self.words(result.error)
    #expect(error.contains("The Swift toolchain failed without pointing at a line"), "\(error)")
    #expect(error.contains(FailingCompiler.message), "\(error)")
    if session { #expect(error.contains(Self.notJudged), "\(error)") }
    #expect(!result.output.contains("Not quite"), "\(result.output.suffix(800))")
  }

  /// The auditor's repro: with seed 1 the first question is Free Coding, answered right.
  @Test func theChallengeRecordsNoWrongAnswerAndStaysOpen() throws {
    let unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let before = try unwrap.progress()
    let answer = """
      struct Stack<Element> {
          var items: [Element] = []
          mutating func push(_ item: Element) { items.append(item) }
          mutating func pop() -> Element? { items.popLast() }
      }
      .
      q

      """
    let result = try unwrap.run(["challenge", "--seed", "1"], input: answer)
    #expect(result.output.contains("Daily challenge · Free Coding (1/10)"), "\(result.output)")
    expectNotJudged(result)
    #expect(!result.output.contains("(2/10)"), "the challenge went on: \(result.output)")
    #expect(try unwrap.progress() == before)
    let share = try unwrap.run(["challenge", "--share"])
    #expect(share.status == 1, "\(share.output)")
    #expect(!share.output.contains("🟥"), "\(share.output)")
  }

  @Test func aFreeCodingAnswerIsNotCountedWrong() throws {
    let unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let before = try unwrap.progress()
    let result = try unwrap.run(
      ["practice", "free-coding", "--seed", "1"], input: "func f() {}\n.\nq\n")
    expectNotJudged(result)
    #expect(try unwrap.progress() == before)
  }

  /// Orders of the seed-11 session (`InProcessWithoutACompilerTests`): one not ours must be run.
  @Test func anOrderThatMustBeRunIsNotCountedWrong() throws {
    let unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let orders = InProcessWithoutACompilerTests.seedElevenOrders
    let result = try unwrap.run(
      ["practice", "rearrange-the-lines", "--seed", "11"],
      input: orders.joined(separator: "\n") + "\n")
    expectNotJudged(result)
    // Every answer recorded before it was ours, so right: 20 points each, none wrong.
    let progress = try unwrap.progress()
    let recorded = progress.practice["rearrange-the-lines"]?.recent.count ?? 0
    #expect(progress.points.practice == recorded * PointValues.practiceAnswer)
  }

  /// An author's check names the toolchain's message for each item it could not compile.
  @Test func theBankCheckSaysWhyAnItemCouldNotBeCompiled() throws {
    let unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["content", "validate", "--compile", "--only", "free-coding"])
    #expect(result.status == 1, "\(result.error)")
    #expect(
      result.output.contains(
        "could not be compiled: the Swift toolchain failed without pointing at a line of the"
          + " code: \(FailingCompiler.message)"), "\(result.output.prefix(800))")
  }

  @Test func checkAnswerSaysTheToolchainFailedNotThatTheAnswerIsWrong() throws {
    let unwrap = try failingToolchain()
    defer { unwrap.removeDataDirectory() }
    let (question, answer) = try unwrap.firstFreeCodingReference()
    let result = try unwrap.run(["content", "check-answer", question.id, answer.path])
    expectNotJudged(result, session: false)
    #expect(!result.output.contains("not accepted"), "\(result.output)")
  }
}
