/// The ceilings a learner's program runs under besides time and output, set by the kernel so they
/// hold without unwrap: its writable memory, so a loop that keeps appending stops at a clear verdict
/// instead of filling the machine, and a CPU-time backstop that ends a busy process the program
/// forked should unwrap be killed (`kill -9`) before it can end it (the program itself dies with
/// unwrap). Linux only; elsewhere the time limit and the sweep are all there is.
public struct ProgramLimits: Sendable, Equatable {
  /// Writable memory (RLIMIT_DATA: heap, anonymous mappings and thread stacks) for each process.
  public var memoryBytes: UInt64
  /// CPU seconds for each process: more than a program can use within its time limit on every core,
  /// so it is never what stops a program while unwrap is there to stop it.
  public var cpuSeconds: UInt64

  public init(memoryBytes: UInt64, cpuSeconds: UInt64) {
    self.memoryBytes = memoryBytes
    self.cpuSeconds = cpuSeconds
  }

  /// The default cap on a learner's program: far beyond what any exercise needs, far below what would
  /// hurt the learner's machine.
  public static let defaultMemoryBytes: UInt64 = 1 << 30

  /// Limits for a program that may run `timeout` seconds (of wall-clock time) with `memoryBytes`.
  public static func forRun(timeout: Double, memoryBytes: UInt64) -> ProgramLimits {
    let cores = Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
    return ProgramLimits(
      memoryBytes: memoryBytes, cpuSeconds: UInt64((timeout * cores).rounded(.up)) + 2)
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
