extension CodeSampleChecker {
  /// The problem with a compile mistake that failed with `diagnostics`: none when one of the errors
  /// contains the block's `data-error` text; otherwise the first error the compiler (or for a
  /// package file, the package manager building `package`) printed, so the author sees the reason
  /// it fails for.
  static func mistakeProblem(
    _ block: CodeBlock, failedWith diagnostics: String, package: String? = nil
  ) -> String? {
    let first = mainError(diagnostics)
    let builder = package == nil ? "the compiler" : "the package manager"
    guard let expected = block.expectedError else {
      return ContentValidator.mistakeWithoutError(said: first, by: builder)
    }
    if errorMessages(diagnostics).contains(where: { $0.contains(expected) }) { return nil }
    let failure = package.map { "makes package \($0) fail to build" } ?? "fails to compile"
    return "\(failure), but not with \"\(expected)\"; \(builder) said: \(first)"
  }

  /// The error to quote to an author: the first one at a place in a file, since the package
  /// manager puts the driver's own `error: emit-module command failed` before the compiler's
  /// errors; else the first error at all (a manifest that does not resolve has no place).
  static func mainError(_ diagnostics: String) -> String {
    let located = diagnostics.split(separator: "\n").first {
      $0.contains(".swift:") && errorMessages(String($0)).count == 1
    }
    return located.map { errorMessages(String($0))[0] } ?? firstError(diagnostics)
  }

  /// The message of every error the compiler or the package manager printed, in order: the text
  /// after `error:` on a diagnostic's first line (`main.swift:3:5: error: …`, or `error: …` alone),
  /// not the copies in the source excerpts under it (`|   `- error: …`), and no warning or note.
  static func errorMessages(_ diagnostics: String) -> [String] {
    diagnostics.split(separator: "\n").compactMap { line in
      guard let range = line.firstRange(of: "error: ") else { return nil }
      let before = line[..<range.lowerBound]
      guard before.isEmpty || before.hasSuffix(": ") && !before.contains("|") else { return nil }
      return String(line[range.upperBound...]).trimmingSpaces()
    }
  }

  /// The first error's message, or the start of the output when no line says `error:`.
  static func firstError(_ diagnostics: String) -> String {
    diagnostics.split(separator: "\n").first { $0.contains("error:") }.map {
      String($0[$0.firstRange(of: "error:")!.upperBound...]).trimmingSpaces()
    } ?? diagnostics.prefix(200).description
  }

  /// The first line where a test run reports a failure, or how it ended.
  static func firstFailure(_ outcome: ProcessOutcome) -> String {
    (outcome.standardOutput + outcome.standardError).split(separator: "\n")
      .first { $0.contains("✘") || $0.contains("error:") }.map { String($0).trimmingSpaces() }
      ?? describe(outcome)
  }
}
