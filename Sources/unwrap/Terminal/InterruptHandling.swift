#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prepared before the handler is installed, so the handler itself allocates nothing.
private let interruptMessage: [UInt8] = Array(
  "\u{1B}[0m\u{1B}[?25h\nInterrupted. Everything you earned so far is saved.\n".utf8)

/// Makes Ctrl-C (and SIGTERM) leave the terminal clean and exit with 130. LearnerProgress is saved the moment
/// it is earned, with atomic writes, so there is nothing left to save when the signal arrives.
enum InterruptHandling {
  static func install() {
    _ = interruptMessage.count
    let handler: @convention(c) (Int32) -> Void = { _ in
      interruptMessage.withUnsafeBufferPointer { buffer in
        _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count)
      }
      _exit(130)
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }
}
