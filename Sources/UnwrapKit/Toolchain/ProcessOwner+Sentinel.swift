import CUnwrapSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kill -9` of unwrap. The learner's program has the parent-death signal, but a process it forked
/// does not (nor does the compiler's frontend, which the driver starts), and one that waits (uses no
/// CPU time) would outlive unwrap. So each run's process group gets a sentinel: a fork of unwrap
/// that waits for unwrap's death (its own parent-death signal) and then ends everything of the run
/// as a sweep would: the group, whatever carries the run's marker (also in another session, also
/// when it ignores SIGHUP), and what those forked (`CUnwrapSystem/Sentinel.c`).
extension ProcessOwner {
  /// Every live run's root and sentinel, and the attached programs: what no sweep may take for a
  /// stray. Read under the lock.
  var protectedPids: Set<pid_t> {
    Set(runs.values.flatMap { [$0.root, $0.sentinel] }).union(attached)
  }

  /// Starts the sentinel in `record`'s group, once its root runs there; called under the lock, in
  /// the step that records the root, so no sweep takes it for a stray.
  func startSentinel(_ record: RunRecord) {
    record.sentinel = record.marker.withUnsafeBufferPointer { marker in
      marker.withMemoryRebound(to: CChar.self) {
        unwrap_start_group_sentinel(record.root, $0.baseAddress, $0.count)
      }
    }
  }

  /// Kills and reaps the sentinel: called once the run's root has been reaped. Only this run reaps
  /// it (sweeps leave it alone), so its pid cannot have been reused.
  func endSentinel(_ record: RunRecord) {
    let sentinel = lock.withLock { record.sentinel }
    guard sentinel > 0 else { return }
    kill(sentinel, SIGKILL)
    var status: Int32 = 0
    while waitpid(sentinel, &status, 0) < 0 && errno == EINTR {}
    lock.withLock { record.sentinel = 0 }
  }
}
