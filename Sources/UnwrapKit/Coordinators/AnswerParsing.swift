/// How every short reply (true or false, numbers, an order) is read before it is understood: without
/// the spaces around it, in lower case, and without one full stop at its end, which a learner who
/// types a sentence adds (`False.`, `4 3 1 2.`).
enum ReplyText {
  static func normalized(_ line: String) -> String {
    trimmed(line).lowercased()
  }

  /// The reply without its spaces around and its one full stop, but as typed otherwise: what a
  /// refusal quotes, so the learner reads their own `L12`, never `l12`.
  static func trimmed(_ line: String) -> String {
    var text = line.trimmingSpaces()
    if text.hasSuffix(".") {
      text.removeLast()
      text = text.trimmingSpaces()
    }
    return text
  }
}

/// What a learner typed at a true-or-false prompt, once understood.
public enum TrueFalseReply: Equatable, Sendable {
  case answer(Bool)
  case hint
  case skip
  case unrecognized

  /// Accepts `t`, `true`, `y`, `yes`, `f`, `false`, `n`, `no` in any case, with or without a full
  /// stop, and `h`/`hint`, `s`/`skip`.
  public init(_ line: String) {
    switch ReplyText.normalized(line) {
    case "t", "true", "y", "yes": self = .answer(true)
    case "f", "false", "n", "no": self = .answer(false)
    case "h", "hint", "?": self = .hint
    case "s", "skip": self = .skip
    default: self = .unrecognized
    }
  }
}

/// What a learner typed when asked to pick items by number (`1 4 7`, `1,4,7`), once understood.
public enum NumberListReply: Equatable, Sendable {
  case numbers([Int])
  case hint
  case skip
  /// Why the line was not understood, to show before asking again.
  case unrecognized(String)

  /// Parses numbers separated by spaces, commas and/or semicolons, each within `1...count`; a full
  /// stop at the end is allowed.
  public init(_ line: String, count: Int) {
    let trimmed = ReplyText.trimmed(line)
    switch trimmed.lowercased() {
    case "h", "hint", "?":
      self = .hint
      return
    case "s", "skip":
      self = .skip
      return
    case "":
      self = .unrecognized("Type the numbers, separated by spaces or commas.")
      return
    default:
      break
    }
    var numbers: [Int] = []
    for part in trimmed.split(whereSeparator: { " ,;\t".contains($0) }) {
      guard let number = Int(part) else {
        self = .unrecognized(
          "\"\(part.echoed(limit: 20))\" is not a number.")
        return
      }
      // A damaged item may offer nothing to choose, where `1...0` would trap.
      guard count >= 1 else {
        self = .unrecognized("This question has nothing to choose from: type s to skip it.")
        return
      }
      guard (1...count).contains(number) else {
        self = .unrecognized(
          "\(part.echoed(limit: 20)) is not between 1 and \(count).")
        return
      }
      numbers.append(number)
    }
    self = .numbers(numbers)
  }
}
