/// A session that pays for something once only (today's challenge, the cards due today), so only
/// one run of unwrap may hold it at a time on the same progress. Practice sessions are not among
/// them: they pay for every answer, so any number run side by side.
public enum ExclusiveSession: String, Sendable, CaseIterable {
  case challenge
  case spacedReview = "review"
}

/// This run's hold on an `ExclusiveSession` (`ProgressStore.claim`), kept until `release()` or
/// until the value goes away; the kernel lets go of a file-backed hold when the process ends.
public final class SessionClaim: @unchecked Sendable {
  private let lock = Lock()
  private var releasing: (() -> Void)?

  public init(releasing: @escaping () -> Void) {
    self.releasing = releasing
  }

  deinit { release() }

  /// Lets another run take the session. Releasing twice does nothing more.
  public func release() {
    let action = lock.withLock { () -> (() -> Void)? in
      defer { releasing = nil }
      return releasing
    }
    action?()
  }
}
