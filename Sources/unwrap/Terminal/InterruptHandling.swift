import CUnwrapSystem
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the hand-off writes as unwrap leaves; set once, before the hand-off thread starts.
nonisolated(unsafe) private var farewell = InterruptFarewell(
  colorOnOutput: false, outputIsTerminal: false, outputMovesCursor: false, errorIsTerminal: false)

/// The pipe the signal handler writes the signal number into; -1 until installed.
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1
/// Read by the hand-off thread, set once before the thread starts.
nonisolated(unsafe) private var signalPipeRead: Int32 = -1
nonisolated(unsafe) private var signalOwner: ProcessOwner?
/// The resize pipe (`InterruptHandling.watchResizes`): made once, before SIGWINCH is first handled.
nonisolated(unsafe) private var resizePipeRead: Int32 = -1
nonisolated(unsafe) private var resizePipeWrite: Int32 = -1
/// How many times unwrap has been continued after Ctrl-Z; guarded by `resumesLock`.
nonisolated(unsafe) private var resumes = 0
private let resumesLock = Lock()

/// Makes Ctrl-C, Ctrl-\ (SIGQUIT), SIGTERM and SIGHUP end unwrap cleanly: every process it started is
/// killed, every scratch folder removed, the terminal reset, and the exit status is 128 + the signal
/// (130 for Ctrl-C, 131 for Ctrl-\, 143 for SIGTERM). The handler itself only writes one byte to a
/// pipe (async-signal-safe); a normal thread does the work. Progress is saved the moment it is earned,
/// with atomic writes; a save that has begun when the signal comes is let finish first (`SaveGate`),
/// so an answer given is never lost to an interrupt. While the learner's editor runs, Ctrl-C and
/// Ctrl-\ belong to the editor. While the line editor reads, SIGWINCH takes the same path to tell it
/// the window was resized.
enum InterruptHandling {
  /// Installs the hand-off; `farewell` is what it writes as unwrap leaves (prepared now, so the
  /// hand-off allocates nothing it must not).
  static func install(owner: ProcessOwner, farewell prepared: InterruptFarewell) {
    guard signalPipeWrite < 0 else { return }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    signalPipeRead = fds[0]
    signalPipeWrite = fds[1]
    signalOwner = owner
    farewell = prepared

    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t? = nil
    #endif
    guard pthread_create(&thread, nil, { _ in InterruptHandling.waitForSignals() }, nil) == 0
    else { return }
    pthread_detach(thread)

    var action = forwardingAction()
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP] {
      sigaction(signal, &action, nil)
      sigaddset(&handled, signal)
    }
    // A parent may have started us with these blocked (a test harness, a service manager); a signal
    // that stays pending would never reach the hand-off. SIGWINCH too, for the line editor
    // (`watchResizes`); ignored, as by default, until the editor handles it.
    sigaddset(&handled, SIGWINCH)
    // SIGCONT keeps its default (unwrap goes on) and is counted too (`ContinueCounter.c`).
    _ = unwrap_count_continues()
    sigaddset(&handled, SIGCONT)
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }

  /// The handler for every signal unwrap handles: it writes the signal's number into the pipe.
  private static func forwardingAction() -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { signal in
        if signal == SIGTSTP { unwrap_note_stop_request() }
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(signalPipeWrite, &byte, 1)
      }
    #else
      action.__sigaction_u.__sa_handler = { signal in
        if signal == SIGTSTP { unwrap_note_stop_request() }
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(signalPipeWrite, &byte, 1)
      }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    return action
  }

  /// While the line editor reads, a resized window (SIGWINCH) goes through the same pipe and
  /// hand-off, which writes a byte into the descriptor returned here, so the editor can wait for a
  /// key or a resize with `poll` and redraw at once. Nil when signals are not handled (tests in
  /// process). Only while editing: elsewhere no screen depends on it, and a signal that comes
  /// often is best kept away from the rest of unwrap's waiting.
  static func watchResizes() -> Int32? {
    guard signalPipeWrite >= 0 else { return nil }
    if resizePipeRead < 0 {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { return nil }
      for fd in fds {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        // The hand-off never waits on a full pipe; the editor never waits on an empty one.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      }
      resizePipeRead = fds[0]
      resizePipeWrite = fds[1]
    }
    _ = takeResizes(from: resizePipeRead)
    var action = forwardingAction()
    sigaction(SIGWINCH, &action, nil)
    return resizePipeRead
  }

  /// After the line editor: resizes are ignored again, as they are by default.
  static func stopWatchingResizes() {
    signal(SIGWINCH, SIG_DFL)
  }

  /// Empties the resize pipe; whether any resize was waiting in it.
  static func takeResizes(from descriptor: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    var any = false
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {
      any = true
    }
    return any
  }

  /// Ctrl-C typed at a prompt in raw mode arrives as a byte, not a signal: it is turned into the
  /// signal, so it ends unwrap exactly as Ctrl-C always has (status 130, children ended).
  static func interruptFromKeyboard() -> Never {
    raiseFromKeyboard(SIGINT)
  }

  /// Ctrl-\ typed in raw mode: ends unwrap as SIGQUIT does (status 131, the same clean-up).
  static func quitFromKeyboard() -> Never {
    raiseFromKeyboard(SIGQUIT)
  }

  private static func raiseFromKeyboard(_ signal: Int32) -> Never {
    kill(getpid(), signal)
    while true { pause() }
  }

  /// Ctrl-Z typed in raw mode arrives as a byte, not a signal: it stops unwrap as the signal would
  /// (children, terminal modes and all), and returns once unwrap has been continued (`fg`).
  /// The terminal sends Ctrl-Z's SIGTSTP to the whole foreground process group, and so does this:
  /// sent to unwrap alone, a wrapper script that started it (in the same group) ran on, so the
  /// shell never saw the job stop and kept the terminal from its prompt.
  static func suspendFromKeyboard() {
    guard signalPipeWrite >= 0 else { return }
    let before = timesResumed
    kill(0, SIGTSTP)
    while timesResumed == before { usleep(10_000) }
  }

  /// How many times unwrap has gone on after being stopped: a screen that sees it change redraws,
  /// since the shell wrote over it meanwhile.
  static var timesResumed: Int { resumesLock.withLock { resumes } }

  /// The hand-off thread: ends every child and scratch folder, restores the terminal's modes if the line
  /// editor changed them, then exits.
  private static func waitForSignals() -> UnsafeMutableRawPointer? {
    // Its terminal calls (the modes put back at Ctrl-Z and at exit) must not stop unwrap: when
    // unwrap shares its job with a wrapper script, the shell may own the terminal again by then,
    // and a background `tcsetattr` is stopped with SIGTTOU, unless the thread blocks it. Stopped
    // there, unwrap went on at `fg` only to stop itself again (SIGSTOP), and the session hung.
    var terminalStop = sigset_t()
    sigemptyset(&terminalStop)
    sigaddset(&terminalStop, SIGTTOU)
    pthread_sigmask(SIG_BLOCK, &terminalStop, nil)
    while true {
      var byte: UInt8 = 0
      let count = read(signalPipeRead, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return nil }
      let signal = Int32(byte)
      // The editor in the foreground gets Ctrl-C and Ctrl-\ itself; they do not ask unwrap to leave.
      if signal == SIGINT || signal == SIGQUIT, signalOwner?.hasAttachedProgram == true { continue }
      if signal == SIGWINCH {
        var byte: UInt8 = 1
        _ = write(resizePipeWrite, &byte, 1)
        continue
      }
      if signal == SIGTSTP {
        // Ctrl-Z: what the learner started stops with us and goes on when we do (`fg`).
        signalOwner?.suspendEverything()
        RawMode.suspendTerminal()
        // To this thread, not the process: kill(getpid()) may let another thread take the stop while
        // this one runs on and continues the children before unwrap has even stopped. Not at all if
        // the job was already continued (`fg` typed quickly, a wrapper script having stopped first).
        if unwrap_continued_since_stop_request() == 0 { raise(SIGSTOP) }
        RawMode.resumeTerminal()
        signalOwner?.resumeEverything()
        resumesLock.withLock { resumes += 1 }
        continue
      }
      // An editor may have hidden the cursor before it is killed.
      let editorWasOpen = signalOwner?.hasAttachedProgram == true
      signalOwner?.terminateEverything(forwarding: signal)
      // A save takes milliseconds; one waits longer only for another unwrap holding the file.
      let saved = SaveGate.shared.close(waitingAtMost: 5)
      // Last, so the main thread cannot put raw mode back between this and the exit.
      RawMode.restoreBeforeExit()
      writeAll(editorWasOpen ? farewell.outputAfterEditor : farewell.output, to: STDOUT_FILENO)
      writeAll(saved ? farewell.saved : farewell.unsaved, to: STDERR_FILENO)
      _exit(128 + signal)
    }
  }

  /// Writes prepared bytes with `write` alone, retrying a short write; nothing for no bytes.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
