#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lets an interrupt wait for a save that has begun, so Ctrl-C can never land between an answer and
/// its save: `FileProgressStore.update` runs inside `during`, and the interrupt hand-off calls `close`
/// before it exits. Once closed, no new save starts (the process is about to end).
public final class SaveGate: @unchecked Sendable {
  /// The gate every `FileProgressStore` of the process shares.
  public static let shared = SaveGate()

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let changed: UnsafeMutablePointer<pthread_cond_t>
  private var saving = 0
  private var closed = false

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    changed = .allocate(capacity: 1)
    changed.initialize(to: pthread_cond_t())
    pthread_cond_init(changed, nil)
  }

  deinit {
    pthread_cond_destroy(changed)
    changed.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs one save. After `close`, the thread waits for ever instead, before the save or after it:
  /// the interrupt is ending the process, and the thread must not exit it first with another status.
  public func during<T, E: Error>(_ save: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex)
    while closed { pthread_cond_wait(changed, mutex) }
    saving += 1
    pthread_mutex_unlock(mutex)
    defer {
      pthread_mutex_lock(mutex)
      saving -= 1
      pthread_cond_broadcast(changed)
      while closed { pthread_cond_wait(changed, mutex) }
      pthread_mutex_unlock(mutex)
    }
    return try save()
  }

  /// Opens a closed gate again, for tests: there, no interrupt ends the process.
  func reopen() {
    pthread_mutex_lock(mutex)
    closed = false
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(mutex)
  }

  /// Lets no new save start and waits up to `seconds` for the ones under way. True when none is left
  /// (every save that had begun is on disk); false if one was still running when the time ran out.
  public func close(waitingAtMost seconds: Double) -> Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int(now.tv_nsec) + Int(seconds.truncatingRemainder(dividingBy: 1) * 1e9)
    var deadline = timespec()
    deadline.tv_sec = now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    closed = true
    while saving > 0 {
      if pthread_cond_timedwait(changed, mutex, &deadline) == ETIMEDOUT { break }
    }
    return saving == 0
  }
}
