import Foundation
import TestSupport
import Testing
import UnwrapKit

/// How practice reads what the learner types, through the real command: the keys on every line of
/// a multi-line answer, a lenient reply, each key said once after a wrong answer, and `--editor` on
/// an activity that has no code to edit.
@Suite struct InProcessAnswerInputTests {
  static let library = try? ContentLibrary.builtIn()

  func everythingRead() throws -> InProcessUnwrap {
    let unwrap = InProcessUnwrap()
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    return unwrap
  }

  /// `h`, `s` and `q` are keys on any line of a typed Free Coding answer, as the prompt offers them,
  /// never code: before, a hint asked for on the second line was compiled as `h`.
  @Test func aKeyOnALaterLineOfCodeIsAKey() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let hint = try unwrap.run(
      ["practice", "free-coding", "--seed", "3"], input: "func f() {\nh\ns\nq\n")
    #expect(hint.output.contains("Hint: "), "\(hint.output)")
    #expect(!hint.output.contains("cannot find 'h'"), "\(hint.output)")
    #expect(hint.output.contains("Skipped"), "\(hint.output)")
    let quit = try unwrap.run(
      ["practice", "free-coding", "--seed", "3"], input: "let a = 1\nq\n")
    #expect(quit.status == 0, "\(quit.error)")
    #expect(!quit.output.contains("does not compile"), "\(quit.output)")
  }

  /// The first seed whose first Predict the Output question wants several lines.
  func multiLineSeed(_ unwrap: InProcessUnwrap) throws -> UInt64? {
    for seed in UInt64(1)...30 {
      let look = try unwrap.run(
        ["practice", "predict-the-output", "--seed", "\(seed)"], input: "q\n")
      if look.output.contains("Output, line 1 of ") { return seed }
    }
    return nil
  }

  @Test func qOnTheSecondLineOfAnOutputEndsTheSessionAndEveryLineOffersTheKeys() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let seed = try #require(try multiLineSeed(unwrap))
    let result = try unwrap.run(
      ["practice", "predict-the-output", "--seed", "\(seed)"], input: "not it\nq\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains("Output, line 2 of ")
        && result.output.contains(" [h hint, s skip, q quit] › q"), "\(result.output)")
    #expect(result.output.contains("Predict the Output: nothing answered."), "\(result.output)")
    #expect(!result.output.contains("+ q"), "q was kept as a line of the answer")
    #expect(try unwrap.progress().practice["predict-the-output"]?.recent ?? [] == [])
  }

  @Test func aTrueOrFalseWithAFullStopIsUnderstood() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let progress = try unwrap.progress()
    let answers = try PracticeOracle.typedAnswers(
      activity: "review", seed: 4, progress: progress, wrongAt: [],
      library: #require(Self.library), toolchain: nil)
    let sentence = answers[0] == "t" ? "True." : "False."
    let result = try unwrap.run(
      ["practice", "review", "--seed", "4"], input: "\(sentence)\nq\n")
    #expect(!result.output.contains("Answer t for true or f for false."), "\(result.output)")
    #expect(result.output.contains("1 of 1 answered right."), "\(result.output.suffix(600))")
  }

  /// After a wrong Free Coding answer the keys are said once, by the prompt that follows.
  @Test func tryAgainDoesNotRepeatTheKeysThePromptShows() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["practice", "free-coding", "--seed", "3"], input: "let unrelated = 1\n.\nq\n")
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.components(separatedBy: "\n")
    let again = try #require(lines.firstIndex(of: "Try again."), "\(result.output)")
    #expect(lines[again + 1].contains("(h hint, s skip, q quit)"), "\(lines[again + 1])")
    #expect(!result.output.contains("type s to skip"), "\(result.output)")
  }

  /// `--editor` only changes how code is written: Review runs as usual without an editor set.
  @Test func editorOnAnActivityWithoutCodeIsIgnoredWithANote() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["practice", "review", "--editor", "--seed", "4"], input: "q\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty, "\(result.error)")
    #expect(
      result.output.components(separatedBy: "--editor has no effect on Review").count == 2,
      "said once: \(result.output)")
    #expect(result.output.contains("Review (1/10)"))
    // Free Coding still needs an editor to open.
    let coding = try unwrap.run(["practice", "free-coding", "--editor"], input: "q\n")
    #expect(coding.status == 64)
    #expect(coding.error.contains("--editor needs $VISUAL or $EDITOR"), "\(coding.error)")
  }
}
