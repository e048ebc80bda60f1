import Foundation
import Testing
import UnwrapKit

/// Sessions from the binary: each key has one meaning, what is earned is kept however a session ends
/// (Ctrl-C included), the challenge states its rules and shares every question, and milestones are
/// announced.
@Suite struct SessionsEndToEndTests {
  let practice = PracticeEndToEndTests()

  @Test func ctrlCInPracticeExits130AndKeepsTheAnsweredQuestionsPoints() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let progress = try practice.everythingRead(unwrap)
    let answers = try practice.typedAnswers(
      activity: "review", seed: 21, progress: progress, wrongAt: [])
    let running = try unwrap.start(["practice", "review", "--seed", "21"])
    defer { if running.isRunning { kill(running.processIdentifier, SIGKILL) } }
    try running.write(answers[0] + "\n")
    // The second question is being asked once the first answer's points are in the file.
    let start = Date()
    while Date().timeIntervalSince(start) < 20,
      (try? unwrap.progress().points.practice) != PointValues.practiceAnswer
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    kill(running.processIdentifier, SIGINT)
    guard running.waitForExit(seconds: 10) else {
      Issue.record("unwrap did not stop within 10 s of Ctrl-C")
      return
    }
    let result = running.finish()
    #expect(result.status == 130)
    #expect(result.error.contains("Interrupted. Everything you earned so far is saved."))
    #expect(try unwrap.progress().points.practice == PointValues.practiceAnswer)
  }

  @Test func sSkipsOneQuestionAndQEndsThePracticeKeepingItsPoints() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let progress = try practice.everythingRead(unwrap)
    let answers = try practice.typedAnswers(
      activity: "review", seed: 4, progress: progress, wrongAt: [])
    let result = try unwrap.run(
      ["practice", "review", "--seed", "4"],
      input: [answers[0], "s", answers[2], "q"].joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("[h hint, s skip, q quit]"))
    #expect(result.output.contains("Skipped: this question counts as not right."))
    #expect(result.output.contains("(4/10)"), "the session goes on after s")
    #expect(result.output.contains("2 of 10 right."), "\(result.output.suffix(600))")
    let saved = try unwrap.progress()
    #expect(saved.points.practice == 2 * PointValues.practiceAnswer)
    #expect(saved.practice["review"]?.sessions ?? 0 == 0)
  }

  @Test func theChallengeStatesItsRulesAndSharesEveryQuestion() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "s\ns\nq\n")
    #expect(result.status == 0, "\(result.error)")
    let output = result.output.replacingOccurrences(of: "\n", with: " ")
    #expect(
      output.contains("10 questions, one attempt each, 50 points per right answer"),
      "\(result.output.prefix(800))")
    #expect(output.contains("up to 3 skips"))
    #expect(output.contains("q to end the challenge early"))
    #expect(result.output.contains("[h hint, s skip, q quit]"))
    #expect(result.output.contains("Daily challenge 2026-04-01: 0 of 10 right, 2 skipped"))
    let share = try unwrap.run(["challenge", "--share"])
    #expect(share.output.contains("⬜⬜⬛⬛⬛⬛⬛⬛⬛⬛"), "\(share.output)")
  }

  @Test func unlocksAndRankUpsAreAnnouncedAtTheEndOfTheSession() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.run(["learn", "variables"], input: "s\n")
    #expect(first.output.contains("Unlocked: Review"), "\(first.output.suffix(600))")
    #expect(!first.output.contains("New rank"))
    let second = try unwrap.run(["learn", "constants"], input: "s\n")
    #expect(second.output.contains("New rank: 2, Tinkerer"), "\(second.output.suffix(600))")
    #expect(second.output.contains("Unlocked: Tap to Code · unwrap practice tap-to-code"))
  }

  @Test func reviewCardsCannotBeAnsweredByTheirPositionInTheFile() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    _ = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n")
    // The answers that are right when the cards come in file order.
    let due = try unwrap.progress().dueCards(on: Day("2026-04-02")!)
    let byPosition = due.map { $0.contains(":correct:") ? "t" : "f" }
    let result = try unwrap.run(
      ["review", "--seed", "5"], input: byPosition.joined(separator: "\n") + "\n",
      environment: ["UNWRAP_DATE": "2026-04-02"])
    #expect(result.output.contains("Reviewed \(due.count) cards"), "\(result.output.suffix(300))")
    #expect(!result.output.contains("\(due.count) right"), "answered by position")
  }
}
