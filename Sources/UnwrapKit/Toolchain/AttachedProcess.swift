#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ProcessRunner {
  /// Runs a program attached to this terminal (the learner's editor) and waits for it. Its exit
  /// status, or nil when it could not start or was stopped by a signal.
  public static func runAttached(_ executable: String, _ arguments: [String]) -> Int32? {
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, nil, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : nil
  }
}
