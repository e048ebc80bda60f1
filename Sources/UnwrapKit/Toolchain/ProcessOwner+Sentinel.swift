import CUnwrapSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `kill -9` of unwrap. The learner's program has the parent-death signal, but a process it forked
/// does not, and one that waits (uses no CPU time) would outlive unwrap. So each program's process
/// group gets a sentinel: a stopped fork of unwrap. When unwrap dies, the group is orphaned (no
/// member's parent is left in the session outside it) while a member is stopped, and the kernel
/// sends every member SIGHUP and SIGCONT (POSIX job control), ending it all. That holds when
/// unwrap's processes pass to a parent outside its session (init, a user's service manager), as
/// they do when unwrap runs in a terminal; a subreaper inside the session keeps the group whole.
extension ProcessOwner {
  /// Every live run's root and sentinel, and the attached programs: what no sweep may take for a
  /// stray. Read under the lock.
  var protectedPids: Set<pid_t> {
    Set(runs.values.flatMap { [$0.root, $0.sentinel] }).union(attached)
  }

  /// Starts the sentinel in `record`'s group, once its root runs there; called under the lock, in
  /// the step that records the root, so no sweep takes it for a stray.
  func startSentinel(_ record: RunRecord) {
    record.sentinel = unwrap_start_group_sentinel(record.root)
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
