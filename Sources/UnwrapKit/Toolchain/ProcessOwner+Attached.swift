#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Programs attached to the terminal: the learner's editor (`practice --editor`). It shares unwrap's
/// process group, so the terminal's Ctrl-C and Ctrl-\ reach it directly; a signal that ends unwrap
/// (SIGTERM, SIGHUP) is passed on to it, as git does for its editor, and what is left is killed.
extension ProcessOwner {
  /// How an attached program ended.
  public enum AttachedEnding: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case killed(signal: Int32)
    /// It could not be started.
    case notStarted
  }

  /// Runs a program attached to this terminal (the learner's editor) and waits for it: how it ended.
  /// While it runs, Ctrl-C belongs to it.
  public func runAttached(_ executable: String, _ arguments: [String]) -> AttachedEnding {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = lock.withLock {
      // A signal that came just before would end unwrap without ever seeing this editor.
      if terminating { return ECANCELED }
      let status = posix_spawn(&pid, executable, nil, nil, argv, envp)
      if status == 0 { attached.insert(pid) }
      return status
    }
    guard status == 0 else {
      waitIfTerminating()
      return .notStarted
    }
    var waitStatus: Int32 = 0
    while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
    lock.withLock { _ = attached.remove(pid) }
    // Ended because unwrap is being ended: report nothing, the exit is on its way.
    waitIfTerminating()
    let signal = waitStatus & 0x7F
    return signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .killed(signal: signal)
  }

  /// Ends every attached program and everything it started (the shell that runs `$EDITOR`, the
  /// editor, its helpers): `signal` first, so an editor can save its recovery file and restore the
  /// terminal, then SIGKILL for whatever is left a second later. Only on the way out.
  func endAttached(forwarding signal: Int32) {
    let roots = lock.withLock { attached }
    guard !roots.isEmpty else { return }
    let table = ProcessTable.snapshot()
    let byPid = Dictionary(table.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
    let tree = table.filter {
      !$0.isZombie
        && (roots.contains($0.pid) || ProcessTable.descends($0, fromAnyOf: roots, in: byPid))
    }
    // Where the table is empty (not Linux), the editor itself still hears it.
    for root in roots { kill(root, signal) }
    for entry in tree { kill(entry.pid, signal) }
    func alive(_ entry: ProcessEntry) -> Bool {
      guard let now = ProcessTable.entry(entry.pid) else { return false }
      return now.startTicks == entry.startTicks && !now.isZombie
    }
    let deadline = Self.now() + 1
    while Self.now() < deadline, tree.contains(where: alive) { usleep(10_000) }
    for entry in tree where alive(entry) { kill(entry.pid, SIGKILL) }
  }
}
