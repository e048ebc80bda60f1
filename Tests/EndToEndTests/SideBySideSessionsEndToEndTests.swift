import Foundation
import Testing
import UnwrapKit

/// Two `unwrap challenge` or two `unwrap review` runs at once on the same data folder: the second is
/// refused (exit 75) while the first is open and changes nothing, so today's challenge and each due
/// card are paid for once; a first run killed with SIGKILL lets go (the kernel drops its lock).
@Suite struct SideBySideSessionsEndToEndTests {
  let today = Day("2026-04-01")!

  @Test func aSecondChallengeWhileOneIsOpenIsRefusedAndAKilledOneLetsGo() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let first = try unwrap.start(["challenge"])
    defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
    try first.write("s\n")
    // The first run has begun today's challenge once its skip is in the file.
    let begun = SuspendAndEditorEndToEndTests.waitUntil(seconds: 20) {
      (try? unwrap.progress().challenges[today]) != nil
    }
    try #require(begun, "the first run did not save its skip")
    let saved = try Data(contentsOf: unwrap.progressFile)
    let second = try unwrap.run(["challenge"], input: "10\n10\n3\nq\n")
    #expect(first.isRunning, "the runs overlapped")
    #expect(second.status == 75, "\(second.output)\(second.error)")
    #expect(
      second.error.contains(
        "Today's challenge is open in another unwrap: finish it there. Nothing was changed here."),
      "\(second.error)")
    #expect(!second.output.contains("Daily challenge ·"), "a question was asked: \(second.output)")
    #expect(try Data(contentsOf: unwrap.progressFile) == saved, "the second run changed the file")

    kill(first.processIdentifier, SIGKILL)
    #expect(first.waitForExit(seconds: 10))
    let third = try unwrap.run(["challenge"])
    #expect(third.status == 0, "\(third.error)")
    #expect(
      third.output.contains("You left today's challenge after question 1"), "\(third.output)")
  }

  @Test func aSecondReviewWhileOneIsOpenIsRefusedAndTheCardsArePaidOnce() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let cards = try ReviewPractice(library: ContentLibrary.builtIn())
      .availableItems { $0 == "variables" }.prefix(4)
    try FileProgressStore(fileURL: unwrap.progressFile).update { progress in
      for id in cards {
        progress.recordReviewAnswer(id, correctly: true, on: today.adding(days: -1))
      }
    }
    let first = try unwrap.start(["review"])
    defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
    try first.write("t\n")
    // The first run holds the review once its first answer is in the file.
    let begun = SuspendAndEditorEndToEndTests.waitUntil(seconds: 20) {
      (try? unwrap.progress().dueCards(on: today).count) == cards.count - 1
    }
    try #require(begun, "the first run did not save its first answer")
    let saved = try Data(contentsOf: unwrap.progressFile)
    let second = try unwrap.run(["review"], input: String(repeating: "t\n", count: 10))
    #expect(first.isRunning, "the runs overlapped")
    #expect(second.status == 75, "\(second.output)\(second.error)")
    #expect(
      second.error.contains(
        "Your review is open in another unwrap: finish it there. Nothing was changed here."),
      "\(second.error)")
    #expect(try Data(contentsOf: unwrap.progressFile) == saved, "the second run changed the file")

    first.send(Data(String(repeating: "t\n", count: cards.count - 1).utf8))
    let result = first.finish()
    #expect(result.status == 0, "\(result.error)")
    let progress = try unwrap.progress()
    #expect(progress.dueCards(on: today).isEmpty)
    let right = progress.cards.values.filter { $0.repetitions == 2 }.count
    #expect(result.output.contains("Reviewed 4 cards: \(right) right"), "\(result.output)")
    #expect(progress.points.practice == right * PointValues.practiceAnswer)
  }
}
