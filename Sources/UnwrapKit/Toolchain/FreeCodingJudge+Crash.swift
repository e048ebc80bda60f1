/// What a crashed program's standard error says, as a learner reads it. The Swift runtime reports a
/// failed check in one shape, `FILE:LINE: KIND` with `: MESSAGE` when there is one:
///
///     main/main.swift:3: Precondition failed: count must be positive
///     main/main.swift:4: Assertion failed
///     main/main.swift:7: Fatal error
///     Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
///
/// `precondition` and `assert` report `Precondition failed` and `Assertion failed`; `fatalError`,
/// `preconditionFailure`, `assertionFailure`, a `!` on nil and the standard library's own checks
/// report `Fatal error`; each kind stands alone when there is no message. A few report without a
/// place (`Fatal error: Attempted to read an unowned reference …`). An arithmetic overflow reports
/// nothing at all: the judge names its line from the backtrace (`naming`). A failed `as!` reports
/// in a shape of its own (`FreeCodingJudge+CastFailure`).
extension FreeCodingJudge {
  /// What the runtime calls a check that stopped the program.
  static let runtimeReportKinds = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// The reason for a crash in `standardError`, readable (`readableCrash`): the runtime's report and
  /// the rest of its message when the learner's own runs over several lines, or its report of a
  /// failed cast (`readableCastFailure`); else the first line
  /// that says `error`; nil when there is none. The report ends the program, so the last one is the
  /// runtime's, whatever the program wrote before it. What follows the report (an empty line, then
  /// the backtracer's `*** ` line, or `Current stack trace:` when backtraces are off) is not part of
  /// it.
  static func crashReason(in standardError: String, answerLines: Int) -> String? {
    let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.hasPrefix("*** ") && $0 != "Current stack trace:" }
    let report = lines.lastIndex { runtimeReport($0) != nil || readableCastFailure($0) != nil }
    if let report {
      if let cast = readableCastFailure(lines[report]) { return cast }
      let said = readableCrash(String(lines[report]), answerLines: answerLines)
      let rest = lines[(report + 1)...].prefix { !$0.isEmpty }.map(String.init)
      return ([said] + rest).joined(separator: "\n")
    }
    return lines.first { $0.contains("error") }.map(String.init)
  }

  /// One line of the runtime's report: the place it names (the file as `#fileID` gives it, and the
  /// line), nil when it names none, and what it says from its kind on.
  struct RuntimeReport {
    var place: (file: Substring, line: Int)?
    var says: Substring
  }

  /// `line` read as the runtime's report; nil for any other line.
  static func runtimeReport(_ line: Substring) -> RuntimeReport? {
    var report = RuntimeReport(place: nil, says: line)
    if let swift = line.firstRange(of: ".swift:") {
      let digits = line[swift.upperBound...].prefix { ("0"..."9").contains($0) }
      if let number = Int(digits), line[digits.endIndex...].hasPrefix(": ") {
        report.place = (line[..<swift.upperBound].dropLast(), number)
        report.says = line[line.index(digits.endIndex, offsetBy: 2)...]
      }
    }
    let says = report.says
    guard runtimeReportKinds.contains(where: { says == $0 || says.hasPrefix($0 + ": ") })
    else { return nil }
    return report
  }

  /// A runtime report as a learner reads it: the learner's own place (`main/main.swift:3: `, from
  /// `precondition`, `fatalError` or `!`) told as `line 3: `, any other place (the standard
  /// library's `Swift/ContiguousArrayBuffer.swift:692: `, a line of the tests after the answer)
  /// dropped, since it names no line of theirs. Any other line is kept as it is.
  static func readableCrash(_ line: String, answerLines: Int) -> String {
    guard let report = runtimeReport(Substring(line)) else { return line }
    guard let place = report.place, place.file == "main/main.swift",
      (1...max(1, answerLines)).contains(place.line)
    else { return String(report.says) }
    return "line \(place.line): " + report.says
  }

  /// `message` with the learner's line in front (`line 3: `) where the runtime's message named none
  /// but the crash happened on a line of the answer, the innermost of the program's own lines on
  /// the crashed thread. A crash in a test's code names no line, as the test is named instead.
  static func naming(_ crashLine: Int?, answerLines: Int, in message: String) -> String {
    guard !message.hasPrefix("line "), let crashLine, (1...max(1, answerLines)).contains(crashLine)
    else { return message }
    return "line \(crashLine): " + message
  }
}
