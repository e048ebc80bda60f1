import Foundation
import Testing

@testable import UnwrapKit

/// Answers prompts from a script and records every screen, the way the terminal would show them.
final class ScriptedLearnInterface: LearnInterface {
  var answers: [String]
  var screens: [LearnScreen] = []
  var prompts: [LearnPrompt] = []
  /// When set, answers true-or-false prompts correctly by looking the statement up in the review.
  var oracle: Review?

  init(_ answers: [String] = [], oracle: Review? = nil) {
    self.answers = answers
    self.oracle = oracle
  }

  func show(_ screen: LearnScreen) { screens.append(screen) }

  func ask(_ prompt: LearnPrompt) -> String? {
    prompts.append(prompt)
    if let oracle, !answers.isEmpty, answers[0] == "oracle" {
      switch prompt {
      case .trueOrFalse(let question):
        return oracle.correct.contains(question.statement) ? "t" : "f"
      case .selectTrue(let question):
        return question.statements.enumerated().filter { oracle.correct.contains($0.element) }
          .map { "\($0.offset + 1)" }.joined(separator: ",")
      case .startReview:
        return ""
      }
    }
    return answers.isEmpty ? nil : answers.removeFirst()
  }
}

@Suite struct LearnCoordinatorTests {
  let day = Day("2026-03-14")!

  func run(
    _ answers: [String], type: String = "single", reviewOnly: Bool = false,
    store: InMemoryProgressStore = .init(),
    seed: UInt64 = 7
  ) throws -> (LearnCoordinator.Ending, ScriptedLearnInterface, InMemoryProgressStore) {
    let folder = try Fixtures.content(type: type)
    let library = try ContentLibrary(directory: folder.url)
    let section = try library.section("boxes")
    let interface = ScriptedLearnInterface(answers, oracle: section.review)
    let coordinator = LearnCoordinator(
      library: library, store: store, clock: FixedClock(day), random: SeededGenerator(seed: seed),
      interface: interface)
    let ending = try coordinator.run(section: section, reviewOnly: reviewOnly)
    return (ending, interface, store)
  }

  @Test func aPerfectSingleReviewEarnsReadingAndReviewPoints() throws {
    let (ending, interface, store) = try run(["oracle"])
    guard case .finished(let summary) = ending else {
      Issue.record("did not finish")
      return
    }
    #expect(summary.outcome == .passed(score: 8, outOf: 8))
    #expect(summary.pointsAwarded == 200)
    #expect(summary.next?.slug == "crates")
    let progress = try store.load()
    #expect(progress.points.learning == 100)
    #expect(progress.points.review == 100)
    #expect(progress.sections["boxes"] == SectionProgress(read: day, reviewed: day))
    #expect(progress.activeDays == [day])
    let asked = interface.prompts.compactMap { prompt -> Bool? in
      if case .trueOrFalse(let question) = prompt {
        return interface.oracle!.correct.contains(question.statement)
      }
      return nil
    }
    #expect(asked.count == 8)
    #expect(asked.filter { $0 }.count == 4, "half the statements asked are true")
  }

  @Test func pointsAreAwardedOncePerSection() throws {
    let store = InMemoryProgressStore()
    _ = try run(["oracle"], store: store)
    let (ending, _, _) = try run(["oracle"], store: store)
    guard case .finished(let summary) = ending else {
      Issue.record("did not finish")
      return
    }
    #expect(summary.pointsAwarded == 0)
    #expect(try store.load().points.total == 200)
  }

  @Test func skippingTheReviewStillEarnsReadingPoints() throws {
    let (ending, _, store) = try run(["s"])
    guard case .finished(let summary) = ending else {
      Issue.record("did not finish")
      return
    }
    #expect(summary.outcome == .skipped)
    #expect(try store.load().points == Points(learning: 100))
    #expect(try store.load().hasReviewed("boxes") == false)
  }

  @Test func qBeforeTheReviewQuitsItLikeASkipAndOtherTextAsksAgain() throws {
    // q at "start the review?" counts the lesson as read and asks no statement, as s does.
    let (quit, quitting, store) = try run(["q"])
    guard case .finished(let summary) = quit else {
      Issue.record("\(quit)")
      return
    }
    #expect(summary.outcome == .skipped)
    #expect(try store.load().points == Points(learning: 100))
    #expect(!quitting.prompts.contains { if case .trueOrFalse = $0 { true } else { false } })
    // Anything else says what the keys are and asks again; Enter then starts the review.
    let (_, asking, _) = try run(["x", "", "t"])
    let starts = asking.prompts.filter { if case .startReview = $0 { true } else { false } }
    #expect(starts.count == 2)
    #expect(
      asking.screens.contains(
        .notUnderstood("Press Enter to start the review, s to skip it, or q to quit.")))
    #expect(asking.prompts.contains { if case .trueOrFalse = $0 { true } else { false } })
  }

  @Test func sSkipsOneStatementAndQEndsTheReviewKeepingWhatWasAnswered() throws {
    // s on the first statement skips only it: seven more are asked, and it counts as not right.
    let (skipped, skipping, _) = try run(["", "s", "t", "t", "t", "t", "t", "t", "t"])
    guard
      case .statementVerdict(let first)? = skipping.screens.first(where: {
        if case .statementVerdict = $0 { true } else { false }
      })
    else {
      Issue.record("no verdict on the skipped statement")
      return
    }
    #expect(first.wasSkipped && !first.wasRight)
    guard case .finished(let summary) = skipped,
      case .failed(_, let outOf, _, let skippedCount) = summary.outcome
    else {
      Issue.record("\(skipped)")
      return
    }
    #expect(outOf == 8)
    #expect(skippedCount == 1)
    // q after one answer ends the review at once; the answer given is already saved.
    let (quit, _, store) = try run(["", "t", "q"])
    guard case .finished(let ended) = quit else {
      Issue.record("\(quit)")
      return
    }
    #expect(ended.outcome == .ended(answered: 1, skipped: 0, outOf: 8))
    #expect(try store.load().cards.count == 1)
    // Statements skipped before q are counted: the review was gone through, not skipped.
    let (skippedThenQuit, _, _) = try run(["", "s", "s", "q"])
    guard case .finished(let skips) = skippedThenQuit else {
      Issue.record("\(skippedThenQuit)")
      return
    }
    #expect(skips.outcome == .ended(answered: 0, skipped: 2, outOf: 8))
    let (mixed, _, _) = try run(["", "s", "s", "f", "q"])
    guard case .finished(let both) = mixed else {
      Issue.record("\(mixed)")
      return
    }
    #expect(both.outcome == .ended(answered: 1, skipped: 2, outOf: 8))
    // q before any answer is still a skipped review.
    let (quitAtOnce, _, _) = try run(["", "q"])
    guard case .finished(let none) = quitAtOnce else {
      Issue.record("\(quitAtOnce)")
      return
    }
    #expect(none.outcome == .skipped)
  }

  @Test func tooManyWrongAnswersFailTheReviewButKeepReading() throws {
    let (ending, _, store) = try run(["", "t", "t", "t", "t", "t", "t", "t", "t"])
    guard case .finished(let summary) = ending else {
      Issue.record("did not finish")
      return
    }
    #expect(summary.outcome == .failed(score: 4, outOf: 8, needed: 6))
    #expect(try store.load().points == Points(learning: 100))
  }

  @Test func endOfInputMidReviewKeepsWhatWasEarned() throws {
    let (ending, _, store) = try run(["", "t"])
    #expect(ending == .inputEnded)
    #expect(try store.load().points == Points(learning: 100))
  }

  @Test func endOfInputBeforeTheReviewAwardsNothing() throws {
    let (ending, _, store) = try run([])
    #expect(ending == .inputEnded)
    #expect(try store.load().points.total == 0)
  }

  @Test func hintsAndGarbageAskAgainWithoutCountingAnAnswer() throws {
    let (_, interface, _) = try run(["", "h", "banana", "", "t"])
    #expect(interface.screens.contains(.hint("Think.")))
    #expect(
      interface.screens.filter { if case .notUnderstood = $0 { true } else { false } }.count == 2)
    let verdicts = interface.screens.filter {
      if case .statementVerdict = $0 { true } else { false }
    }
    #expect(verdicts.count == 1)
  }

  @Test func multipleSelectionNeedsTheExactSet() throws {
    let (ending, interface, store) = try run(["oracle"], type: "multiple")
    guard case .finished(let summary) = ending else {
      Issue.record("did not finish")
      return
    }
    #expect(summary.outcome == .passed(score: 12, outOf: 12))
    #expect(try store.load().points.total == 200)
    guard case .selectTrue(let question)? = interface.prompts.last else {
      Issue.record("no selection")
      return
    }
    #expect(question.statements.count == 12)

    let (wrong, _, wrongStore) = try run(["", "1 2 3"], type: "multiple")
    guard case .finished(let failed) = wrong else {
      Issue.record("did not finish")
      return
    }
    if case .failed = failed.outcome {} else { Issue.record("a wrong set passed") }
    #expect(try wrongStore.load().points.total == 100)
  }

  /// `l` (or `list`) lists the statements again, which may have scrolled away, and asks again:
  /// nothing is answered, and the "not understood" reply names the key.
  @Test func lListsTheStatementsAgainAndAsksAgain() throws {
    let (ending, interface, _) = try run(["", "l", " LIST ", "x", "1 2 3"], type: "multiple")
    guard case .selectTrue(let question)? = interface.prompts.last else {
      Issue.record("no selection")
      return
    }
    let listed = interface.screens.filter { $0 == .selectionStatements(question) }
    #expect(listed.count == 2, "\(interface.screens)")
    #expect(interface.prompts.count == 5, "\(interface.prompts)")
    #expect(
      interface.screens.contains {
        if case .notUnderstood(let why) = $0 { why.contains("l to list them again") } else { false }
      })
    guard case .finished(let summary) = ending, case .failed = summary.outcome else {
      Issue.record("not judged: \(ending)")
      return
    }
  }

  @Test func reviewOnlySkipsTheLessonAndCountsAsReading() throws {
    let (ending, interface, store) = try run(["oracle"], reviewOnly: true)
    #expect(!interface.screens.contains { if case .lesson = $0 { true } else { false } })
    guard case .finished = ending else {
      Issue.record("did not finish")
      return
    }
    #expect(try store.load().points == Points(learning: 100, review: 100))
  }

  @Test func theSameSeedAsksTheSameStatementsInTheSameOrder() throws {
    let first = try run(["", "t", "t", "t"], seed: 42).1.prompts
    let second = try run(["", "t", "t", "t"], seed: 42).1.prompts
    let other = try run(["", "t", "t", "t"], seed: 43).1.prompts
    #expect(first == second)
    #expect(first != other)
  }
}

@Suite struct AnswerParsingTests {
  @Test func trueOrFalse() {
    #expect(TrueFalseReply(" T ") == .answer(true))
    #expect(TrueFalseReply("no") == .answer(false))
    #expect(TrueFalseReply("h") == .hint)
    #expect(TrueFalseReply("S") == .skip)
    #expect(TrueFalseReply("maybe") == .unrecognized)
    #expect(TrueFalseReply("") == .unrecognized)
  }

  @Test func numberLists() {
    #expect(NumberListReply("1 4 7", count: 12) == .numbers([1, 4, 7]))
    #expect(NumberListReply("1,4,7", count: 12) == .numbers([1, 4, 7]))
    #expect(NumberListReply(" 1, 4 ,7 ", count: 12) == .numbers([1, 4, 7]))
    #expect(NumberListReply("13", count: 12) == .unrecognized("13 is not between 1 and 12."))
    #expect(NumberListReply("0", count: 12) == .unrecognized("0 is not between 1 and 12."))
    #expect(NumberListReply("one", count: 12) == .unrecognized("\"one\" is not a number."))
    #expect(
      NumberListReply("", count: 12)
        == .unrecognized("Type the numbers, separated by spaces or commas."))
    #expect(NumberListReply("99999999999999999999999", count: 12) != .numbers([]))
    // A damaged item with nothing to choose: told, where `1...0` trapped.
    for reply in ["1", "0", "2 1"] {
      #expect(
        NumberListReply(reply, count: 0)
          == .unrecognized("This question has nothing to choose from: type s to skip it."))
    }
  }
}

@Suite struct LearnPlannerTests {
  let syllabus = Syllabus(chapters: [
    Chapter(name: "A", slug: "alpha", sections: ["one", "two"]),
    Chapter(name: "B", slug: "beta", sections: ["three"]),
  ])

  @Test func resolvesSectionsChaptersAndSuggestsForTypos() {
    var progress = LearnerProgress()
    let planner = LearnPlanner(syllabus: syllabus)
    #expect(planner.resolve("two", progress: progress) == .section("two"))
    #expect(
      planner.resolve("alpha", progress: progress) == .chapter(syllabus.chapters[0], section: "one")
    )
    progress.markReviewed("one", on: Day("2026-01-01")!)
    #expect(
      planner.resolve("alpha", progress: progress) == .chapter(syllabus.chapters[0], section: "two")
    )
    #expect(planner.resolve("thre", progress: progress) == .unknown(suggestions: ["three"]))
    #expect(planner.nextSection(after: "two", progress: progress) == "three")
    #expect(planner.state(of: "one", in: progress) == .reviewed)
  }
}
