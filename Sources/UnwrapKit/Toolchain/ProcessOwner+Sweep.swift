#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sweep: how a run's processes are ended after its verdict, a limit or a signal. A fork bomb
/// fills its cap on processes, so each process killed and reaped freed a slot that a survivor filled
/// at once, with a child that may have left the group and session (`setsid`): a verdict took 20–42 s
/// and hundreds of processes outlived it. The kernel counts a process against the cap until it is
/// reaped, and a killed process's zombie is reaped by its parent (a learner's process that never
/// waits) or by unwrap (the subreaper its orphans pass to). So the sweep kills each process as soon
/// as it reads it, and reaps nothing of the run until a pass finds none left alive: the cap stays
/// full of zombies, and no fork can succeed meanwhile. (Stopping them all first, SIGSTOP, was tried:
/// the kernel continues the stopped members of a process group it orphans, SIGCONT, and a `setsid`
/// fork bomb orphans groups all the time.)
extension ProcessOwner {
  /// How long a sweep goes on at most: far longer than ending the processes a program can make
  /// under its cap takes, and the bound should a process not die (one that changed user cannot be
  /// signalled).
  static let sweepLimit = 3.0

  /// Ends every live process of `record` (the root while it lives, everything that descends from it
  /// or from a process already found, shares its group, or carries its marker), repeating until none
  /// is left or `sweepLimit` has passed, and then reaps those that are our children. Returns how
  /// many processes other than the root it ended.
  @discardableResult
  func sweep(_ record: RunRecord) -> Int {
    let started = Self.now()
    var ended: Set<pid_t> = []
    // The processes found so far, by pid, with their start times: killed but not reaped, so their
    // pids are still their own.
    var found: [pid_t: UInt64] = [:]
    var strays: [pid_t: ProcessEntry] = [:]
    var fewestAlive = Int.max
    let me = getpid()
    while true {
      // The table first, then the live runs: every process in the table was spawned before the
      // snapshot, and a run's root is recorded in the same locked step as its spawn, so each one
      // that belongs to a live run is in `protected` by the time it is read.
      let table = ProcessTable.snapshot()
      let (root, rootLive, protected, sentinels, othersTookRoot, claimsAll) = lock.withLock {
        (
          record.root, !record.rootReaped, protectedPids, Set(runs.values.map(\.sentinel)),
          runs.values.contains { $0 !== record && $0.root == record.root }, claimsAllChildren
        )
      }
      if rootLive, root > 0 { kill(-root, SIGKILL) }
      // The root's process group outlives the root while any member lives, and its id cannot be
      // reused meanwhile: a chain of processes that cleared its environment and leaves one level per
      // kill is ended all at once, atomically with any fork under way. Only when the table shows a
      // member started after the root, and no live run took the pid as its own group.
      let groupLives = !rootLive && root > 0 && !othersTookRoot
      if groupLives,
        table.contains(where: {
          $0.group == root && $0.pid != me && !$0.isZombie && $0.startTicks >= record.rootStartTicks
        })
      {
        kill(-root, SIGKILL)
      }
      var alive = 0
      var liveStrays: [ProcessEntry] = []
      let byPid = Dictionary(table.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
      // A sentinel is its run's own to end (endSentinel), never counted as left behind.
      for entry in table
      where entry.pid != me && entry.startTicks >= record.rootStartTicks
        && !sentinels.contains(entry.pid)
      {
        if entry.isZombie {
          // A finished stray of ours, reaped once nothing of the run is left alive.
          if entry.parent == me, found[entry.pid] != nil || claimsAll,
            !protected.contains(entry.pid)
          {
            strays[entry.pid] = entry
          }
          continue
        }
        let isRoot = entry.pid == root && rootLive
        let belongs =
          isRoot || found[entry.pid] == entry.startTicks
          || (rootLive && ProcessTable.descends(entry, from: root, in: byPid))
          || ((rootLive || groupLives) && entry.group == root)
          || Self.parent(of: entry, isAmong: found, in: byPid)
          || ProcessTable.environment(of: entry.pid, contains: record.marker)
        if belongs {
          // Killed at once, before the table's next process is looked at.
          kill(entry.pid, SIGKILL)
          found[entry.pid] = entry.startTicks
          if entry.pid != root { ended.insert(entry.pid) }
          alive += 1
        } else if claimsAll, entry.parent == me, !protected.contains(entry.pid) {
          liveStrays.append(entry)
        }
      }
      let killedStrays = endStrays(liveStrays, reapFinished: false)
      ended.formUnion(killedStrays)
      for pid in killedStrays { found[pid] = byPid[pid]?.startTicks }
      if alive == 0 && killedStrays.isEmpty { break }
      // Each pass kills what it finds, and none of it can be replaced while its zombie is kept, so
      // fewer are left alive after every pass that the killed get the CPU to die in; past the
      // limit, the sweep stops once a pass ends no more (what changed user cannot be killed).
      if alive >= fewestAlive, Self.now() - started > Self.sweepLimit { break }
      fewestAlive = min(fewestAlive, alive)
      usleep(1000)
    }
    // What was killed and is now a zombie of ours: reaped the same careful way. (Most sweeps end
    // nothing, and then the table need not be read again.)
    if !ended.isEmpty || !strays.isEmpty {
      _ = endStrays(
        ProcessTable.snapshot().filter {
          (ended.contains($0.pid) || strays[$0.pid] != nil) && $0.isZombie
        })
    }
    return ended.count
  }

  /// Whether `entry`'s parent is a process the sweep already found (the same one: its start time).
  private static func parent(
    of entry: ProcessEntry, isAmong found: [pid_t: UInt64], in table: [pid_t: ProcessEntry]
  ) -> Bool {
    guard let started = found[entry.parent] else { return false }
    return table[entry.parent]?.startTicks == started
  }
}
