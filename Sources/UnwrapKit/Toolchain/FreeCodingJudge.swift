#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Judges a free-coding answer for certain: compiles it with the question's tests in a private folder,
/// runs it with time and output limits, and reports the first failing test or the compiler's errors at
/// the learner's own line numbers.
public struct FreeCodingJudge: Sendable {
  public let runner: any CodeRunner

  public init(runner: any CodeRunner) {
    self.runner = runner
  }

  /// A line the harness prints between tests, new for every run: a fixed one could be printed by
  /// the answer itself (it is in our public source), passing tests that never ran.
  static func freshBoundary() -> String {
    let random = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 36) }
    return boundaryPrefix + random.joined(separator: "_") + "__"
  }

  static let boundaryPrefix = "__unwrap_test_boundary_"

  /// The boundary a harness prints, read back from its source.
  static func boundary(in source: String) -> String? {
    guard let start = source.firstRange(of: boundaryPrefix)?.lowerBound else { return nil }
    return String(source[start...].prefix { $0 != "\"" })
  }

  /// `text` with each Windows (`\r\n`) or old Mac (`\r`) line end as `\n`. Swift reads "\r\n" as one
  /// `Character`, so a file saved on Windows never splits on "\n" and every line number is lost.
  public static func unixLineEndings(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
    return text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
  }

  /// A compiler error in the learner's code, at their line number.
  public struct Diagnostic: Equatable, Sendable {
    public var line: Int
    public var message: String
    /// The column the compiler points at, when it says.
    public var column: Int? = nil

    public init(line: Int, message: String, column: Int? = nil) {
      self.line = line
      self.message = message
      self.column = column
    }
  }

  /// What running the answer showed.
  public enum Verdict: Equatable, Sendable {
    case passed(tests: Int)
    /// `code` is the test as the learner would write it: `solution` is their function's name.
    /// `actual` is what it printed, without the last line break; nil when it printed nothing at all
    /// (one empty line is "").
    case failedTest(code: String, expected: String, actual: String?)
    case compileErrors([Diagnostic])
    /// The answer has no function or closure to test.
    case noFunction
    /// The answer's function does not have the type the question needs.
    case wrongType(name: String, signature: String, message: String)
    case timedOut(seconds: Double)
    /// The compiler was stopped at the compile time limit.
    case compileTimedOut(seconds: Double)
    /// The program crashed: the runtime's message, the test that was running (in the learner's
    /// names; nil when it was the learner's own code), and what that part printed before the crash.
    case crashed(message: String, during: String? = nil, printed: String = "")
    case tooMuchOutput
    /// The program ended normally (an `exit(0)`) before every test had run: the test that was running
    /// (in the learner's names), or nil when it ended in the learner's own code, before the first.
    case endedEarly(during: String?)
    /// Every test passed, but the answer lacks what the task asks it to be written with.
    case missesRequirement(CodeRequirement)
    /// The program ran out of the memory it may use (megabytes) and crashed.
    case tooMuchMemory(megabytes: Int)
    /// The program ended, but a process it started was still running (it was stopped).
    case leftProcessRunning
    /// The program tried to send a signal to unwrap, which would have ended the learner's session,
    /// and was stopped (`ProcessOutcome.signalledUnwrap`).
    case signalledUnwrap
    /// The program used unwrap's terminal, which it may not, and was ended as the kernel stopped
    /// it (`ProcessOutcome.stoppedForTerminal`): `reading` it (SIGTTIN), or changing it (SIGTTOU).
    case usedTerminal(reading: Bool)
    /// The answer compiles, but a test's call to it does not: the call, and what the compiler says.
    case testDoesNotCompile(call: String, message: String)
  }

  /// The line between an answer and the judge's code after it: an empty statement, so an answer
  /// whose last line is cut short (`let total =`, saved half-typed) cannot take the judge's next
  /// line as its end (`let total = print(…)` compiles) and does not compile, as in the learner's
  /// editor. What the compiler says about it lands on this line, just after the answer. An answer
  /// that already ends with `;`, or holds no code at all, gets an empty line instead: there a second
  /// `;` would be an empty statement, which Swift rejects, failing an answer that compiles alone.
  static func answerEnd(after answer: String) -> String {
    let last = SwiftTokenizer().codeTokens(answer).last
    return last == nil || last?.text == ";" ? "" : ";"
  }

  /// The program that runs the tests: the answer, `answerEnd(after:)`, the binding of `solution`, then each
  /// test after a boundary line, and one boundary more at the end, so a program that ended early
  /// (an `exit(0)`) is told from one whose last test printed nothing.
  public static func harness(
    answer: String, solutionName: String?, question: FreeCodingQuestion, boundary: String
  ) -> String {
    var lines = [answer, answerEnd(after: answer)]
    if let signature = question.signature, let solutionName {
      lines.append("let solution: \(signature) = \(solutionName)")
    }
    for test in question.tests {
      lines.append("print(\"\(boundary)\")")
      lines.append("do {\n\(test.code)\n}")
    }
    lines.append("print(\"\(boundary)\")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One compile limit holds for the whole answer: choosing among several functions and building the
  /// tests share it. Throws, with no verdict, when the answer could not be judged: no scratch folder,
  /// a compiler that cannot be started, or a toolchain that failed without naming a line
  /// (`ToolchainFailure`: a module cache it cannot write, a link step, a crash), which says nothing
  /// about the answer and is never a wrong one.
  public func judge(_ answer: String, question: FreeCodingQuestion) throws -> Verdict {
    // Once, here: every line count and line number below splits on "\n" alone.
    let answer = Self.unixLineEndings(answer)
    let compileDeadline = runner.compileDeadlineFromNow()
    var solutionName: String?
    if let signature = question.signature {
      let candidates = SolutionLocator.candidates(in: answer)
      guard !candidates.isEmpty else { return .noFunction }
      if candidates.count == 1 {
        solutionName = candidates[0]
      } else {
        switch try choose(candidates, signature: signature, answer: answer, by: compileDeadline) {
        case .some(let chosen): solutionName = chosen
        case .none: return .compileTimedOut(seconds: runner.compileTimeout)
        }
      }
    }
    let boundary = Self.freshBoundary()
    let source = Self.harness(
      answer: answer, solutionName: solutionName, question: question, boundary: boundary)
    let answerLines = answer.split(separator: "\n", omittingEmptySubsequences: false).count
    switch try runner.run(source, outputLimit: 1 << 20, compileDeadline: compileDeadline) {
    case .compileTimedOut(let seconds):
      return .compileTimedOut(seconds: seconds)
    case .compileFailed(let diagnostics):
      let errors = Self.errors(in: diagnostics)
      guard let first = errors.first else { throw ToolchainFailure(diagnostics: diagnostics) }
      // An error on `answerEnd`'s line means the answer left something open or cut short: alone,
      // the compiler says it better (`expected ')'`, where it opened) than beside the judge's code.
      let own = errors.filter { $0.line <= answerLines }
      let leftOpen = errors.contains { $0.line == answerLines + 1 }
      if !own.isEmpty, !leftOpen { return .compileErrors(own) }
      if let open = try errorsOfAnswerAlone(answer, by: compileDeadline) {
        return .compileErrors(open)
      }
      if !own.isEmpty { return .compileErrors(own) }
      // Only an error on the line that binds `solution` (right after `answerEnd`) is about the
      // function's type; one inside a test is about what the test calls.
      if let solutionName, let signature = question.signature, first.line == answerLines + 2 {
        return .wrongType(
          name: solutionName, signature: signature, message: first.message)
      }
      // The error is in the tests' code, not the learner's: say which call, never a line number
      // past the end of their answer.
      let harnessLines = source.split(separator: "\n", omittingEmptySubsequences: false)
      guard first.line - 1 < harnessLines.count else { return .compileErrors(errors) }
      return .testDoesNotCompile(
        call: harnessLines[first.line - 1].trimmingSpaces(), message: first.message)
    case .ran(let outcome):
      if outcome.signalledUnwrap { return .signalledUnwrap }
      if let signal = outcome.stoppedForTerminal {
        return .usedTerminal(reading: signal == SIGTTIN)
      }
      if outcome.timedOut { return .timedOut(seconds: runner.runTimeout) }
      if outcome.outputLimitExceeded { return .tooMuchOutput }
      if outcome.memoryLimitExceeded {
        return .tooMuchMemory(megabytes: Int(runner.runMemoryLimit >> 20))
      }
      if outcome.leftProcessesRunning { return .leftProcessRunning }
      if outcome.signal != nil || outcome.exitStatus != 0 {
        let reason = Self.crashReason(in: outcome.standardError, answerLines: answerLines)
        // Output reaches us line by line (a terminal), so what was printed before the crash is
        // here: the last part is where it crashed, the learner's own code or one test.
        let sections = outcome.standardOutput.components(separatedBy: boundary + "\n")
        let part = sections.count - 1
        let test = part >= 1 && part <= question.tests.count ? question.tests[part - 1].code : ""
        let message =
          reason
          ?? outcome.signal.map { CodeSampleChecker.describe(signal: $0) }
          ?? CodeSampleChecker.describe(outcome)
        // A failed cast aborts in the C library, which a backtrace may not get through.
        let castLine =
          reason?.hasPrefix(Self.castFailure) == true ? Self.forcedCastLine(in: source) : nil
        return .crashed(
          message: Self.naming(
            outcome.crashLines.first ?? castLine, answerLines: answerLines, in: message),
          during: test.isEmpty
            ? nil : solutionName.map { SolutionLocator.renaming(test, to: $0) } ?? test,
          printed: sections[part].hasSuffix("\n")
            ? String(sections[part].dropLast()) : sections[part])
      }
      let sections = outcome.standardOutput.components(separatedBy: boundary + "\n")
      // Each test prints a boundary first and one more follows the last: a missing one means the
      // program ended early, in the learner's code or the test after the last boundary. What only
      // compares the program's own output (a test with no code) is not cut short by that.
      let reached = sections.count - 1
      if reached <= question.tests.count,
        question.tests[max(reached - 1, 0)...].contains(where: { !$0.code.isEmpty })
      {
        let test = reached > 0 ? question.tests[reached - 1].code : ""
        return .endedEarly(
          during: test.isEmpty
            ? nil : solutionName.map { SolutionLocator.renaming(test, to: $0) } ?? test)
      }
      for (index, test) in question.tests.enumerated() {
        // A test with no code compares what the program printed by itself, before the first test.
        let section = test.code.isEmpty ? 0 : index + 1
        let printed = section < sections.count ? sections[section] : ""
        let actual = printed.hasSuffix("\n") ? String(printed.dropLast()) : printed
        if actual != test.expected {
          // The learner never wrote `solution`: show the call with their function's name.
          let code = solutionName.map { SolutionLocator.renaming(test.code, to: $0) } ?? test.code
          return .failedTest(
            code: code, expected: test.expected, actual: printed.isEmpty ? nil : actual)
        }
      }
      if let missing = question.unmetRequirement(in: answer) { return .missesRequirement(missing) }
      return .passed(tests: question.tests.count)
    }
  }

  /// With several candidates, the first whose type fits the signature (one fast type-check finds it);
  /// nil when that check ran out of the compile time.
  private func choose(
    _ candidates: [String], signature: String, answer: String, by deadline: Double
  ) throws -> String? {
    let answerLines = answer.split(separator: "\n", omittingEmptySubsequences: false).count
    let probes = candidates.enumerated().map {
      "let _unwrapProbe\($0.offset): \(signature) = \($0.element)"
    }
    let result = try runner.check(
      ([answer, Self.answerEnd(after: answer)] + probes).joined(separator: "\n") + "\n",
      compileDeadline: deadline)
    if result.timedOut { return nil }
    let failing = Set(Self.errors(in: result.diagnostics).map { $0.line - answerLines - 2 })
    return candidates.indices.first { !failing.contains($0) }.map { candidates[$0] }
      ?? candidates[0]
  }

  /// `main.swift:3:9: error: message` lines, as line numbers and messages.
  static func errors(in diagnostics: String) -> [Diagnostic] {
    diagnostics.split(separator: "\n").compactMap { line in
      guard let range = line.firstRange(of: ": error: ") else { return nil }
      let location = line[..<range.lowerBound].split(separator: ":")
      guard location.count >= 3, let number = Int(location[location.count - 2]) else { return nil }
      return Diagnostic(
        line: number, message: String(line[range.upperBound...]),
        column: Int(location[location.count - 1]))
    }
  }
}
