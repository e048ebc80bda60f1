import Foundation
import Testing

@testable import UnwrapKit

/// A store whose saves work `allowed` times, then fail as a read-only folder makes them fail.
final class FailingSavesStore: ProgressStore, @unchecked Sendable {
  let inner = InMemoryProgressStore()
  private var allowed: Int
  static let failure = ProgressError.inaccessible(
    path: "/data/progress.json", reason: "Permission denied")

  init(allowing allowed: Int) { self.allowed = allowed }

  func load() throws(ProgressError) -> LearnerProgress { try inner.load() }
  func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    guard allowed > 0 else { throw Self.failure }
    allowed -= 1
    return try inner.update(change)
  }
  func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim? {
    try inner.claim(session)
  }
}

/// A Learn review whose answers cannot be saved stops at the first that is not, and says why (the
/// command exits 74), as the challenge does: answers never go on being judged and lost.
@Suite struct LearnSaveFailureTests {
  let day = Day("2026-03-14")!

  /// Runs `boxes` with `answers`, on a store that saves once (the lesson read) and then fails.
  func run(_ answers: [String], type: String) throws -> (
    error: (any Error)?, interface: ScriptedLearnInterface, store: FailingSavesStore
  ) {
    let folder = try Fixtures.content(type: type)
    defer { withExtendedLifetime(folder) {} }
    let library = try ContentLibrary(directory: folder.url)
    let section = try library.section("boxes")
    let interface = ScriptedLearnInterface(answers)
    let store = FailingSavesStore(allowing: 1)
    let coordinator = LearnCoordinator(
      library: library, store: store, clock: FixedClock(day), random: SeededGenerator(seed: 3),
      interface: interface)
    do {
      let ending = try coordinator.run(section: section)
      Issue.record("the review went on to \(ending)")
      return (nil, interface, store)
    } catch {
      return (error, interface, store)
    }
  }

  @Test(arguments: [
    (["", "t", "t"], "single"), (["", "s", "t"], "single"), (["", "1 2"], "multiple"),
  ])
  func theFirstAnswerThatCannotBeSavedStopsTheReview(answers: [String], type: String) throws {
    let (error, interface, store) = try run(answers, type: type)
    #expect(error as? ProgressError == FailingSavesStore.failure)
    let asked = interface.prompts.filter {
      if case .startReview = $0 { return false }
      return true
    }
    #expect(asked.count == 1, "asked on after a save failed: \(asked)")
    let verdicts = interface.screens.filter {
      switch $0 {
      case .statementVerdict, .selectionVerdict, .summary: return true
      default: return false
      }
    }
    #expect(verdicts.isEmpty, "judged an answer that was not saved: \(verdicts)")
    // What was saved before is kept.
    #expect(try store.load().hasRead("boxes"))
  }
}
