import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's modes from before unwrap first changed them. Written once, before
/// `originalModesSaved` is set, and only read after; the signal hand-off thread reads it too.
nonisolated(unsafe) private var originalModes = termios()
nonisolated(unsafe) private var originalModesSaved = false
/// The modes unwrap has set while `RawMode.run` or `RawMode.withoutEcho` runs, for Ctrl-Z to take off
/// and put back; guarded by `rawModesLock`, since the signal hand-off thread reads it.
nonisolated(unsafe) private var activeRawModes: termios?
private let rawModesLock = Lock()

/// Puts the terminal in raw mode (keys arrive one by one, unechoed, Ctrl-C as a byte) while the line
/// editor or the pager reads a key, or turns its echo off while an answer is judged, and puts it
/// back on every way out: a normal return, the end of input, an error, and a signal
/// (`InterruptHandling` calls `restoreBeforeExit()` before `_exit`).
enum RawMode {
  /// Runs `body` with standard input in raw mode, or returns nil when it cannot be set.
  /// Inside `withoutEcho` (the pager between its keys), it leaves the echo off again after.
  static func run<Result>(_ body: () -> Result) -> Result? {
    let outer = rawModesLock.withLock { activeRawModes }
    guard enter() else { return nil }
    defer { leave(to: outer) }
    return body()
  }

  /// Runs `body` with the terminal in its own line mode but echoing nothing, for while an answer is
  /// judged: the keys typed meanwhile wait for the next prompt (`takeTypedAhead`), whose line
  /// editor draws them, instead of the terminal writing them under `Checking…`, where a finished
  /// line stayed above the verdict. Ctrl-C stays a signal, answered at once. Runs `body` as it is
  /// when standard input is no terminal in line mode.
  /// The pager keeps the echo off from its first part to its last, so a key pressed while it draws
  /// the next part is not written after that part's prompt.
  static func withoutEcho<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = rawModesLock.withLock { activeRawModes }
    guard enterWithoutEcho() else { return try body() }
    defer { leave(to: outer) }
    return try body()
  }

  /// What was typed while the terminal was in its own line mode, between two prompts (while an
  /// answer was judged): the lines it finished, and whether one was Ctrl-D on an empty line, the end
  /// of input. Read before raw mode is set: the line discipline keeps a pending Ctrl-D as a NUL
  /// byte, so after the switch it arrived as a key no editor uses and the prompt waited for ever.
  /// A line not yet finished is left to arrive as keys in raw mode.
  static func takeTypedAhead() -> (bytes: [UInt8], ended: Bool) {
    var modes = termios()
    guard tcgetattr(STDIN_FILENO, &modes) == 0, modes.c_lflag & tcflag_t(ICANON) != 0 else {
      return ([], false)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      // In line mode, input is ready only once a line is finished (by Enter or Ctrl-D).
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 0)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return (bytes, false) }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return (bytes, false) }
      if count == 0 { return (bytes, true) }
      bytes += buffer[..<count]
    }
  }

  private static func enter() -> Bool {
    var current = termios()
    guard tcgetattr(STDIN_FILENO, &current) == 0 else { return false }
    if !originalModesSaved {
      originalModes = current
      originalModesSaved = true
    }
    var raw = current
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    // Output processing stays on, so "\n" still starts a new line.
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else { return false }
    rawModesLock.withLock { activeRawModes = raw }
    return true
  }

  private static func enterWithoutEcho() -> Bool {
    var current = termios()
    guard tcgetattr(STDIN_FILENO, &current) == 0, current.c_lflag & tcflag_t(ICANON) != 0 else {
      return false
    }
    if !originalModesSaved {
      originalModes = current
      originalModesSaved = true
    }
    var quiet = current
    // ECHONL would still echo the Enter that ends a line typed ahead.
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL)
    // TCSADRAIN, not TCSAFLUSH: what was already typed stays, for the next prompt.
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, &quiet) == 0 else { return false }
    rawModesLock.withLock { activeRawModes = quiet }
    return true
  }

  /// Back to the modes of the `run` or `withoutEcho` this one ran in, or to the original ones.
  private static func leave(to outer: termios?) {
    rawModesLock.withLock { activeRawModes = outer }
    guard var outer else { return restore() }
    while tcsetattr(STDIN_FILENO, TCSADRAIN, &outer) != 0 && errno == EINTR {}
  }

  /// For Ctrl-Z, just before unwrap stops: the shell gets the terminal as it was, not in raw mode
  /// nor without its echo.
  static func suspendTerminal() {
    guard rawModesLock.withLock({ activeRawModes != nil }), originalModesSaved else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &originalModes)
  }

  /// After `fg`: raw mode again, if a prompt or screen was using it when unwrap stopped (or the
  /// echo off again, if an answer was being judged).
  static func resumeTerminal() {
    guard var raw = rawModesLock.withLock({ activeRawModes }) else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
  }

  private static func restore() {
    guard originalModesSaved else { return }
    while tcsetattr(STDIN_FILENO, TCSADRAIN, &originalModes) != 0 && errno == EINTR {}
  }

  /// For the signal hand-off thread, just before it exits: the modes the learner's shell had.
  static func restoreBeforeExit() {
    guard originalModesSaved else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &originalModes)
  }
}
