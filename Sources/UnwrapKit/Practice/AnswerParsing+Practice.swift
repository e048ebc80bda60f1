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
        ? .unrecognized("There is no code yet: type your code first, then the full stop.")
        : .answer(.code(line))
    case .trueOrFalse:
      switch TrueFalseReply(line) {
      case .answer(let value): return .answer(.bool(value))
      case .hint: return .hint
      case .skip: return .skip
      case .unrecognized: return .unrecognized("Answer t for true or f for false.")
      }
    case .order(let count):
      switch NumberListReply(separatingDigits(line, count: count), count: count) {
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
      if ReplyText.normalized(line).isEmpty { return .unrecognized(one) }
      switch NumberListReply(droppingLineWord(line), count: count) {
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

  /// `4312` as `4 3 1 2` for an order of four pieces: only when every piece number is one digit
  /// (fewer than ten pieces) and the run holds exactly one digit per piece, so it cannot be read
  /// another way. Anything else is returned as it is.
  static func separatingDigits(_ line: String, count: Int) -> String {
    let reply = ReplyText.normalized(line)
    guard count > 1, count < 10, reply.count == count,
      reply.allSatisfy({ ("0"..."9").contains($0) })
    else {
      return line
    }
    return reply.map(String.init).joined(separator: " ")
  }

  /// `line 11` as `11`: a line number may be typed after the word `line`.
  static func droppingLineWord(_ line: String) -> String {
    // As typed, so a refusal of what follows quotes it in the learner's own letters.
    let reply = ReplyText.trimmed(line)
    guard reply.prefix(4).lowercased() == "line" else { return line }
    let rest = reply.dropFirst(4).trimmingSpaces()
    return rest.first.map { ("0"..."9").contains($0) } == true ? rest : line
  }
}
