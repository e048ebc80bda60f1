import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `unwrap` binary run in a pseudo-terminal of a given size, so the tests see what a learner
/// at a real terminal sees: the line editor, raw mode, the pager. The test side holds the master end
/// (it types and reads) and keeps the slave end open to read the terminal's modes before and after.
/// The terminal is not the binary's controlling terminal (`/dev/tty` opens nowhere) unless `program`
/// makes it one: `setsid --ctty --wait` before the binary's path in `arguments`.
final class PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let process = Process()
  private let master: Int32
  private let slave: Int32
  private var collected: [UInt8] = []

  init(
    _ arguments: [String], dataDirectory: URL, rows: UInt16 = 500, columns: UInt16 = 100,
    environment: [String: String] = [:], directory: URL? = nil,
    program: URL = UnwrapBinary.executable
  ) throws {
    master = PTY.openpt(O_RDWR | O_NOCTTY)
    guard master >= 0, PTY.grantpt(master) == 0, PTY.unlockpt(master) == 0,
      let namePointer = PTY.ptsname(master)
    else { throw Failure(description: "no pseudo-terminal: errno \(errno)") }
    slave = open(namePointer, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      throw Failure(description: "the pseudo-terminal's slave did not open")
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

    var env = ProcessInfo.processInfo.environment
    env["UNWRAP_DATA_DIR"] = dataDirectory.path
    env["XDG_CACHE_HOME"] = UnwrapBinary.cacheHome(of: dataDirectory).path
    env["UNWRAP_DATE"] = "2026-04-01"
    env["NO_COLOR"] = "1"
    env["TERM"] = "xterm"
    for (key, value) in environment { env[key] = value }
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.executableURL = program
    process.arguments = arguments
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    do {
      try process.run()
    } catch {
      close(master)
      close(slave)
      throw error
    }
  }

  /// Ends the process if it still runs and closes both ends; every test defers it.
  func end() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    _ = waitForExit(timeout: 5)
    close(master)
    close(slave)
  }

  /// Changes the terminal's size, as dragging the window's edge does.
  func resize(rows: UInt16 = 500, columns: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Everything the binary has written so far.
  var output: String {
    drain()
    return String(decoding: collected, as: UTF8.self)
  }

  /// What a full-screen view (the watch screen) drew last: the lines after its last clear.
  var lastScreen: [String] {
    // The terminal sends each newline as \r\n, one Character to Swift.
    (output.components(separatedBy: Self.clear).last ?? "")
      .replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
  }

  /// What a full-screen view writes before each draw: home, then clear the screen.
  static let clear = "\u{1B}[H\u{1B}[2J"

  /// Types text as keys (escape sequences included).
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    let deadline = Date().addingTimeInterval(5)
    while offset < bytes.count && Date() < deadline {
      let written = bytes.withUnsafeBytes {
        write(master, $0.baseAddress! + offset, $0.count - offset)
      }
      if written > 0 { offset += written } else { Thread.sleep(forTimeInterval: 0.01) }
    }
  }

  /// Waits until the output holds `text` `count` times; false when `timeout` passes first.
  @discardableResult
  func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 30) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if output.components(separatedBy: text).count - 1 >= count { return true }
      if !process.isRunning {
        return output.components(separatedBy: text).count - 1 >= count
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return false
  }

  /// The exit status once the process ends, or nil when it outlives `timeout` (it is then killed).
  func waitForExit(timeout: TimeInterval = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline {
      drain()
      Thread.sleep(forTimeInterval: 0.02)
    }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      return nil
    }
    drain()
    return process.terminationStatus
  }

  /// The terminal's modes as `stty -g` would print them: the flags and the control characters.
  func modes() -> [UInt64] {
    var modes = termios()
    guard tcgetattr(slave, &modes) == 0 else { return [] }
    var values = [modes.c_iflag, modes.c_oflag, modes.c_cflag, modes.c_lflag].map(UInt64.init)
    withUnsafeBytes(of: modes.c_cc) { values += $0.map(UInt64.init) }
    return values
  }

  /// Whether the terminal reads whole lines (canonical mode), as it does outside the line editor.
  var isCanonical: Bool {
    var modes = termios()
    guard tcgetattr(slave, &modes) == 0 else { return false }
    return modes.c_lflag & tcflag_t(ICANON) != 0
  }

  /// Whether the terminal echoes what is typed, as it does in its own line mode unless unwrap is
  /// judging an answer.
  var echoes: Bool {
    var modes = termios()
    guard tcgetattr(slave, &modes) == 0 else { return false }
    return modes.c_lflag & tcflag_t(ECHO) != 0
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      collected += buffer[..<count]
    }
  }
}

/// posix_openpt, grantpt, unlockpt and ptsname, looked up at run time: Glibc's module map hides them
/// behind _XOPEN_SOURCE, so Swift cannot call them by name.
private enum PTY {
  typealias DescriptorCall = @convention(c) (Int32) -> Int32
  typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  nonisolated(unsafe) static let library = dlopen(nil, RTLD_NOW)
  static func function<F>(_ name: String, as type: F.Type) -> F {
    guard let symbol = dlsym(library, name) else { fatalError("libc has no \(name)") }
    return unsafeBitCast(symbol, to: type)
  }
  static let openpt = function("posix_openpt", as: DescriptorCall.self)
  static let grantpt = function("grantpt", as: DescriptorCall.self)
  static let unlockpt = function("unlockpt", as: DescriptorCall.self)
  static let ptsname = function("ptsname", as: NameCall.self)
}
