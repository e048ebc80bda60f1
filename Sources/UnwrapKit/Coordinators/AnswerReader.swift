/// Asks one question until there is a usable answer, a skip, a quit, or the end of input; shows hints
/// and says why an unusable reply was not understood. Practice, spaced review and the daily challenge
/// all use it, so each key means one thing everywhere: `h` a hint, `s` skips this question (it counts
/// as not right), `q` ends the session early and keeps what was earned.
public struct AnswerReader {
  /// The keys a reply may be instead of an answer.
  public enum Key: Equatable, Sendable {
    case hint
    case skip
    case quit
  }

  /// The key a whole line is, or nil: `h`/`hint`, `s`/`skip`, `q`/`quit`, in any case, with spaces
  /// around it. Every line of every answer is read by this one rule, the lines of a multi-line
  /// answer too, so a key never becomes part of an answer; Predict the Output's bank check
  /// (`PredictTheOutputRegistration`) keeps every line a program prints from being one.
  public static func key(_ line: String) -> Key? {
    switch line.trimmingSpaces().lowercased() {
    case "h", "hint": .hint
    case "s", "skip": .skip
    case "q", "quit": .quit
    default: nil
    }
  }

  /// `q` or `quit`: end the session early and keep what was earned, in every kind of session.
  static func isQuit(_ line: String) -> Bool {
    key(line) == .quit
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
    if case .lines(let count) = question.screen.answerKind {
      return askLines(count, of: question)
    }
    while true {
      guard let line = interface.ask(.answer(question.screen.answerKind)) else { return nil }
      switch Self.key(line) {
      case .hint?:
        showHint(question)
        continue
      case .skip?: return .skip
      case .quit?: return .quit
      case nil: break
      }
      switch PracticeAnswerParser.parse(line, as: question.screen.answerKind) {
      case .answer(let answer): return .answer(answer)
      case .hint: showHint(question)
      case .skip: return .skip
      case .unrecognized(let why): interface.show(.notUnderstood(why))
      }
    }
  }

  /// Reads an answer of `count` lines one line at a time. A key means the same on every line as on
  /// the first: `h` shows the hint and asks that line again, keeping the lines already typed.
  private func askLines(_ count: Int, of question: PracticeQuestion) -> Outcome? {
    var lines: [String] = []
    while lines.count < count {
      let prompt: PracticePrompt =
        lines.isEmpty
        ? .answer(question.screen.answerKind) : .nextLine(number: lines.count + 1, total: count)
      guard let line = interface.ask(prompt) else { return nil }
      switch Self.key(line) {
      case .hint?: showHint(question)
      case .skip?: return .skip
      case .quit?: return .quit
      case nil: lines.append(line)
      }
    }
    return .answer(.lines(lines))
  }

  private func showHint(_ question: PracticeQuestion) {
    interface.show(question.hint.map(PracticeScreen.hint) ?? .noHint)
  }
}
