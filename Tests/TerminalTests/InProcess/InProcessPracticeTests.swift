import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// `unwrap practice` and its sessions in process: scoring, saving, locks, and each key's meaning.
@Suite struct InProcessPracticeTests {
  static let library = try? ContentLibrary.builtIn()

  /// A data folder in which every section has been read.
  func everythingRead() throws -> (InProcessUnwrap, LearnerProgress) {
    var unwrap = InProcessUnwrap()
    unwrap.toolchain = { SwiftToolchain.find(owner: $0) }
    let progress = PracticeOracle.everythingRead(try #require(Self.library))
    try unwrap.save(progress)
    return (unwrap, progress)
  }

  func typedAnswers(activity: String, seed: UInt64, progress: LearnerProgress, wrongAt: Set<Int>)
    throws -> [String]
  {
    try PracticeOracle.typedAnswers(
      activity: activity, seed: seed, progress: progress, wrongAt: wrongAt,
      library: #require(Self.library), toolchain: SwiftToolchain.find())
  }

  @Test(arguments: [
    "review", "predict-the-output", "tap-to-code", "rearrange-the-lines", "free-coding",
  ])
  func aScriptedSessionIsScoredAndSaved(activity: String) throws {
    let (unwrap, progress) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let wrong: Set<Int> = activity == "free-coding" ? [2] : [2, 5]
    let answers = try typedAnswers(activity: activity, seed: 21, progress: progress, wrongAt: wrong)
    let result = try unwrap.run(
      ["practice", activity, "--seed", "21"], input: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)\n\(result.output.suffix(2000))")
    let right = 10 - wrong.count
    #expect(result.output.contains("\(right) of 10 right."), "\(result.output.suffix(1500))")
    #expect(result.output.contains("(10/10)"))
    let saved = try unwrap.progress()
    #expect(saved.points.practice == right * 20)
    #expect(saved.practice[activity]?.sessions == 1)
    if activity == "review" {
      // A statement is answered in the words of a lesson's review, right or wrong.
      #expect(result.output.contains("✓ Right: it is "), "\(result.output.suffix(1500))")
      #expect(result.output.contains("✗ Not quite: it is "), "\(result.output.suffix(1500))")
      #expect(!result.output.contains("Correct!"))
    }
  }

  /// `s` shows the answer as a wrong answer does: the program in order, the output, the line.
  @Test func aSkipShowsTheAnswer() throws {
    let (unwrap, _) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    for activity in ["rearrange-the-lines", "predict-the-output", "tap-to-code"] {
      let result = try unwrap.run(["practice", activity, "--seed", "3"], input: "s\nq\n")
      // Tap to Code points at its line, which may be the program's first.
      let shown = ["│", "▸"].map {
        "Skipped: this question counts as not right.\nThe answer:\n  \($0) "
      }
      #expect(
        shown.contains { result.output.contains($0) }, "\(activity): \(result.output.suffix(800))")
    }
    let review = try unwrap.run(["practice", "review", "--seed", "3"], input: "s\nq\n")
    #expect(
      review.output.contains("Skipped: this question counts as not right.\nIt is "),
      "\(review.output.suffix(800))")
  }

  /// Tap to Code's answer is its program, the line built indented as the code around it (here
  /// inside `func start() {`) and pointed at.
  @Test func aTapToCodeAnswerSitsInItsProgramAtItsIndentation() throws {
    let (unwrap, _) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["practice", "tap-to-code", "--seed", "1"], input: "s\ns\ns\nq\n")
    #expect(
      result.output.contains(
        """
          │     func start() {
          ▸         onTick = { [weak self] in
          │             self?.heat += 10
        """), "\(result.output)")
  }

  /// A wrong Tap to Code line is shown beside the answer's, under the program (without a compiler:
  /// `TapToCodeVerdictTests` has what a compile adds).
  @Test func aWrongTapToCodeLineIsShownBesideTheAnswer() throws {
    var (unwrap, _) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    unwrap.toolchain = { _ in nil }
    let result = try unwrap.run(
      ["practice", "tap-to-code", "--seed", "11"], input: "s\ns\n3 1 2 4 5\nq\n")
    #expect(
      result.output.contains(
        """
          ▸ } while pages > 10
          │ print("\\(cuts) cuts, \\(pages) pages")
          You built `} while 10 > pages`; the answer is `} while pages > 10`.
        """), "\(result.output.suffix(1500))")
  }

  @Test func quittingAtTheFirstQuestionAwardsNothingAndUnknownActivitiesSuggest() throws {
    let (unwrap, _) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let quit = try unwrap.run(["practice", "review", "--seed", "2"], input: "q\n")
    #expect(quit.status == 0)
    #expect(quit.output.contains("Review: nothing answered."), "\(quit.output)")
    #expect(
      quit.output.replacingOccurrences(of: "\n", with: " ").contains(
        "ended early, so the session is not counted"), "the line wraps at 80 columns")
    #expect(try unwrap.progress().points.practice == 0)
    let unknown = try unwrap.run(["practice", "reveiw"])
    #expect(unknown.status == 64)
    #expect(unknown.error.contains("Did you mean: review?"))
  }

  @Test func anActivityWithNoQuestionsForWhatWasReadSaysWhatToReadAndRecordsNothing() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    // Read out of order: Spot the Error unlocks with its section, but every template also needs
    // lessons this learner skipped.
    var progress = LearnerProgress()
    for slug in ["variables", "return-values"] {
      _ = progress.markRead(slug, on: Day("2026-04-01")!)
    }
    try unwrap.save(progress)
    let result = try unwrap.run(["practice", "spot-the-error"], input: "3\n")
    #expect(result.status == 3, "\(result.output)")
    #expect(result.error.contains("no questions yet"), "\(result.error)")
    #expect(result.error.contains("Next: `unwrap learn "))
    #expect(try unwrap.progress().practice["spot-the-error"] == nil)

    // The list says the same instead of showing the activity open.
    let list = try unwrap.run(["practice"])
    let lines = list.output.split(separator: "\n").map(String.init)
    let spot = try #require(lines.firstIndex { $0.contains("spot-the-error") })
    #expect(lines[spot].hasPrefix("○"), "\(lines[spot])")
    #expect(
      lines[spot...].joined(separator: " ").contains(
        "no questions yet about the lessons you have read"),
      "\(list.output)")
    let review = try #require(lines.first { $0.contains(" review ") || $0.hasSuffix(" review") })
    #expect(review.hasPrefix("●"), "review has questions once a lesson is read: \(review)")
  }

  /// An editor that exits with an error (`:cq` in vim, a mistyped `$EDITOR`) is not the learner
  /// skipping: unwrap says what went wrong and offers the editor again.
  @Test func aFailingEditorIsReportedAndOffersAnotherTryNotASkip() throws {
    let (unwrap, _) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let failing = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "\nq\n",
      environment: ["VISUAL": "false"])
    #expect(failing.status == 0, "\(failing.error)")
    #expect(
      failing.output.components(separatedBy: "The editor `false` exited with status 1").count == 3,
      "reported after each of the two tries: \(failing.output)")
    #expect(failing.output.contains("Enter to edit again"))
    #expect(!failing.output.contains("Skipped"), "\(failing.output)")
    let missing = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "s\nq\n",
      environment: ["VISUAL": "unwrap-no-such-editor"])
    #expect(
      missing.output.contains("The editor command `unwrap-no-such-editor` was not found"),
      "\(missing.output)")
    #expect(missing.output.contains("Skipped: this question counts as not right."))
  }

  @Test func sSkipsOneQuestionAndQEndsThePracticeKeepingItsPoints() throws {
    let (unwrap, progress) = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let answers = try typedAnswers(activity: "review", seed: 4, progress: progress, wrongAt: [])
    let result = try unwrap.run(
      ["practice", "review", "--seed", "4"],
      input: [answers[0], "s", answers[2], "q"].joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("True or false? [t/f, h hint, s skip, q quit]"))
    #expect(result.output.contains("Skipped: this question counts as not right."))
    #expect(result.output.contains("(4/10)"), "the session goes on after s")
    // Ended after three questions (one skipped), the score counts those three, not ten.
    #expect(result.output.contains("2 of 3 answered right."), "\(result.output.suffix(600))")
    let saved = try unwrap.progress()
    #expect(saved.points.practice == 2 * PointValues.practiceAnswer)
    #expect(saved.practice["review"]?.sessions ?? 0 == 0)
  }

  @Test func unlocksAndRankUpsAreAnnouncedAtTheEndOfTheSession() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.run(["learn", "variables"], input: "s\n")
    #expect(first.output.contains("Unlocked: Review"), "\(first.output.suffix(600))")
    #expect(!first.output.contains("New rank"))
    let second = try unwrap.run(["learn", "constants"], input: "s\n")
    #expect(second.output.contains("New rank: 2, Tinkerer"), "\(second.output.suffix(600))")
    #expect(second.output.contains("Unlocked: Tap to Code · unwrap practice tap-to-code"))
  }

  /// A template whose `${…}` cannot be filled is found when a question is made from it: practice
  /// names the bank file and the item, as `content validate` does (which finds it first), and exits
  /// 66 like every other content that cannot be loaded.
  @Test func aTemplateThatCannotBeFilledIsNamedByFileAndItemAndExitsSixtySix() throws {
    let folder = ContentCopies.root.appendingPathComponent(
      "unwrap-content-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    let bank = folder.appendingPathComponent("Practice/PredictTheOutput.json")
    try String(contentsOf: bank, encoding: .utf8)
      .replacingOccurrences(of: #""code": ""#, with: #""code": "${nope} "#)
      .write(to: bank, atomically: true, encoding: .utf8)
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var progress = LearnerProgress()
    for slug in ["variables", "string-interpolation"] {
      _ = progress.markRead(slug, on: Day("2026-04-01")!)
    }
    try unwrap.save(progress)
    let environment = ["UNWRAP_CONTENT_DIR": folder.path]
    let result = try unwrap.run(
      ["practice", "predict-the-output"], input: "1\n", environment: environment)
    #expect(result.status == 66, "\(result.error)")
    // The item the session picked first, named as validate names it.
    let item = try #require(
      result.error.split(separator: " ").first { $0.hasPrefix("predict-") }?.dropLast())
    let named = "Practice/PredictTheOutput.json: \(item): unknown word \"nope\""
    #expect(result.error.contains("could not be loaded. " + named), "\(result.error)")
    #expect(try unwrap.progress().practice["predict-the-output"] == nil)
    // Checked as an author at work on the bank would (a whole check takes most of a second here).
    let validate = try unwrap.run(
      ["content", "validate", "--only", "predict-the-output"], environment: environment)
    #expect(validate.status == 1)
    #expect(validate.output.contains(named), "\(validate.output)")
    // `content show` of that item names the file as well.
    let show = try unwrap.run(
      ["content", "show", "predict-the-output", "--id", String(item)], environment: environment)
    #expect(show.status == 66)
    #expect(
      show.error.contains("Practice/PredictTheOutput.json: \(item) could not be generated"),
      "\(show.error)")
  }

  /// A built-in item is decoded alone, so the error names the item and its field
  /// (`predict-sum.hint`): `content show` says which field, as a folder's bank does.
  @Test func contentShowNamesTheFieldOfAnItemThatDoesNotDecode() {
    let file = "Practice/PredictTheOutput.json"
    #expect(
      ContentShowCommand.notGenerated(
        "predict-sum", ContentError(file: file, item: "predict-sum.hint", message: "should be text")
      ) == "\(file): predict-sum could not be generated: hint should be text")
    #expect(
      ContentShowCommand.notGenerated(
        "predict-sum", ContentError(file: file, item: "predict-sum", message: "unknown word")
      ) == "\(file): predict-sum could not be generated: unknown word")
  }
}
