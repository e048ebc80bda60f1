/// Why a Tap to Code line is not the answer: the line the learner built beside ours and, with a
/// compiler, what their line does in the program (one compile, and a run of ours only when theirs
/// runs), in the words Rearrange the Lines uses for an order (`ArrangementTrial`).
enum TapToCodeVerdict {
  /// The verdict for `built`, pieces in an order other than the answer's.
  static func wrong(_ built: [String], in question: TapToCodeQuestion, runner: (any CodeRunner)?)
    -> PracticeVerdict
  {
    let theirs = CodePieces.joined(built)
    let answer = question.solution
    var verdict = PracticeVerdict(
      isCorrect: false, expected: question.program(), markedLine: question.solutionLine)
    // The line is wrong whatever the run shows, so a runner that cannot run at all (no scratch
    // folder) only costs the why: the verdict stands, unlike Rearrange's, which the run decides.
    let trial =
      runner.flatMap {
        try? ArrangementTrial.run(
          question.program(line: theirs), against: question.program(), runner: $0)
      } ?? .unknown
    let built = "You built `\(theirs)`"
    switch trial {
    case .doesNotCompile(let line, _, let message) where line == question.solutionLine:
      verdict.explanation = "\(built), which does not compile: \(message ?? "")"
    case .doesNotCompile(let line, let code, let message):
      let location = line.map { " Line \($0), `\(code ?? "")`: " } ?? " "
      verdict.explanation =
        "\(built), and with it the program does not compile."
        + (message.map { location + $0 } ?? "")
    case .printsSomethingElse(let diff):
      verdict.explanation =
        "\(built). With it the program compiles, but it prints something else (−/+ against ours):"
      verdict.details = diff
    case .printsTheSame:
      verdict.explanation =
        "\(built). It compiles and prints the same here, but the question asks for `\(answer)`."
    case .doesNotRunToTheEnd:
      verdict.explanation = "\(built). With it the program compiles, but does not run to the end."
    case .unknown:
      verdict.explanation = "\(built); the answer is `\(answer)`."
    }
    return verdict
  }
}
