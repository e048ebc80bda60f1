import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Without a Swift compiler, every session whose answers are run when they can be says so before
/// its first question, and a Rearrange order other than ours is told it could not be checked,
/// not only "Not quite" (the in-process runs have no toolchain).
@Suite struct InProcessWithoutACompilerTests {
  static let library = try? ContentLibrary.builtIn()
  static let matchingOnly =
    "No Swift compiler was found, so answers are judged by matching them with ours, not by"
    + " running them."

  func everythingRead() throws -> InProcessUnwrap {
    let unwrap = InProcessUnwrap()
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    return unwrap
  }

  static func words(_ text: String) -> String { InProcessUnwrap.words(text) }

  /// The orders typed in the seed-11 Rearrange session, one per question; question 10's prints what
  /// ours prints without being ours.
  static let seedElevenOrders = [
    "7 8 6 3 5 4 2 1", "5 7 2 4 3 1 6 8", "5 4 7 1 3 9 2 8 6", "5 4 2 1 3", "2 4 1 3", "3124",
    "3 5 4 1 2", "4 7 3 2 5 1 6", "9 1 7 3 6 2 8 5 4", "1 2 3 6 7 5 13 16 4 8 10 9 11 12 15 14",
  ]

  /// The audit's session: question 10's order prints what ours prints, and is accepted with a
  /// compiler; without one it is not ours, and the verdict says why it could not be checked.
  @Test func rearrangeSaysSoAndAnotherOrderIsToldItWasNotChecked() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let orders = Self.seedElevenOrders
    let result = try unwrap.run(
      ["practice", "rearrange-the-lines", "--seed", "11"],
      input: orders.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    let words = Self.words(result.output)
    let notice = try #require(words.range(of: Self.matchingOnly), "\(result.output.prefix(800))")
    #expect(notice.lowerBound < words.range(of: "(1/10)")!.lowerBound)
    #expect(words.contains("9 of 10 right."), "\(result.output.suffix(1500))")
    #expect(
      words.contains(
        "This is not our order. No Swift compiler was found, so an order other than ours could"
          + " not be compiled and run to see whether it works too; only ours counts here."),
      "\(result.output.suffix(3000))")
  }

  /// Tap to Code judges a line the same with or without a compiler, which only says what a wrong
  /// line does: the session says it cannot.
  @Test func tapToCodeSaysAWrongLineIsNotRun() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["practice", "tap-to-code", "--seed", "1"], input: "q\n")
    #expect(
      Self.words(result.output).contains(
        "No Swift compiler was found, so a wrong line is shown beside ours, but not run to see"
          + " what it does."), "\(result.output.prefix(800))")
    // A set SWIFTC that leads nowhere is named.
    let named = try unwrap.run(
      ["practice", "rearrange-the-lines", "--seed", "1"], input: "q\n",
      environment: InProcessNoCompilerTests.badSwiftc)
    #expect(
      Self.words(named.output).contains(
        "Answers are judged by matching them with ours, not by running them: SWIFTC is set to"),
      "\(named.output.prefix(800))")
  }

  /// The daily challenge asks Free Coding and Rearrange the Lines: it says so before its first
  /// question too, each notice once.
  @Test func theChallengeSaysSo() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "q\n")
    let words = Self.words(result.output)
    let notice = try #require(words.range(of: Self.matchingOnly), "\(result.output.prefix(800))")
    #expect(notice.lowerBound < words.range(of: "(1/10)")!.lowerBound, "\(result.output)")
    #expect(words.components(separatedBy: Self.matchingOnly).count == 2)
  }
}
