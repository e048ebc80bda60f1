import Dispatch
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the keys typed while the watch screen checks a file, on another thread: Ctrl-C ends unwrap at
/// once through the signal hand-off (which ends the check's compiler and program), instead of waiting
/// up to the compile limit for a check to finish; a key that quits (`q`, Ctrl-D) calls `stop`, which
/// ends the check's processes, so the screen can quit at once; every key but Ctrl-C is kept for the
/// screen to handle next.
enum KeysDuringWork {
  /// The reader blocks in `poll` for the whole check, so it has a queue of its own rather than one
  /// of the global queue's few threads (one per core), which `DelayedDraw` and others wait for.
  private static let queue = DispatchQueue(label: "unwrap.keys-during-work")

  /// The bytes typed during the work, other than a Ctrl-C, and whether one of them stopped it.
  struct Typed {
    var bytes: [UInt8]
    var stopped: Bool
  }

  /// Runs `work`, calling `stop` (once) when a byte in `stopKeys` is typed meanwhile.
  static func run(
    _ work: () -> Void, stopKeys: Set<UInt8> = [], stop: @escaping @Sendable () -> Void = {}
  ) -> Typed {
    var stopPipe: [Int32] = [0, 0]
    guard pipe(&stopPipe) == 0 else {
      work()
      return Typed(bytes: [], stopped: false)
    }
    let typed = Received()
    let finished = DispatchSemaphore(value: 0)
    let stopRead = stopPipe[0]
    queue.async {
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
        if bytes.contains(0x03) { InterruptHandling.interruptFromKeyboard() }
        if bytes.contains(0x1C) { InterruptHandling.quitFromKeyboard() }
        // Ctrl-Z stops unwrap (and the check's processes) until `fg`; the screen redraws after.
        if bytes.contains(0x1A) { InterruptHandling.suspendFromKeyboard() }
        typed.append(bytes.filter { $0 != 0x1A })
        if !stopKeys.isDisjoint(with: bytes), typed.markStopped() { stop() }
      }
    }
    work()
    var byte: UInt8 = 0
    _ = write(stopPipe[1], &byte, 1)
    finished.wait()
    close(stopPipe[0])
    close(stopPipe[1])
    return typed.result
  }

  /// The bytes read so far, and whether they stopped the work, shared between the reading thread and
  /// the screen.
  private final class Received: @unchecked Sendable {
    private let lock = Lock()
    private var stored: [UInt8] = []
    private var stopped = false

    func append(_ bytes: ArraySlice<UInt8>) { lock.withLock { stored += bytes } }
    /// True the first time only.
    func markStopped() -> Bool {
      lock.withLock {
        defer { stopped = true }
        return !stopped
      }
    }
    var result: Typed { lock.withLock { Typed(bytes: stored, stopped: stopped) } }
  }
}
