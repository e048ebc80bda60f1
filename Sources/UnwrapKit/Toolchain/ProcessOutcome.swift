/// What a finished child process did: how it ended and what it printed, within the limits it was given.
public struct ProcessOutcome: Equatable, Sendable {
  /// The exit status when the process exited normally.
  public var exitStatus: Int32?
  /// The signal that ended the process, when one did (a trap, or our own kill).
  public var signal: Int32?
  public var standardOutput: String
  public var standardError: String
  /// The time limit ran out and the process and everything it started were killed.
  public var timedOut: Bool
  /// The process printed more than the output limit and was killed.
  public var outputLimitExceeded: Bool
  public var seconds: Double
  /// The process had ended, but something it started was still running (and was killed): a
  /// process left behind, not a loop that never ends.
  public var leftProcessesRunning: Bool = false
  /// The program crashed for want of memory under its `ProgramLimits`.
  public var memoryLimitExceeded: Bool = false
  /// For a learner's program that crashed: the lines of its `main.swift` on the crashed thread,
  /// innermost first, as the runtime's backtracer reported them (`CrashBacktrace`); otherwise empty.
  public var crashLines: [Int] = []
  /// The program was killed for signalling unwrap (itself, its process group, or every process):
  /// the kernel's filter on a learner's program (`CUnwrapSystem/SignalFilter.c`) ends it with
  /// SIGSYS, which nothing else sends a Swift program.
  public var signalledUnwrap: Bool = false
  /// The kernel stopped the program for using unwrap's terminal from its background process group,
  /// and it was ended at once: SIGTTIN when it read the terminal, SIGTTOU when it changed it
  /// (`ProcessRunner+TerminalStop`); nil otherwise.
  public var stoppedForTerminal: Int32? = nil

  public init(
    exitStatus: Int32?, signal: Int32?, standardOutput: String, standardError: String,
    timedOut: Bool, outputLimitExceeded: Bool, seconds: Double, leftProcessesRunning: Bool = false,
    memoryLimitExceeded: Bool = false
  ) {
    self.exitStatus = exitStatus
    self.signal = signal
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.timedOut = timedOut
    self.outputLimitExceeded = outputLimitExceeded
    self.seconds = seconds
    self.leftProcessesRunning = leftProcessesRunning
    self.memoryLimitExceeded = memoryLimitExceeded
  }

  /// Exited by itself with status 0, within every limit, leaving nothing behind.
  public var succeeded: Bool {
    exitStatus == 0 && !timedOut && !outputLimitExceeded && !leftProcessesRunning
  }
}
