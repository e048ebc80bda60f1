#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over a pthread mutex, with a condition to wait on under it, for the little
/// state unwrap shares between threads (Foundation's NSLock is not part of FoundationEssentials).
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Only inside `withLock`: lets the lock go until another thread calls `broadcast`, then holds it
  /// again. Callers wait in a loop on their own condition, as wake-ups can be spurious.
  public func wait() {
    pthread_cond_wait(condition, mutex)
  }

  /// Only inside `withLock`: waits as `wait` does, but not past `deadline` (a `CLOCK_REALTIME`
  /// time). False once the deadline has passed.
  public func wait(until deadline: timespec) -> Bool {
    var deadline = deadline
    return pthread_cond_timedwait(condition, mutex, &deadline) != ETIMEDOUT
  }

  /// Wakes every thread waiting in `wait`.
  public func broadcast() {
    pthread_cond_broadcast(condition)
  }

  /// The `CLOCK_REALTIME` time `seconds` from now, for `wait(until:)`.
  public static func deadline(in seconds: Double) -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int(now.tv_nsec) + Int(seconds.truncatingRemainder(dividingBy: 1) * 1e9)
    var deadline = timespec()
    deadline.tv_sec = now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    return deadline
  }
}
