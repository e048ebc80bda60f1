/// Turns a typed line into the answer a question wants, or says why it cannot.

public enum PracticeAnswerParser {
  public enum Reply: Equatable, Sendable {
    case answer(ParsedAnswer)
    case hint
    case skip
    case unrecognized(String)
  }

  /// Parses one line for any kind but `.lines`, which the coordinator collects line by line.
  public static func parse(_ line: String, as kind: AnswerKind) -> Reply {
    switch kind {
    case .lines:
      return .answer(.lines([line]))
    case .code:
      return line.trimmed().isEmpty
        ? .unrecognized("Type your code, then a line holding just a full stop.")
        : .answer(.code(line))
    case .trueOrFalse:
      switch TrueFalseReply(line) {
      case .answer(let value): return .answer(.bool(value))
      case .hint: return .hint
      case .skip: return .skip
      case .unrecognized: return .unrecognized("Answer t for true or f for false.")
      }
    case .order(let count):
      switch NumberListReply(line, count: count) {
      case .numbers(let numbers):
        guard numbers.count == count, Set(numbers).count == count else {
          return .unrecognized("Use every number from 1 to \(count) once, in the order you want.")
        }
        return .answer(.numbers(numbers))
      case .hint: return .hint
      case .skip: return .skip
      case .unrecognized(let why): return .unrecognized(why)
      }
    case .number(let count):
      let one = "Enter one number from 1 to \(count)."
      if line.trimmingSpaces().isEmpty { return .unrecognized(one) }
      switch NumberListReply(line, count: count) {
      case .numbers(let numbers):
        guard numbers.count == 1 else { return .unrecognized(one) }
        return .answer(.numbers(numbers))
      case .hint: return .hint
      case .skip: return .skip
      case .unrecognized(let why): return .unrecognized(why)
      }
    case .numbers(let count):
      switch NumberListReply(line, count: count) {
      case .numbers(let numbers): return .answer(.numbers(Array(Set(numbers)).sorted()))
      case .hint: return .hint
      case .skip: return .skip
      case .unrecognized(let why): return .unrecognized(why)
      }
    }
  }
}
