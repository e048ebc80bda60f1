/// Where progress lives. Every change is a read-modify-write in one call, so two processes can never lose each other's points.
public protocol ProgressStore: Sendable {
  /// The progress as it is now.
  func load() throws(ProgressError) -> LearnerProgress
  /// Applies `change` to the freshest progress and saves it before returning.
  @discardableResult
  func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T
  /// Throws what `update` would if progress cannot be saved (a read-only folder), so a command can
  /// say so before the learner does any work, not after.
  func checkWritable() throws(ProgressError)
  /// Claims `session` for this run without waiting: nil when another run on the same progress (another
  /// unwrap, or another coordinator on this store) holds it.
  func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim?
}

extension ProgressStore {
  public func checkWritable() throws(ProgressError) {}
}

/// Keeps progress in memory: for tests and for previews that must not touch the learner's file.
public final class InMemoryProgressStore: ProgressStore, @unchecked Sendable {
  private var progress: LearnerProgress
  private var claimed: Set<ExclusiveSession> = []
  private let lock = Lock()

  public init(_ progress: LearnerProgress = LearnerProgress()) {
    self.progress = progress
  }

  public func load() throws(ProgressError) -> LearnerProgress {
    lock.withLock { progress }
  }

  @discardableResult
  public func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    try lock.withLock {
      var copy = progress
      let result = try change(&copy)
      progress = copy
      return result
    }
  }

  public func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim? {
    guard lock.withLock({ claimed.insert(session).inserted }) else { return nil }
    return SessionClaim { [self] in
      _ = lock.withLock { claimed.remove(session) }
    }
  }
}
