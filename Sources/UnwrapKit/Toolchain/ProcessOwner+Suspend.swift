#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-Z. A learner's program runs in its own process group, so the terminal's SIGTSTP stops unwrap
/// but not the program, which would then run on, past its limit, for as long as unwrap stays stopped.
/// Before unwrap stops itself, the hand-off stops every process of every live run with SIGSTOP (which
/// cannot be caught or ignored); when unwrap is continued, they are too, and the time spent stopped is
/// not counted against any limit. A CPU-time limit (RLIMIT_CPU) was the alternative and is not used:
/// it counts every thread (a program using two cores would be killed at half its limit, reported as a
/// crash), does not stop a program that waits instead of computing, and posix_spawn cannot set it.
extension ProcessOwner {
  /// Stops every process of every live run (the roots' groups, their descendants, whatever carries a
  /// run's marker, and, when this process claims all children, every other child of ours and what it
  /// started). The attached editor is left alone: the terminal stops it itself.
  public func suspendEverything() {
    let table = ProcessTable.snapshot()
    let me = getpid()
    let (roots, markers, attachedNow, claimsAll, since) = lock.withLock {
      let live = runs.values.filter { $0.root > 0 }
      return (
        live.filter { !$0.rootReaped }.map { ($0.root, $0.rootStartTicks) },
        live.map { ($0.marker, $0.rootStartTicks) }, attached, claimsAllChildren,
        live.map(\.rootStartTicks).min() ?? UInt64.max
      )
    }
    for (root, _) in roots { kill(-root, SIGSTOP) }
    let byPid = Dictionary(table.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
    let rootPids = Set(roots.map(\.0))
    var stopped: [ProcessEntry] = []
    var stoppedPids: Set<pid_t> = []
    // Parents come before children often enough; two passes catch those that do not.
    for _ in 0..<2 {
      for entry in table
      where entry.pid != me && !entry.isZombie && entry.startTicks >= since
        && !attachedNow.contains(entry.pid) && !stoppedPids.contains(entry.pid)
      {
        let belongs =
          rootPids.contains(entry.pid) || rootPids.contains(entry.group)
          || (claimsAll && entry.parent == me)
          || ProcessTable.descends(entry, fromAnyOf: rootPids.union(stoppedPids), in: byPid)
          || markers.contains {
            entry.startTicks >= $0.1 && ProcessTable.environment(of: entry.pid, contains: $0.0)
          }
        guard belongs else { continue }
        kill(entry.pid, SIGSTOP)
        stopped.append(entry)
        stoppedPids.insert(entry.pid)
      }
    }
    lock.withLock {
      suspended = stopped
      suspendedSince = Self.now()
    }
  }

  /// Continues what `suspendEverything()` stopped (each only if it is still the same process) and
  /// adds the time stopped to `suspendedTotal`.
  public func resumeEverything() {
    let (stopped, roots) = lock.withLock {
      let stopped = suspended
      suspended = []
      if let suspendedSince { suspendedTotal += Self.now() - suspendedSince }
      suspendedSince = nil
      return (stopped, runs.values.filter { $0.root > 0 && !$0.rootReaped }.map(\.root))
    }
    for root in roots { kill(-root, SIGCONT) }
    for entry in stopped where ProcessTable.entry(entry.pid)?.startTicks == entry.startTicks {
      kill(entry.pid, SIGCONT)
    }
  }

  /// Seconds unwrap has spent stopped by Ctrl-Z so far; a limit adds what passes during its run.
  var timeSuspended: Double {
    lock.withLock { suspendedTotal + (suspendedSince.map { Self.now() - $0 } ?? 0) }
  }
}
