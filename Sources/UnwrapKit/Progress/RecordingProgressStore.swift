/// What a run of saves changed: the progress just before the first of them and just after the last.
public struct ProgressChange: Equatable, Sendable {
  public var before: LearnerProgress
  public var after: LearnerProgress

  public init(before: LearnerProgress, after: LearnerProgress) {
    self.before = before
    self.after = after
  }
}

/// A store that remembers what its own updates changed, so a session announces only what it earned.
///
/// Another unwrap may save the same progress while a session is open (a lesson read in another
/// terminal). Comparing the progress at the session's end with the progress at its start would
/// count that one's badges and unlocks as this session's, and announce them a second time. Each
/// update here keeps the progress it found (under the store's lock, so the freshest) and the
/// progress it saved: `changes` holds them as spans, one for each run of updates that nothing else
/// came between.
public final class RecordingProgressStore<Base: ProgressStore>: ProgressStore, @unchecked Sendable {
  /// The store every call goes to.
  public let base: Base
  private var recorded: [ProgressChange] = []
  private let lock = Lock()

  public init(_ base: Base) {
    self.base = base
  }

  /// What this store's updates saved, in order: a span ends where another writer's save came
  /// between two of them. Updates that changed nothing, or threw, are not in it.
  public var changes: [ProgressChange] {
    lock.withLock { recorded }
  }

  public func load() throws(ProgressError) -> LearnerProgress {
    try base.load()
  }

  @discardableResult
  public func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    var saved: ProgressChange?
    let result = try base.update { progress in
      let before = progress
      let result = try change(&progress)
      saved = ProgressChange(before: before, after: progress)
      return result
    }
    // Only once the update has returned: a save that failed changed nothing.
    if let saved, saved.before != saved.after { record(saved) }
    return result
  }

  public func checkWritable() throws(ProgressError) {
    try base.checkWritable()
  }

  public func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim? {
    try base.claim(session)
  }

  private func record(_ change: ProgressChange) {
    lock.withLock {
      if let last = recorded.indices.last, recorded[last].after == change.before {
        recorded[last].after = change.after
      } else {
        recorded.append(change)
      }
    }
  }
}
