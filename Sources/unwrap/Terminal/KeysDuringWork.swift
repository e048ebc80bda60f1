import Dispatch
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the keys typed while the watch screen checks a file, on another thread: Ctrl-C ends unwrap at
/// once through the signal hand-off (which ends the check's compiler and program), instead of waiting
/// up to the compile limit for a check to finish; any other key is kept for the screen to handle next.
enum KeysDuringWork {
  /// Runs `work` and returns the bytes typed meanwhile, other than a Ctrl-C.
  static func run(_ work: () -> Void) -> [UInt8] {
    var stop: [Int32] = [0, 0]
    guard pipe(&stop) == 0 else {
      work()
      return []
    }
    let typed = Typed()
    let finished = DispatchSemaphore(value: 0)
    let stopRead = stop[0]
    DispatchQueue.global().async {
      defer { finished.signal() }
      var watched = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopRead, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        if poll(&watched, 2, -1) < 0 {
          if errno == EINTR { continue }
          return
        }
        // Stopped, or the input ended or failed: the screen's own loop sees that next.
        guard watched[1].revents == 0, watched[0].revents & Int16(POLLIN) != 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return }
        let bytes = buffer[..<count]
        if bytes.contains(0x03) || bytes.contains(0x1C) {
          InterruptHandling.interruptFromKeyboard()
        }
        typed.append(bytes)
      }
    }
    work()
    var byte: UInt8 = 0
    _ = write(stop[1], &byte, 1)
    finished.wait()
    close(stop[0])
    close(stop[1])
    return typed.bytes
  }

  /// The bytes read so far, shared between the reading thread and the screen.
  private final class Typed: @unchecked Sendable {
    private let lock = Lock()
    private var stored: [UInt8] = []

    func append(_ bytes: ArraySlice<UInt8>) { lock.withLock { stored += bytes } }
    var bytes: [UInt8] { lock.withLock { stored } }
  }
}
