import UnwrapKit

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Where the terminal layer writes and reads. The real one is stdin/stdout; nothing else touches them.
protocol Console: AnyObject {
  /// Writes text as is (no newline added).
  func write(_ text: String)
  /// Writes text to standard error, for messages about failures.
  func writeError(_ text: String)
  /// Shows a prompt and reads one line; nil at end of input.
  func readLine(prompt: String) -> String?
}

extension Console {
  func line(_ text: String = "") { write(text + "\n") }
}

/// Standard input and output. When input is not a terminal (answers piped in), each answer read is
/// echoed after its prompt so a transcript reads like the session it was, with any control
/// character in it shown escaped (`\u{1B}`), never raw.
final class StandardConsole: Console {
  private let echoInput: Bool

  init(echoInput: Bool) {
    self.echoInput = echoInput
  }

  func write(_ text: String) {
    Self.writeAll(text, to: 1)
  }

  func writeError(_ text: String) {
    Self.writeAll(text, to: 2)
  }

  /// Writes every byte to a file descriptor, unbuffered, retrying short writes and interruptions.
  static func writeAll(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  func readLine(prompt: String) -> String? {
    write(prompt)
    guard let line = Swift.readLine(strippingNewline: true) else {
      write("\n")
      return nil
    }
    if echoInput {
      let shown = line.prefix(200).escapingControlCharacters(keepingTabsAndNewlines: true)
      write(shown + (line.count > 200 ? "…" : "") + "\n")
    }
    return line
  }
}
