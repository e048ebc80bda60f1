#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program runs in a process group of its own, in unwrap's session, so unwrap's terminal is its
/// controlling terminal too, but never in the foreground. When it reads that terminal (`/dev/tty`;
/// its standard input is /dev/null) the kernel stops it with SIGTTIN, and when it changes the
/// terminal's settings (`tcsetattr`), or writes to it where the terminal forbids background output,
/// with SIGTTOU. Nothing would ever continue it, so it would sit until the time limit and be told
/// it ran too long: the runner watches for these stops (`WUNTRACED`) and ends the run at once
/// (`ProcessOutcome.stoppedForTerminal`). Ctrl-Z's hand-off stops a run's processes too, with
/// SIGSTOP (`suspendEverything`), and continues them after; that stop, or a SIGTSTP, is no reason to
/// end a program, so only SIGTTIN and SIGTTOU count.
extension ProcessRunner {
  /// What a look at a child that has not been reaped found.
  enum ChildState: Equatable {
    /// Running, or stopped by something that continues it (Ctrl-Z's SIGSTOP).
    case running
    /// Ended and reaped: the status waitpid gave.
    case ended(status: Int32)
    /// Stopped by the kernel for using the terminal: SIGTTIN or SIGTTOU.
    case stoppedForTerminal(signal: Int32)
  }

  /// Looks at `pid` without waiting; reaps it when it has ended.
  static func look(at pid: pid_t) -> ChildState {
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG | WUNTRACED) == pid else { return .running }
    // WIFSTOPPED and WSTOPSIG, which Swift does not import (they are macros).
    guard status & 0xFF == 0x7F else { return .ended(status: status) }
    let signal = (status >> 8) & 0xFF
    return signal == SIGTTIN || signal == SIGTTOU ? .stoppedForTerminal(signal: signal) : .running
  }
}
