/// Lets an interrupt wait for a save that has begun, so Ctrl-C can never land between an answer and
/// its save: `FileProgressStore.update` runs inside `during`, and the interrupt hand-off calls `close`
/// before it exits. Once closed, no new save starts (the process is about to end).
public final class SaveGate: @unchecked Sendable {
  /// The gate every `FileProgressStore` of the process shares.
  public static let shared = SaveGate()

  private let lock = Lock()
  private var saving = 0
  private var closed = false

  public init() {}

  /// Runs one save. After `close`, the thread waits for ever instead, before the save or after it:
  /// the interrupt is ending the process, and the thread must not exit it first with another status.
  public func during<T, E: Error>(_ save: () throws(E) -> T) throws(E) -> T {
    lock.withLock {
      while closed { lock.wait() }
      saving += 1
    }
    defer {
      lock.withLock {
        saving -= 1
        lock.broadcast()
        while closed { lock.wait() }
      }
    }
    return try save()
  }

  /// Opens a closed gate again, for tests: there, no interrupt ends the process.
  func reopen() {
    lock.withLock {
      closed = false
      lock.broadcast()
    }
  }

  /// Lets no new save start and waits up to `seconds` for the ones under way. True when none is left
  /// (every save that had begun is on disk); false if one was still running when the time ran out.
  public func close(waitingAtMost seconds: Double) -> Bool {
    let deadline = Lock.deadline(in: seconds)
    return lock.withLock {
      closed = true
      while saving > 0, lock.wait(until: deadline) {}
      return saving == 0
    }
  }
}
