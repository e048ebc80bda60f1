import UnwrapKit

/// Opens the learner's editor (`$VISUAL`, else `$EDITOR`) on a temporary Swift file and returns what they saved.
struct CodeEditor {
  let command: String
  /// Starts the editor, so Ctrl-C is the editor's while it runs.
  let owner: ProcessOwner

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
    /// The saved code, without our comment header and feedback.
    case code(String)
    /// The file was saved empty (or with only our comments): the learner skips.
    case empty
    /// The editor did not finish normally, so nothing it saved is read: its exit status (127 when
    /// the shell found no such command), or nil when it was killed or could not be started.
    case failed(status: Int32?)
  }

  /// Opens the editor on the starting code. `feedback` (the last try's errors or failing test) is
  /// written as comments above the code, so a retry opens the learner's own code with what went wrong.
  func edit(starting: String, prompt: String, feedback: String? = nil) -> Outcome {
    // The learner's code lives in a private folder (0700) that is removed afterwards, even on Ctrl-C.
    let edited = try? owner.withScratchFolder(in: FileManager.default.temporaryDirectory) {
      folder -> Outcome in
      let file = folder.appendingPathComponent("answer.swift")
      let header = Self.header(for: prompt) + Self.feedbackComment(feedback)
      try (header + starting + "\n").write(to: file, atomically: true, encoding: .utf8)
      let status = owner.runAttached(
        "/bin/sh", ["-c", "\(command) \"$1\"", "editor", file.path])
      guard status == 0 else { return .failed(status: status) }
      guard let saved = try? String(contentsOf: file, encoding: .utf8) else { return .empty }
      return Self.code(inSaved: saved, header: header).map { .code($0) } ?? .empty
    }
    return edited ?? .failed(status: nil)
  }

  /// Why nothing was read after the editor failed, and what to do about it.
  func failureMessage(status: Int32?) -> String {
    let name = command.escapingControlCharacters()
    let what =
      switch status {
      case 127?: "The editor command `\(name)` was not found"
      case let code?: "The editor `\(name)` exited with status \(code)"
      case nil: "The editor `\(name)` did not finish"
      }
    return what + ", so nothing was read. Check $VISUAL and $EDITOR, or type s to skip."
  }

  /// What the learner wrote: the file without our header and without any feedback line.
  static func code(inSaved saved: String, header: String) -> String? {
    let body = saved.hasPrefix(header) ? String(saved.dropFirst(header.count)) : saved
    let code = body.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix(feedbackMarker) }.joined(separator: "\n")
    return code.trimmed().isEmpty ? nil : code
  }

  /// The last try's feedback as marked comment lines, or nothing.
  static func feedbackComment(_ feedback: String?) -> String {
    guard let feedback, !feedback.trimmed().isEmpty else { return "" }
    let lines = feedback.split(separator: "\n").map { feedbackMarker + $0 }
    return ([feedbackMarker + "Your last try:"] + lines).joined(separator: "\n") + "\n\n"
  }

  static func header(for prompt: String) -> String {
    guard !prompt.isEmpty else { return "" }
    let lines = prompt.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n")
    return lines + "\n// Write your answer below, then save and quit.\n\n"
  }
}
