#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished child process did: how it ended and what it printed, within the limits it was given.
public struct ProcessOutcome: Equatable, Sendable {
  /// The exit status when the process exited normally.
  public var exitStatus: Int32?
  /// The signal that ended the process, when one did (a trap, or our own kill).
  public var signal: Int32?
  public var standardOutput: String
  public var standardError: String
  /// The time limit ran out and the process group was killed.
  public var timedOut: Bool
  /// The process printed more than the output limit and was killed.
  public var outputLimitExceeded: Bool
  public var seconds: Double

  /// Exited by itself with status 0.
  public var succeeded: Bool { exitStatus == 0 && !timedOut && !outputLimitExceeded }
}

/// Runs a program in its own process group with a time limit and a cap on output, reading both pipes
/// while it runs so a chatty child cannot deadlock, and killing the whole group when it must stop.
public struct ProcessRunner: Sendable {
  public var timeout: Double
  public var outputLimit: Int

  public init(timeout: Double, outputLimit: Int = 1 << 20) {
    self.timeout = timeout
    self.outputLimit = outputLimit
  }

  public enum Failure: Error, Equatable {
    case couldNotStart(String)
  }

  public func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil)
    throws(Failure)
    -> ProcessOutcome
  {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
      throw .couldNotStart(String(cString: strerror(errno)))
    }
    for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

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
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environmentPairs = (environment ?? ProcessInfo.processInfo.environment).map {
      "\($0.key)=\($0.value)"
    }
    let envp = environmentPairs.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let started = Date()
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    guard status == 0 else {
      close(outPipe[0])
      close(errPipe[0])
      throw .couldNotStart("\(executable): \(String(cString: strerror(status)))")
    }

    var output = Data()
    var errors = Data()
    var timedOut = false
    var overLimit = false
    var open: [Int32] = [outPipe[0], errPipe[0]]
    let deadline = started.addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 {
        timedOut = true
        break
      }
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining, 1) * 1000) + 1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
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
        if output.count + errors.count > outputLimit { overLimit = true }
      }
      if overLimit { break }
    }
    if timedOut || overLimit { kill(-pid, SIGKILL) }
    for fd in open { close(fd) }

    var waitStatus: Int32 = 0
    while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
    // Anything the program started and left behind goes with it.
    kill(-pid, SIGKILL)

    let exited = (waitStatus & 0x7F) == 0
    return ProcessOutcome(
      exitStatus: exited ? (waitStatus >> 8) & 0xFF : nil,
      signal: exited ? nil : waitStatus & 0x7F,
      standardOutput: String(decoding: output.prefix(outputLimit), as: UTF8.self),
      standardError: String(decoding: errors.prefix(outputLimit), as: UTF8.self),
      timedOut: timedOut, outputLimitExceeded: overLimit,
      seconds: Date().timeIntervalSince(started))
  }
}
