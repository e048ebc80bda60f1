import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Two runs of a once-only session on one data folder, the second started while the first waits for
/// an answer: it is told the session is open elsewhere (exit 75) and changes nothing. A first run
/// whose progress another unwrap changed behind its back (a reset, or one that got round the lock)
/// saves nothing over it.
@Suite struct InProcessSideBySideTests {
  @Test func aSecondChallengeIsToldToFinishTheOpenOne() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var second: InProcessUnwrap.Result?
    var progressMeanwhile: LearnerProgress?
    let first = try unwrap.run(
      ["challenge"], input: "s\nq\n",
      meanwhile: [
        1: {
          second = try? unwrap.run(["challenge"], input: "10\n10\n3\nq\n")
          progressMeanwhile = try? unwrap.progress()
        }
      ])
    #expect(second?.status == 75)
    #expect(
      second?.error
        == "unwrap: Today's challenge is open in another unwrap: finish it there. Nothing was changed here.\n"
    )
    #expect(second?.output == "", "no rules, no question")
    #expect(progressMeanwhile?.challenges.first?.value.marks == "-", "the first run's skip stands")
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("left after question 1: 0 right, 1 skipped"), "\(first.output)")
  }

  /// The home screen tells a challenge being answered elsewhere as open, not as left.
  @Test func theHomeScreenShowsAChallengeOpenElsewhereAsOpen() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var home: InProcessUnwrap.Result?
    var json: InProcessUnwrap.Result?
    let first = try unwrap.run(
      ["challenge"], input: "s\nq\n",
      meanwhile: [
        1: {
          home = try? unwrap.run([], environment: ["COLUMNS": "200"])
          json = try? unwrap.run(["status", "--json"])
        }
      ])
    #expect(first.status == 0, "\(first.error)")
    #expect(
      home?.output.contains(
        "Challenge  open in another unwrap, 1 of 10 done (1 skipped): 0 points so far") == true,
      "\(home?.output ?? "")")
    #expect(json?.output.contains("\"challengeOpenElsewhere\" : true") == true)
    let after = try unwrap.run([], environment: ["COLUMNS": "200"])
    #expect(
      after.output.contains("Challenge  left after question 1 today: 0 points"), "\(after.output)")
  }

  /// `--history` and `--share` tell it as open too, not as left or ended early; and skips are
  /// told as skips, not as answers.
  @Test func historyAndShareTellAChallengeOpenElsewhereAsOpen() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var home: InProcessUnwrap.Result?
    var history: InProcessUnwrap.Result?
    var share: InProcessUnwrap.Result?
    let first = try unwrap.run(
      ["challenge"], input: "s\ns\ns\nq\n",
      meanwhile: [
        3: {
          home = try? unwrap.run([], environment: ["COLUMNS": "200"])
          history = try? unwrap.run(["challenge", "--history"])
          share = try? unwrap.run(["challenge", "--share"])
        }
      ])
    #expect(first.status == 0, "\(first.error)")
    #expect(
      home?.output.contains(
        "Challenge  open in another unwrap, 3 of 10 done (3 skipped): 0 points so far") == true,
      "\(home?.output ?? "")")
    let listed = history?.output ?? ""
    #expect(listed.contains("  2026-04-01  0/10    0 points  --- (in progress)"), "\(listed)")
    #expect(listed.contains("0 finished, today's in progress in another unwrap"), "\(listed)")
    #expect(!listed.contains("ended early"), "\(listed)")
    let shared = share?.output.split(separator: "\n").map(String.init) ?? []
    #expect(
      shared.first
        == "unwrap daily challenge 2026-04-01: 0/10 so far, in progress after question 3",
      "\(shared)")
    #expect(shared.dropFirst(2).first == "⬜ skipped  ⬛ not asked yet", "\(shared)")
    #expect(shared.last?.hasPrefix("0 points so far · 1-day streak") == true, "\(shared)")
    // Once it ends, the same result is told as left early.
    let after = try unwrap.run(["challenge", "--history"])
    #expect(after.output.contains("  2026-04-01  0/10    0 points  --- (ended early)"))
    #expect(after.output.contains("0 finished, 1 ended early"), "\(after.output)")
    let sharedAfter = try unwrap.run(["challenge", "--share"]).output
    #expect(
      sharedAfter.hasPrefix("unwrap daily challenge 2026-04-01: 0/10, left after question 3\n"))
  }

  /// `unwrap reset` waits for neither: it says which is open and changes nothing, so the answers
  /// given there are kept and the open run goes on.
  @Test(arguments: [false, true])
  func aResetIsToldToLetTheOpenChallengeOrReviewFinishFirst(review: Bool) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var reset: InProcessUnwrap.Result?
    var progressMeanwhile: LearnerProgress?
    let first: InProcessUnwrap.Result
    if review {
      try eightDueCards(unwrap)
      first = try unwrap.run(
        ["review"], input: String(repeating: "t\n", count: 8),
        environment: ["UNWRAP_DATE": "2026-04-02"],
        meanwhile: [1: { reset = try? unwrap.run(["reset"], input: "yes\n") }])
    } else {
      first = try unwrap.run(
        ["challenge"], input: "s\ns\nq\n",
        meanwhile: [
          1: {
            reset = try? unwrap.run(["reset", "--yes"])
            progressMeanwhile = try? unwrap.progress()
          }
        ])
      #expect(progressMeanwhile?.challenges.first?.value.marks == "-", "the skip is kept")
    }
    let what = review ? "Your review" : "Today's challenge"
    #expect(reset?.status == 75)
    #expect(
      reset?.error
        == "unwrap: \(what) is open in another unwrap: finish or quit it there, then reset. Nothing was changed.\n"
    )
    #expect(reset?.output == "", "asked before the learner types yes")
    #expect(first.status == 0, "\(first.error)")
    #expect(
      first.output.contains(review ? "Reviewed 8 cards" : "0 right, 2 skipped"), "\(first.output)")
    #expect(try unwrap.run(["reset", "--yes"]).status == 0, "once it ends, a reset goes through")
    #expect(try unwrap.progress() == LearnerProgress())
  }

  /// A reset that got round the claim (here written straight to the file) is not saved over.
  @Test func aChallengeResetBehindItsBackEndsWithoutSavingOverIt() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.run(
      ["challenge"], input: "s\ns\nq\n",
      meanwhile: [1: { _ = try? FileProgressStore(fileURL: unwrap.progressFile).reset() }])
    #expect(first.status == 75)
    #expect(
      first.error
        == "unwrap: Another unwrap changed today's challenge while this one was open, so this answer was not counted and the challenge ends here.\n"
    )
    let progress = try unwrap.progress()
    #expect(progress.challenges.isEmpty, "the reset stands")
    #expect(progress.activeDays.isEmpty)
  }

  /// Eight cards due on 2026-04-02, from reading and reviewing Variables the day before.
  func eightDueCards(_ unwrap: InProcessUnwrap) throws {
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    _ = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n")
    try #require(try unwrap.progress().dueCards(on: Day("2026-04-02")!).count == 8)
  }

  @Test func aSecondReviewIsToldToFinishTheOpenOne() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try eightDueCards(unwrap)
    let tomorrow = ["UNWRAP_DATE": "2026-04-02"]
    var second: InProcessUnwrap.Result?
    let first = try unwrap.run(
      ["review"], input: String(repeating: "t\n", count: 8), environment: tomorrow,
      meanwhile: [
        1: {
          second = try? unwrap.run(
            ["review"], input: String(repeating: "t\n", count: 8), environment: tomorrow)
        }
      ])
    #expect(second?.status == 75)
    #expect(
      second?.error
        == "unwrap: Your review is open in another unwrap: finish it there. Nothing was changed here.\n"
    )
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("Reviewed 8 cards"), "\(first.output)")
    let right = try unwrap.progress().cards.values.filter { $0.repetitions == 2 }.count
    #expect(try unwrap.progress().points.practice == right * PointValues.practiceAnswer)
  }

  /// Cards another run answered while this one was open (here written straight to the file, as a
  /// run that got round the lock would) are no longer due: answering them here earns nothing.
  @Test func cardsAnsweredBehindItsBackEarnNothingHere() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try eightDueCards(unwrap)
    let day = Day("2026-04-02")!
    var scheduled: [String: ReviewCard] = [:]
    let first = try unwrap.run(
      ["review"], input: String(repeating: "t\n", count: 8),
      environment: ["UNWRAP_DATE": "2026-04-02"],
      meanwhile: [
        1: {
          let store = FileProgressStore(fileURL: unwrap.progressFile)
          scheduled =
            (try? store.update { progress in
              for id in progress.dueCards(on: day) {
                progress.recordReviewAnswer(id, correctly: false, on: day)
              }
              return progress.cards
            }) ?? [:]
        }
      ])
    #expect(first.status == 0, "\(first.error)")
    #expect(
      first.output.components(
        separatedBy: "Another unwrap has already answered this card, so this answer earns nothing."
      ).count == 8, "\(first.output)")
    #expect(first.output.contains("Reviewed 1 card:"), "\(first.output)")
    let progress = try unwrap.progress()
    #expect(progress.cards == scheduled, "the other run's schedule stands")
    #expect(progress.points.practice <= PointValues.practiceAnswer, "only the first card paid")
  }
}
