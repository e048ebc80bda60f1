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

  /// The saved code with our comment header removed, or nil when the file was left empty or the editor failed.
  func edit(starting: String, prompt: String) -> String? {
    // The learner's code lives in a private folder (0700) that is removed afterwards, even on Ctrl-C.
    let edited = try? owner.withScratchFolder(in: FileManager.default.temporaryDirectory) {
      folder -> String? in
      let file = folder.appendingPathComponent("answer.swift")
      let header = Self.header(for: prompt)
      try (header + starting + "\n").write(to: file, atomically: true, encoding: .utf8)
      let status = owner.runAttached(
        "/bin/sh", ["-c", "\(command) \"$1\"", "editor", file.path])
      guard status == 0, let saved = try? String(contentsOf: file, encoding: .utf8) else {
        return nil
      }
      let code = saved.hasPrefix(header) ? String(saved.dropFirst(header.count)) : saved
      return code.trimmed().isEmpty ? nil : code
    }
    return edited ?? nil
  }

  static func header(for prompt: String) -> String {
    guard !prompt.isEmpty else { return "" }
    let lines = prompt.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n")
    return lines + "\n// Write your answer below, then save and quit.\n\n"
  }
}
