import Testing

@testable import UnwrapKit

/// `unwrap review` must not be answerable by position: its cards come shuffled across sections and
/// truths, never in the order of the review files.
@Suite struct ReviewOrderTests {
  let today = Day("2026-06-01")!

  /// The review knows its statements by id without listing them, in the built-in copy (counts from
  /// the index) and in a folder (statements read up front) alike.
  @Test func statementIdsAreRecognizedWithoutBeingListed() throws {
    let folder = try Fixtures.content(sections: ["boxes", "crates"])
    let fromFolder = try ReviewPractice(library: ContentLibrary(directory: folder.url))
    let builtIn = try ReviewPractice(library: ContentLibrary.builtIn())
    for activity in [fromFolder, builtIn] {
      let ids = activity.availableItems { _ in true }
      #expect(!ids.isEmpty)
      #expect(ids.allSatisfy(activity.contains(itemID:)))
    }
    let boxes = fromFolder.availableItems { $0 == "boxes" }
    #expect(boxes.first == "boxes:correct:0")
    let right = boxes.filter { $0.hasPrefix("boxes:correct:") }.count
    let wrong = boxes.count - right
    #expect(fromFolder.contains(itemID: "boxes:correct:\(right - 1)"))
    for bogus in [
      "boxes:correct:\(right)", "boxes:wrong:\(wrong)", "boxes:maybe:0", "nowhere:correct:0",
      "boxes:correct:00",
      "boxes:correct:-1", "boxes:correct", "boxes:correct:0:1", "",
    ] {
      #expect(!fromFolder.contains(itemID: bogus), "\(bogus)")
    }
    #expect(!builtIn.contains(itemID: "variables:wrong:999"))
  }

  /// Runs a review of every card of two fixture sections, all due today, and returns the statements
  /// (section and text) in the order they were asked.
  func askedOrder(seed: UInt64, answers: [String]) throws -> (
    order: [String], screens: [PracticeScreen], store: InMemoryProgressStore
  ) {
    let folder = try Fixtures.content(sections: ["boxes", "crates"])
    let activity = try ReviewPractice(library: ContentLibrary(directory: folder.url))
    let store = InMemoryProgressStore()
    let ids = activity.availableItems { _ in true }
    try store.update { progress in
      for id in ids {
        progress.recordReviewAnswer(id, correctly: false, on: today.adding(days: -1))
      }
    }
    let interface = ScriptedPracticeInterface(answers)
    _ = try SpacedReviewCoordinator(
      activity: activity, store: store, clock: FixedClock(today),
      random: SeededGenerator(seed: seed), interface: interface
    ).run(limit: 30)
    let order = interface.screens.compactMap { screen -> String? in
      guard case .question(let question) = screen else { return nil }
      return question.screen.detail
    }
    return (order, interface.screens, store)
  }

  @Test(arguments: 0..<10) func dueCardsAreShuffledAcrossSectionsAndTruths(seed: Int) throws {
    let (order, _, _) = try askedOrder(
      seed: UInt64(seed), answers: Array(repeating: "t", count: 24))
    #expect(order.count == 24)
    let fileOrder = ["true", "false"].flatMap { kind in (1...6).map { "\(kind) \($0)" } }
    #expect(order != fileOrder + fileOrder, "asked in file order")
    #expect(
      Set(order.prefix(6).map { $0.hasPrefix("true") }).count == 2
        || Set(order.dropFirst(6).prefix(6).map { $0.hasPrefix("true") }).count == 2,
      "truths come in runs of six: \(order)")
  }

  @Test func sSkipsOneCardWhichStaysDue() throws {
    let (order, screens, store) = try askedOrder(seed: 1, answers: ["s", "t"])
    #expect(order.count == 3, "the review goes on after a skip")
    #expect(screens.contains(.cardSkipped), "told the card stays due, not that it counts as wrong")
    #expect(try store.load().dueCards(on: today).count == 23)
  }
}
