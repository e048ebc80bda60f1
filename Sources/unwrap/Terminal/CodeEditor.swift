import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the learner's editor (`$VISUAL`, else `$EDITOR`) on a temporary Swift file and returns what they saved.
struct CodeEditor {
  let command: String
  /// Starts the editor, so Ctrl-C is the editor's while it runs.
  let owner: ProcessOwner
  /// An editor that comes back sooner than this with the file unchanged is told how to make it wait.
  var atOnce: Duration = .seconds(2)

  /// The editor named by the environment, or nil when neither variable is set.
  static func fromEnvironment(_ environment: [String: String], owner: ProcessOwner) -> CodeEditor? {
    for key in ["VISUAL", "EDITOR"] {
      if let value = environment[key]?.trimmingSpaces(), !value.isEmpty {
        return CodeEditor(command: value, owner: owner)
      }
    }
    return nil
  }

  /// Lines that start with this are unwrap's feedback on the last try: shown in the file, never judged.
  static let feedbackMarker = "// ✗ "

  /// What came of one editing.
  enum Outcome: Equatable {
    /// The saved code, without our comment header and feedback, and the file's line that holds its
    /// first line, so what the judge says about it can name lines as the editor shows them.
    case code(String, firstLine: Int)
    /// The file was saved changed, with no code left (only our comments, or nothing): the learner
    /// skips.
    case empty
    /// The file is left exactly as unwrap wrote it (the starter code, the last try, or no code at
    /// all): nothing was written, so nothing is sent, not even a skip (as `git commit` aborts on an
    /// unedited message). `returnedAtOnce` when the editor came back sooner than anyone edits, as
    /// one that opens a window does when not told to wait (`code` without `--wait`).
    case unchanged(returnedAtOnce: Bool)
    /// What the editor left cannot be read as code: why, as a sentence, and the bytes it saved (nil
    /// when it deleted the file), to open again as they are so the learner's work is never lost.
    case unreadable(String, kept: Data?)
    /// The editor did not finish normally, so nothing it saved is read: its exit status (127 when
    /// the shell found no such command), or nil when it did not finish: it could not be started.
    case failed(status: Int32?)
    /// A signal ended the editor (`kill -9`, an out-of-memory kill), so nothing it saved is read.
    case killed(signal: Int32)
  }

  /// Opens the editor on the starting code. `feedback` (the last try's errors or failing test, its
  /// lines numbered from the code's first) is written as comments above the code, so a retry opens
  /// the learner's own code with what went wrong, naming lines as this file has them. `kept` (an
  /// unreadable file's bytes) is written instead, as it was saved.
  func edit(starting: String, prompt: String, feedback: String? = nil, kept: Data? = nil)
    -> Outcome
  {
    // The learner's code lives in a private folder (0700) that is removed afterwards, even on Ctrl-C.
    let edited = try? owner.withScratchFolder(in: FileManager.default.temporaryDirectory) {
      folder -> Outcome in
      let file = folder.appendingPathComponent("answer.swift")
      let header = Self.header(for: prompt, feedback: feedback)
      let written = kept ?? Data(Self.fileText(header: header, code: starting).utf8)
      try written.write(to: file, options: .atomic)
      let clock = ContinuousClock()
      let started = clock.now
      let ending = owner.runAttached(
        "/bin/sh", ["-c", "\(command) \"$1\"", "editor", file.path])
      let returnedAtOnce = clock.now - started < atOnce
      if let failure = Self.failure(ending) { return failure }
      guard let saved = try? Data(contentsOf: file) else {
        let why =
          FileManager.default.fileExists(atPath: file.path)
          ? "The file could not be read after the editor closed, so nothing was read."
          : "The file was deleted in the editor, so nothing was read."
        return .unreadable(why, kept: nil)
      }
      return Self.outcome(
        saved: saved, written: written, header: header, returnedAtOnce: returnedAtOnce)
    }
    return edited ?? .failed(status: nil)
  }

  /// What the learner's saved bytes come to, given the bytes the file was opened with. A file left
  /// as it was opened is unchanged even when it holds no code: quitting without saving is no choice
  /// to skip, and an editor that returns at once (`code` without `--wait`) must not skip every question.
  static func outcome(saved: Data, written: Data, header: String, returnedAtOnce: Bool = false)
    -> Outcome
  {
    guard saved != written else { return .unchanged(returnedAtOnce: returnedAtOnce) }
    guard let text = String(validating: saved, as: UTF8.self) else {
      let line = ExerciseWorkspace.lineOfFirstInvalidUTF8(saved) ?? 1
      return .unreadable(ExerciseWorkspace.notUTF8("The file", line: line), kept: saved)
    }
    guard let read = code(inSaved: text, header: header) else { return .empty }
    return .code(read.code, firstLine: read.firstLine)
  }

  /// Said after an unchanged file when the editor came back at once: a window editor told to wait.
  func returnedAtOnceHint() -> String {
    "`\(command.escapingControlCharacters())` came back at once. If your editor opens a window, set"
      + " $VISUAL so it waits until you close the file, like `code --wait`, `subl -w` or `gvim -f`."
  }

  /// What an editor's ending comes to when it did not exit with 0, or nil when it did. The shell that
  /// runs the command reports an editor a signal ended as 128 + the signal, as sh does for every
  /// command (git reads its editor's status the same way); one the shell ran by `exec` is seen
  /// ending by the signal itself.
  static func failure(_ ending: ProcessOwner.AttachedEnding) -> Outcome? {
    switch ending {
    case .exited(0): nil
    case .exited(let status) where status > 128 && status < 128 + 65:
      .killed(signal: status - 128)
    case .exited(let status): .failed(status: status)
    case .killed(let signal): .killed(signal: signal)
    case .notStarted: .failed(status: nil)
    }
  }

  /// `signal 9 (SIGKILL)`: the signal, named when it is one an editor is commonly ended by.
  static func describe(signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGABRT: "SIGABRT",
      SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
    ]
    return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
  }

  /// Why nothing was read after a signal ended the editor: no setting to check, so only the keys.
  func killedMessage(signal: Int32) -> String {
    "The editor `\(command.escapingControlCharacters())` was killed by \(Self.describe(signal: signal)),"
      + " so nothing was read."
  }

  /// Why nothing was read after the editor failed, and what to do about it.
  func failureMessage(status: Int32?, canSkip: Bool = true) -> String {
    let name = command.escapingControlCharacters()
    let what =
      switch status {
      case 127?: "The editor command `\(name)` was not found"
      case let code?: "The editor `\(name)` exited with status \(code)"
      case nil: "The editor `\(name)` did not finish"
      }
    return what + ", so nothing was read. Check $VISUAL and $EDITOR"
      + (canSkip ? ", or type s to skip." : ".")
  }

  /// What the learner wrote, and the file's line where it starts: the file without our header, the
  /// feedback and blank lines above the code, and blank lines at its end. A feedback line left lower
  /// down is judged as an empty line, so every line below it keeps its number. Nil when no code is left.
  static func code(inSaved saved: String, header: String) -> (code: String, firstLine: Int)? {
    let saved = FreeCodingJudge.unixLineEndings(saved)
    let headerLines = saved.hasPrefix(header) ? header.count { $0 == "\n" } : 0
    let lines = saved.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(
      headerLines
    )
    .map { $0.hasPrefix(feedbackMarker) ? "" : String($0) }
    guard let first = lines.firstIndex(where: { !$0.trimmed().isEmpty }),
      let last = lines.lastIndex(where: { !$0.trimmed().isEmpty })
    else { return nil }
    return (lines[first...last].joined(separator: "\n"), headerLines + first + 1)
  }

  /// The file the editor opens: the header, then the code and one line break, so a retry writes the
  /// learner's code back as they left it, never with a blank line more.
  static func fileText(header: String, code: String) -> String {
    header + code + "\n"
  }

  /// The comment header, then the last try's feedback as marked comment lines (if any), its line
  /// numbers moved to where the code starts in this file.
  static func header(for prompt: String, feedback: String?) -> String {
    let header = header(for: prompt)
    guard let feedback, !feedback.trimmed().isEmpty else { return header }
    let lines = feedback.split(separator: "\n")
    // The code starts below the header, the feedback's lines, its first line and one blank line.
    let above = header.count { $0 == "\n" } + lines.count + 2
    let marked = lines.map {
      feedbackMarker + FreeCodingVerdicts.movingLines(in: String($0), by: above)
    }
    return header + ([feedbackMarker + "Your last try:"] + marked).joined(separator: "\n") + "\n\n"
  }

  static func header(for prompt: String) -> String {
    guard !prompt.isEmpty else { return "" }
    let lines = prompt.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n")
    return lines + "\n// Write your answer below, then save and quit.\n\n"
  }
}
