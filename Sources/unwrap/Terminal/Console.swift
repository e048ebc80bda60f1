import UnwrapKit
import UnwrapRendering

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
  /// Reads one line of a code answer. On the first line (`first`), ↑ on a terminal recalls a
  /// previous attempt whole, its lines joined by newlines; `continuation` starts its later rows.
  func readCodeLine(prompt: String, continuation: String, first: Bool) -> String?
  /// Keeps a code answer, for ↑ to recall at the next code answer's first line.
  func rememberCodeAttempt(_ code: String)
  /// Whether ↑ can recall a kept code answer (a terminal with the line editor).
  var recallsAttempts: Bool { get }
  /// Writes long text (a lesson, a review's statements), without a newline after it; on a
  /// terminal, a screen at a time.
  func page(_ text: PagedText)
}

extension Console {
  func line(_ text: String = "") { write(text + "\n") }
  func readCodeLine(prompt: String, continuation: String, first: Bool) -> String? {
    readLine(prompt: prompt)
  }
  func rememberCodeAttempt(_ code: String) {}
  var recallsAttempts: Bool { false }
  func page(_ text: PagedText) { write(text.plain) }

  /// Writes prose wrapped to `width` at word boundaries; rows after the first start with `indent`.
  /// What it names for the learner to copy (`keeping`: a command, a path) stays whole on one line
  /// when it fits.
  func paragraph(
    _ text: String, width: Int, indent: String = "", firstIndent: String? = nil,
    keeping pieces: [String?] = []
  ) {
    let runs = TextWrapper.keeping(pieces.compactMap(\.self), in: text)
    line(TextWrapper(width: width).wrap(runs, indent: indent, firstIndent: firstIndent))
  }

  /// Reads an answer after a prompt: a bold label, the keys it takes in brackets, and `›`. Wrapped
  /// to `width` at word boundaries, the bracketed keys kept together on one line when they fit;
  /// every row but the last is written as a line, and the last, with a column left for the cursor,
  /// is the prompt the answer is typed after.
  func readAnswer(_ label: String, keys: String? = nil, style: Style, width: Int) -> String? {
    let rows = Self.answerPrompt(label, keys: keys, style: style, width: width)
    for row in rows.dropLast() { line(row) }
    return readLine(prompt: (rows.last ?? "") + " ")
  }

  /// The rows of `readAnswer`'s prompt, the answer typed after the last.
  static func answerPrompt(_ label: String, keys: String?, style: Style, width: Int) -> [String] {
    var runs = [StyledRun(text: label, style: style.bold)]
    if let keys {
      runs.append(StyledRun(text: " ", style: { $0 }))
      runs.append(StyledRun(text: "[\(keys)]", style: style.dim, keepTogether: true))
    }
    runs.append(StyledRun(text: " ›", style: style.dim))
    return TextWrapper(width: width - 1).lines(runs)
  }
}

/// Standard input and output. When input is not a terminal (answers piped in), each answer read is
/// echoed after its prompt so a transcript reads like the session it was, with any control
/// character in it shown escaped (`\u{1B}`), never raw. When both are a terminal (`interactive`),
/// prompts are edited with the line editor, with this session's answers as history, and lessons
/// are paged.
final class StandardConsole: Console {
  private let echoInput: Bool
  private let lineReader: TerminalLineReader?
  /// Answers typed at prompts this session, oldest first.
  private var history: [String] = []
  /// Code answers given this session, oldest first.
  private var attempts: [String] = []
  /// The terminal's screen, which the pager pages on; nil when not interactive.
  private let screen: PagedScreen?

  init(echoInput: Bool, interactive: Bool = false) {
    self.echoInput = echoInput
    let lineReader = interactive ? TerminalLineReader(write: { Self.writeAll($0, to: 1) }) : nil
    self.lineReader = lineReader
    screen = lineReader.map { reader in
      PagedScreen(
        read: reader.readKeyOrResize,
        size: {
          (TerminalCapabilities.outputRows() ?? 24, TerminalCapabilities.outputColumns() ?? 80)
        }, output: { Self.writeAll($0, to: 1) })
    }
  }

  func write(_ text: String) {
    guard let screen else { return Self.writeAll(text, to: 1) }
    screen.write(text)
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
        if descriptor == 1 { OutputFailure.record(errno) }
        return
      }
      offset += written
    }
  }

  func readLine(prompt: String) -> String? {
    defer { screen?.keyPressed() }
    if let edited = edit(prompt: prompt, continuation: "", history: history) {
      if let line = edited, !line.isEmpty, line != history.last { history.append(line) }
      return edited
    }
    return readPlainLine(prompt: prompt)
  }

  func readCodeLine(prompt: String, continuation: String, first: Bool) -> String? {
    defer { screen?.keyPressed() }
    return edit(prompt: prompt, continuation: continuation, history: first ? attempts : [])
      ?? readPlainLine(prompt: prompt)
  }

  func rememberCodeAttempt(_ code: String) {
    if code != attempts.last { attempts.append(code) }
  }

  var recallsAttempts: Bool { lineReader != nil }

  /// Paged with what is already on screen since the last key counted (the end of a lesson above
  /// its P.S.), each part laid out for the terminal's size as it is then.
  func page(_ text: PagedText) {
    guard let screen, TerminalCapabilities.outputRows() != nil else { return write(text.plain) }
    screen.page(text)
  }

  /// The line editor's answer (nil inside at the end of input), or nil when there is no terminal.
  private func edit(prompt: String, continuation: String, history: [String]) -> String?? {
    guard let lineReader,
      let outcome = lineReader.editLine(
        prompt: prompt, continuation: continuation, history: history)
    else { return nil }
    switch outcome {
    case .submit(let line): return .some(line)
    case .interrupt: InterruptHandling.interruptFromKeyboard()
    case .quit: InterruptHandling.quitFromKeyboard()
    case .endOfInput, .editing:
      write("\n")
      return .some(nil)
    }
  }

  /// A line read as it always was: piped answers, or a terminal that refused raw mode.
  private func readPlainLine(prompt: String) -> String? {
    write(prompt)
    guard let line = Swift.readLine(strippingNewline: true) else {
      write("\n")
      return nil
    }
    if echoInput { write(Self.echo(of: line)) }
    return line
  }

  /// How a piped answer is shown after its prompt: its first 200 characters, control characters
  /// escaped, and a newline.
  static func echo(of line: String) -> String {
    let shown = line.prefix(200).escapingControlCharacters(keepingTabsAndNewlines: true)
    return shown + (line.count > 200 ? "…" : "") + "\n"
  }
}

/// The first failed write to standard output (a full disk, `/dev/full`, a closed file), so that a
/// command whose output was lost does not exit 0 as if it had been printed.
enum OutputFailure {
  private static let lock = Lock()
  nonisolated(unsafe) private static var firstError: Int32?

  static func record(_ error: Int32) {
    lock.withLock { firstError = firstError ?? error }
  }

  /// `unwrap: could not write the output: No space left on device`, once a write failed.
  static var message: String? {
    lock.withLock { firstError }.map {
      "unwrap: could not write the output: " + String(cString: strerror($0))
    }
  }
}
