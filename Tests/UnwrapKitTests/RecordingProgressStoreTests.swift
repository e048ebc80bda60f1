import Testing

@testable import UnwrapKit

/// The recording store keeps what its own updates changed, in spans another writer's saves split,
/// so a session's announcements leave out what another unwrap earned meanwhile.
@Suite struct RecordingProgressStoreTests {
  let day = Day("2026-04-01")!

  @Test func updatesNothingCameBetweenAreOneSpan() throws {
    let store = RecordingProgressStore(InMemoryProgressStore())
    try store.update { $0.points.learning += 10 }
    try store.update { $0.points.practice += 20 }
    var after = LearnerProgress()
    after.points.learning = 10
    after.points.practice = 20
    #expect(store.changes == [ProgressChange(before: LearnerProgress(), after: after)])
  }

  @Test func anotherWritersSaveStartsANewSpanAndIsInNone() throws {
    let shared = InMemoryProgressStore()
    let store = RecordingProgressStore(shared)
    try store.update { _ = $0.markRead("variables", on: day) }
    // Another unwrap on the same progress, not through this store.
    try shared.update { _ = $0.markRead("constants", on: day) }
    try store.update { $0.points.practice += 20 }
    let changes = store.changes
    try #require(changes.count == 2)
    #expect(!changes[0].before.hasRead("variables") && changes[0].after.hasRead("variables"))
    #expect(!changes[0].after.hasRead("constants"))
    #expect(changes[1].before.hasRead("constants"), "the other's save is before this span")
    #expect(changes[1].after.points.practice - changes[1].before.points.practice == 20)
  }

  @Test func updatesThatChangeNothingOrThrowAreNotRecorded() throws {
    struct Refused: Error {}
    let store = RecordingProgressStore(InMemoryProgressStore())
    try store.update { _ in }
    #expect(throws: Refused.self) {
      try store.update { progress in
        progress.points.practice += 20
        throw Refused()
      }
    }
    #expect(store.changes == [])
    #expect(try store.load() == LearnerProgress())
  }
}
