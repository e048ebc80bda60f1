import CUnwrapSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ceilings a learner's program runs under besides time and output, set by the kernel so they
/// hold without unwrap: its writable memory, so a loop that keeps appending stops at a clear verdict
/// instead of filling the machine, a CPU-time backstop that ends a busy process the program
/// forked should unwrap be killed (`kill -9`) before it can end it (the program itself dies with
/// unwrap), and a cap on processes and threads, so a fork bomb stops short of the machine's.
/// Linux only; elsewhere the time limit and the sweep are all there is.
public struct ProgramLimits: Sendable, Equatable {
  /// Writable memory (RLIMIT_DATA: heap, anonymous mappings and thread stacks) for each process.
  public var memoryBytes: UInt64
  /// CPU seconds for each process: more than a program can use within its time limit on every core,
  /// so it is never what stops a program while unwrap is there to stop it.
  public var cpuSeconds: UInt64
  /// RLIMIT_NPROC: the most processes and threads the learner's user may have while the program and
  /// what it starts make more (0 sets none). The kernel counts the user's every process against it,
  /// so it is what the user had when the program started plus `taskHeadroom`; it does not bind root.
  public var tasks: UInt64
  /// The user (and group of the same number) the program runs as, or 0 for unwrap's own: when
  /// unwrap runs as root, `unprivilegedUser`, so that the cap on processes binds (the kernel does
  /// not hold root to it) and the program cannot signal unwrap or read root's files.
  public var user: uid_t

  public init(memoryBytes: UInt64, cpuSeconds: UInt64, tasks: UInt64 = 0, user: uid_t = 0) {
    self.memoryBytes = memoryBytes
    self.cpuSeconds = cpuSeconds
    self.tasks = tasks
    self.user = user
  }

  /// Whether the kernel confines a learner's program's signals to the processes it starts (Linux
  /// Landlock's signal scope, ABI 6, Linux 6.12): then a program that runs as unwrap's user still
  /// cannot end its run's sentinel, or anything else it did not start. Elsewhere the seccomp filter
  /// alone keeps its signals from unwrap.
  public static var signalsStayWithTheProgram: Bool { unwrap_can_scope_signals() != 0 }

  /// `nobody` (and `nogroup`) on Linux: the user root's learner programs run as.
  public static let unprivilegedUser: uid_t = 65534

  /// The default cap on a learner's program: far beyond what any exercise needs, far below what would
  /// hurt the learner's machine.
  public static let defaultMemoryBytes: UInt64 = 1 << 30

  /// How many more processes and threads a learner's program may start than its user had: far more
  /// than a program that forks or runs tasks on every core needs (the Swift runtime's pool is one
  /// thread a core), and room enough that others the user starts meanwhile (a browser's threads)
  /// do not take it all; far fewer than the kernel's own ceiling, in the tens of thousands.
  public static let taskHeadroom: UInt64 = 512

  /// Limits for a program that may run `timeout` seconds (of wall-clock time) with `memoryBytes`.
  public static func forRun(timeout: Double, memoryBytes: UInt64) -> ProgramLimits {
    let cores = Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
    let user = runUser(unwrapUser: geteuid())
    return ProgramLimits(
      memoryBytes: memoryBytes, cpuSeconds: UInt64((timeout * cores).rounded(.up)) + 2,
      tasks: tasksCap(forUser: user == 0 ? getuid() : user), user: user)
  }

  /// Whom a program runs as when unwrap runs as `unwrapUser`: `unprivilegedUser` for root on Linux
  /// (where the spawn can change user), 0 (unwrap's own) otherwise.
  static func runUser(unwrapUser: uid_t) -> uid_t {
    #if os(Linux)
      return unwrapUser == 0 ? unprivilegedUser : 0
    #else
      return 0
    #endif
  }

  /// The task cap for `user`'s next program: what it has now plus the headroom, or none for root
  /// (whom RLIMIT_NPROC does not bind) and where the processes cannot be counted.
  static func tasksCap(forUser user: uid_t) -> UInt64 {
    guard user != 0, let now = ProcessTable.tasks(ofUser: user) else { return 0 }
    return now + taskHeadroom
  }

  /// Whether a program that ended like this ran out of memory under these limits: it crashed, and the
  /// Swift runtime (or C++ code under it) said it could not allocate. Its peak resident size cannot
  /// tell: a spawned child's count starts from its parent's, since it shares that memory until exec.
  func ranOutOfMemory(signal: Int32?, standardError: String) -> Bool {
    guard signal != nil else { return false }
    #if os(Linux)
      return standardError.contains("failed to allocate") || standardError.contains("bad_alloc")
    #else
      return false
    #endif
  }
}
