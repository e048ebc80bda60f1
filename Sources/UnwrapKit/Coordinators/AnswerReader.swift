/// Asks one question until there is a usable answer, a skip, a quit, or the end of input; shows hints
/// and says why an unusable reply was not understood. Practice, spaced review and the daily challenge
/// all use it, so each key means one thing everywhere: `h` a hint, `s` skips this question (it counts
/// as not right), `q` ends the session early and keeps what was earned.
struct AnswerReader {
  /// `q` or `quit`: end the session early and keep what was earned, in every kind of session.
  static func isQuit(_ line: String) -> Bool {
    let trimmed = line.trimmingSpaces().lowercased()
    return trimmed == "q" || trimmed == "quit"
  }

  unowned let interface: any PracticeInterface

  enum Outcome: Equatable {
    case answer(ParsedAnswer)
    /// `s`: this question only.
    case skip
    /// `q`: the whole session, keeping what was earned.
    case quit
  }

  /// Nil at the end of input.
  func ask(_ question: PracticeQuestion) -> Outcome? {
    while true {
      guard let line = interface.ask(.answer(question.screen.answerKind)) else { return nil }
      let trimmed = line.trimmingSpaces().lowercased()
      if trimmed == "h" || trimmed == "hint" {
        interface.show(question.hint.map(PracticeScreen.hint) ?? .noHint)
        continue
      }
      if trimmed == "s" || trimmed == "skip" { return .skip }
      if Self.isQuit(line) { return .quit }
      if case .lines(let count) = question.screen.answerKind {
        var lines = [line]
        while lines.count < count {
          guard let next = interface.ask(.nextLine(number: lines.count + 1, total: count)) else {
            return nil
          }
          lines.append(next)
        }
        return .answer(.lines(lines))
      }
      switch PracticeAnswerParser.parse(line, as: question.screen.answerKind) {
      case .answer(let answer): return .answer(answer)
      case .hint: interface.show(question.hint.map(PracticeScreen.hint) ?? .noHint)
      case .skip: return .skip
      case .unrecognized(let why): interface.show(.notUnderstood(why))
      }
    }
  }
}
