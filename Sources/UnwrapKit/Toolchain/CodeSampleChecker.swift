/// Compiles a section's code with the real compiler and reports every sample that does not do what the
/// content claims: examples that fail or print something else, mistakes that compile, code statements
/// whose `compiles` flag is wrong.
public struct CodeSampleChecker: Sendable {
  public let runner: any CodeRunner

  public init(runner: any CodeRunner) {
    self.runner = runner
  }

  /// Printed between blocks of a chain so each block's share of the output can be told apart.
  static let boundary = "__unwrap_block_boundary__"

  /// Every problem with the section's lesson code blocks and review code statements.
  public func check(slug: String, lesson: Lesson, review: Review) throws -> [ContentError] {
    try checkLesson(lesson, file: ContentLibrary.lessonFile(slug))
      + checkReview(review, file: ContentLibrary.reviewFile(slug))
  }

  public func checkLesson(_ lesson: Lesson, file: String) throws -> [ContentError] {
    var problems: [ContentError] = []
    var chain: [CodeBlock] = []
    for (index, block) in lesson.codeBlocks.enumerated() {
      let item = "code block \(index + 1)"
      let prefix = block.continues ? chain.map(\.code) : []
      switch block.role {
      case .compileError:
        let result = try runner.check((prefix + [block.code]).joined(separator: "\n") + "\n")
        if result.succeeded {
          problems.append(
            ContentError(
              file: file, item: item, message: "is marked as a compile error but compiles"))
        }
      case .trap:
        switch try runner.run((prefix + [block.code]).joined(separator: "\n") + "\n") {
        case .compileFailed(let diagnostics):
          problems.append(
            ContentError(
              file: file, item: item,
              message: "is marked as a trap but does not compile: \(Self.firstError(diagnostics))"))
        case .compileTimedOut(let seconds):
          problems.append(
            ContentError(
              file: file, item: item, message: "did not compile within \(Int(seconds)) seconds"))
        case .ran(let outcome) where outcome.signal == nil || outcome.timedOut:
          problems.append(
            ContentError(
              file: file, item: item, message: "is marked as a trap but runs without crashing"))
        case .ran:
          break
        }
      case .example:
        if !block.continues { chain = [] }
        chain.append(block)
        let source =
          chain.map { $0.code + "\nprint(\"\(Self.boundary)\")" }.joined(separator: "\n") + "\n"
        switch try runner.run(source) {
        case .compileFailed(let diagnostics):
          problems.append(
            ContentError(
              file: file, item: item, message: "does not compile: \(Self.firstError(diagnostics))"))
          chain.removeLast()
        case .compileTimedOut(let seconds):
          problems.append(
            ContentError(
              file: file, item: item, message: "did not compile within \(Int(seconds)) seconds"))
          chain.removeLast()
        case .ran(let outcome):
          guard outcome.succeeded else {
            problems.append(
              ContentError(
                file: file, item: item,
                message: "does not run to the end (\(Self.describe(outcome)))"))
            continue
          }
          let shares = outcome.standardOutput.components(separatedBy: Self.boundary + "\n")
          let share = shares.count >= chain.count ? shares[chain.count - 1] : ""
          if let expected = block.expectedOutput, Self.trimmingFinalNewline(share) != expected {
            problems.append(
              ContentError(
                file: file, item: item,
                message:
                  "shows output that differs from what it prints.\n  shown:   \(expected.debugDescription)\n  printed: \(Self.trimmingFinalNewline(share).debugDescription)"
              ))
          }
        }
      }
    }
    return problems
  }

  public func checkReview(_ review: Review, file: String) throws -> [ContentError] {
    var problems: [ContentError] = []
    for (side, statements) in [("correct", review.correct), ("wrong", review.wrong)] {
      for (index, statement) in statements.enumerated() {
        guard let code = statement.code, let claimed = statement.compiles else { continue }
        let result = try runner.check(code + "\n")
        if result.succeeded != claimed {
          let detail = result.succeeded ? "" : ": " + Self.firstError(result.diagnostics)
          problems.append(
            ContentError(
              file: file, item: "\(side)[\(index)].compiles",
              message:
                "says \(claimed) but the code \(result.succeeded ? "compiles" : "does not compile")\(detail)"
            ))
        }
      }
    }
    return problems
  }

  static func trimmingFinalNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  static func firstError(_ diagnostics: String) -> String {
    diagnostics.split(separator: "\n").first { $0.contains("error:") }.map {
      String($0[$0.firstRange(of: "error:")!.upperBound...]).trimmingSpaces()
    } ?? diagnostics.prefix(200).description
  }

  static func describe(_ outcome: ProcessOutcome) -> String {
    if outcome.timedOut { return "it ran past the time limit" }
    if let signal = outcome.signal { return "it crashed with signal \(signal)" }
    return "it exited with status \(outcome.exitStatus ?? -1)"
  }
}
