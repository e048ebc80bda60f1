import CUnwrapSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one program through a `ProcessOwner`: in its own process group, in a chosen folder, with stdin
/// from /dev/null, a time limit, a cap on output and, for a learner's program, `ProgramLimits`. It reads both pipes while the program runs, so a
/// chatty child cannot deadlock, and when the program ends, or must stop, the owner ends everything it
/// started. A program the kernel stops for using the terminal is ended at once
/// (`ProcessRunner+TerminalStop`).
public struct ProcessRunner: Sendable {
  public var timeout: Double
  public var outputLimit: Int
  public var owner: ProcessOwner
  /// Memory and CPU ceilings set on the program as it starts; nil for the compiler and our tools.
  public var limits: ProgramLimits?

  public init(
    timeout: Double, outputLimit: Int = 1 << 20, owner: ProcessOwner = ProcessOwner(),
    limits: ProgramLimits? = nil
  ) {
    self.timeout = timeout
    self.outputLimit = outputLimit
    self.owner = owner
    self.limits = limits
  }

  /// A program (the compiler, a learner's program) that could not be started: it never ran, so
  /// nothing is known about the code it was to compile or be.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case couldNotStart(String)

    public var description: String {
      switch self {
      case .couldNotStart(let reason): "a program could not be started (\(reason))"
      }
    }
  }

  /// The environment a program gets.
  public enum Environment: Sendable {
    /// Ours, with these entries added or replaced (the compiler's).
    case inherited(adding: [String: String])
    /// These entries and nothing else (a learner's program).
    case only([String: String])
  }

  /// How long output may keep arriving after the program itself has ended before whatever holds the
  /// pipes open counts as a process left running.
  static let pipeGrace = 0.2

  public func run(
    _ executable: String, _ arguments: [String],
    environment: Environment = .inherited(adding: [:]), directory: String? = nil
  ) throws(Failure) -> ProcessOutcome {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    // A learner's program writes its output to a terminal, so each line is flushed as it is printed
    // and a crash loses none of it; a pipe where no terminal can be had.
    var master: Int32 = -1
    var slave: Int32 = -1
    let terminal = limits != nil && unwrap_open_raw_pty(&master, &slave) == 0
    if terminal { outPipe = [master, slave] }
    guard terminal || pipe(&outPipe) == 0 else {
      throw .couldNotStart(String(cString: strerror(errno)))
    }
    guard pipe(&errPipe) == 0 else {
      close(outPipe[0])
      close(outPipe[1])
      throw .couldNotStart(String(cString: strerror(errno)))
    }
    for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

    let (runID, record) = owner.beginRun()
    defer { owner.endRun(runID) }
    let started = ProcessOwner.now()
    let pid: pid_t
    do {
      // Spawned and recorded in one step, so a sweep by another run never sees it unrecorded.
      pid = try owner.spawn(
        record, sentinel: ProcessTable.isAvailable, refused: .couldNotStart("the check was stopped")
      ) {
        () throws(Failure) -> pid_t in
        try spawn(
          executable, arguments, environment: environment, directory: directory,
          marker: record.markerEntry, output: outPipe[1], errors: errPipe[1])
      }
    } catch {
      for fd in outPipe + errPipe { close(fd) }
      throw error
    }
    close(outPipe[1])
    close(errPipe[1])

    var output: [UInt8] = []
    var errors: [UInt8] = []
    var timedOut = false
    var overLimit = false
    var heldOpen = false
    var terminalStop: Int32? = nil
    var open: [Int32] = [outPipe[0], errPipe[0]]
    var waitStatus: Int32 = 0
    var exitedAt: Double? = nil
    // Time unwrap spends stopped (Ctrl-Z, with the program stopped too) does not count.
    let suspendedBefore = owner.timeSuspended
    func deadline() -> Double { started + timeout + owner.timeSuspended - suspendedBefore }
    var buffer = [UInt8](repeating: 0, count: 65536)

    /// Reaps the program once it has ended, and notes a stop for the terminal, which nothing ends
    /// but ending the program.
    func look() {
      switch Self.look(at: pid) {
      case .running: break
      case .ended(let status):
        waitStatus = status
        owner.reaped(record)
        exitedAt = ProcessOwner.now()
      case .stoppedForTerminal(let signal): terminalStop = signal
      }
    }

    func drain(until limit: () -> Double) {
      while !open.isEmpty {
        let remaining = limit() - ProcessOwner.now()
        if remaining <= 0 { return }
        var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 0.05) * 1000) + 1)
        if ready < 0 {
          if errno == EINTR { continue }
          return
        }
        for entry in fds where entry.revents != 0 {
          let count = read(entry.fd, &buffer, buffer.count)
          if count <= 0 {
            if count < 0, errno == EINTR { continue }
            close(entry.fd)
            open.removeAll { $0 == entry.fd }
            continue
          }
          if entry.fd == outPipe[0] {
            output.append(contentsOf: buffer[0..<count])
          } else {
            errors.append(contentsOf: buffer[0..<count])
          }
          if output.count + errors.count > outputLimit {
            overLimit = true
            return
          }
        }
        if exitedAt == nil {
          look()
          if terminalStop != nil { return }
        }
        if let exitedAt, !open.isEmpty, ProcessOwner.now() - exitedAt > Self.pipeGrace {
          heldOpen = true
          return
        }
      }
    }

    drain(until: deadline)
    if !open.isEmpty && !overLimit && !heldOpen && terminalStop == nil { timedOut = true }
    // The pipes are closed, but the program may still run (it closed them itself): wait for it
    // within the same limit.
    while open.isEmpty && exitedAt == nil && !overLimit && !timedOut && terminalStop == nil {
      look()
      guard exitedAt == nil && terminalStop == nil else { break }
      if ProcessOwner.now() >= deadline() {
        timedOut = true
      } else {
        usleep(500)
      }
    }
    var leftBehind = 0
    // A program stopped for the terminal is ended as one at the time limit is, with all it started.
    let cutShort = timedOut || overLimit || terminalStop != nil
    if cutShort || heldOpen {
      leftBehind = owner.sweep(record)
      // What a left-behind process held open closes now; keep what was already printed.
      if heldOpen {
        let end = ProcessOwner.now() + 0.5
        drain { end }
      }
    }
    for fd in open { close(fd) }
    if exitedAt == nil {
      while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
      owner.reaped(record)
    }
    owner.endSentinel(record)
    owner.waitIfTerminating()
    // A program that ended but left something running in the background, with its pipes closed.
    leftBehind += owner.sweep(record)

    let exited = (waitStatus & 0x7F) == 0
    let standardError = String(decoding: errors.prefix(outputLimit), as: UTF8.self)
    let outOfMemory =
      limits?.ranOutOfMemory(signal: exited ? nil : waitStatus & 0x7F, standardError: standardError)
      ?? false
    var outcome = ProcessOutcome(
      exitStatus: exited ? (waitStatus >> 8) & 0xFF : nil,
      signal: exited ? nil : waitStatus & 0x7F,
      standardOutput: String(decoding: output.prefix(outputLimit), as: UTF8.self),
      standardError: standardError,
      timedOut: timedOut, outputLimitExceeded: overLimit,
      seconds: ProcessOwner.now() - started,
      leftProcessesRunning: !cutShort && (heldOpen || leftBehind > 0),
      memoryLimitExceeded: !cutShort && outOfMemory)
    outcome.signalledUnwrap = limits != nil && outcome.signal == SIGSYS
    outcome.stoppedForTerminal = terminalStop
    return outcome
  }

  /// Starts the program in its own process group, with default signal handling and an empty signal
  /// mask (whatever unwrap itself ignores or blocks), stdin from /dev/null and the two pipes; with
  /// `limits`, on Linux, they are in force before the program's first instruction.
  private func spawn(
    _ executable: String, _ arguments: [String], environment: Environment, directory: String?,
    marker: String, output: Int32, errors: Int32
  ) throws(Failure) -> pid_t {
    var entries: [String: String]
    switch environment {
    case .inherited(let added):
      entries = ProcessInfo.processInfo.environment.merging(added) { _, new in new }
    case .only(let only):
      entries = only
    }
    entries[ProcessOwner.markerName] = nil
    let pairs = entries.map { "\($0.key)=\($0.value)" } + [marker]
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = pairs.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    if let limits {
      // A program run as another user gets its scratch folder, and the program in it, as its own.
      if limits.user != 0, let directory {
        chown(directory, limits.user, limits.user)
        if executable.hasPrefix(directory + "/") { chown(executable, limits.user, limits.user) }
      }
      let status = unwrap_spawn_limited(
        &pid, executable, argv, envp, directory, output, errors, limits.memoryBytes,
        limits.cpuSeconds, limits.tasks, limits.user)
      if status == 0 { return pid }
      // Elsewhere than Linux the limits are not set, and posix_spawn starts the program.
      guard status == ENOSYS else {
        throw .couldNotStart("\(executable): \(String(cString: strerror(status)))")
      }
    }
    // Anything else: tied to the calling thread's life, so it cannot outlive a `kill -9` of unwrap
    // that comes before its run's sentinel starts.
    let path =
      executable.hasPrefix("/")
      ? executable : FileManager.default.currentDirectoryPath + "/" + executable
    let tied = unwrap_spawn_tied(&pid, path, argv, envp, directory, output, errors)
    if tied == 0 { return pid }
    guard tied == ENOSYS else {
      throw .couldNotStart("\(executable): \(String(cString: strerror(tied)))")
    }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, errors, 2)
    if let directory {
      let status = unwrap_spawn_add_chdir(&actions, directory)
      guard status == 0 else {
        throw .couldNotStart("cannot start in \(directory): \(String(cString: strerror(status)))")
      }
    }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    var flags = Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    // Only 0, 1 and 2 reach the child. Where the C library cannot promise that, unwrap's own
    // descriptors are close-on-exec anyway; only what unwrap itself inherited could leak.
    _ = unwrap_spawn_close_inherited(&actions, &attributes, &flags)
    posix_spawnattr_setflags(&attributes, flags)
    posix_spawnattr_setpgroup(&attributes, 0)
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw .couldNotStart("\(executable): \(String(cString: strerror(status)))")
    }
    return pid
  }
}
