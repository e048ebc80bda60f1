import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Free Coding with a compiler: the tests decide every answer, even one the matcher finds to be ours
/// with a word changed (it reads `let` as `var`), in a session and in `content check-answer`.
@Suite(.enabled(if: SwiftToolchain.find() != nil, "no swiftc: answers cannot be compiled"))
struct InProcessFreeCodingTests {
  static let library = try? ContentLibrary.builtIn()

  /// Our `makeStepper` with `let total`, which the closure cannot add to.
  static let constantStepper =
    "func makeStepper(step: Int) -> () -> Int {\n    let total = 0\n    return {\n        total += step\n        return total\n    }\n}"

  func everythingRead() throws -> InProcessUnwrap {
    var unwrap = InProcessUnwrap()
    unwrap.toolchain = { SwiftToolchain.find(owner: $0) }
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    return unwrap
  }

  @Test func aSessionRefusesAMatchedAnswerThatDoesNotCompile() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    // Seed 47 asks for the stepper first.
    let result = try unwrap.run(
      ["practice", "free-coding", "--seed", "47"], input: Self.constantStepper + "\n.\nq\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("returns a closure of type () -> Int"))
    #expect(!result.output.contains("Correct!"), "\(result.output.suffix(1500))")
    #expect(result.output.contains("It does not compile"), "\(result.output.suffix(1500))")
    #expect(result.output.contains("isn't mutable"), "\(result.output.suffix(1500))")
    #expect(try unwrap.progress().points.practice == 0)
  }

  /// On a 30-column terminal, the verdict and the compiler's errors are wrapped under `tests:`
  /// and the answer's code cut under its indent: nothing is wider than the terminal.
  @Test func checkAnswerFailsAMatchedAnswerWhoseTestsFail() throws {
    var unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { 30 }
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try Self.constantStepper.write(to: answer, atomically: true, encoding: .utf8)
    let result = try unwrap.run(["content", "check-answer", "free-make-stepper", answer.path])
    #expect(result.status == 1, "\(result.output)")
    NarrowTerminalTests.expectFits(result.output, "check-answer", width: 30)
    #expect(
      result.output.contains("matcher: matches reference\n         answer 1\n"), "\(result.output)")
    #expect(
      result.output.contains("tests:   failed: It does not\n         compile"), "\(result.output)")
    #expect(result.output.hasSuffix("not accepted\n"), "\(result.output)")
  }
}
