/// What a learner typed at a true-or-false prompt, once understood.
public enum TrueFalseReply: Equatable, Sendable {
  case answer(Bool)
  case hint
  case skip
  case unrecognized

  /// Accepts `t`, `true`, `y`, `yes`, `f`, `false`, `n`, `no` in any case, and `h`/`hint`, `s`/`skip`.
  public init(_ line: String) {
    switch line.trimmingSpaces().lowercased() {
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

  /// Parses numbers separated by spaces and/or commas, each within `1...count`.
  public init(_ line: String, count: Int) {
    let trimmed = line.trimmingSpaces().lowercased()
    switch trimmed {
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
    for part in trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
      guard let number = Int(part) else {
        self = .unrecognized(
          "\"\(part.prefix(20).escapingControlCharacters())\" is not a number.")
        return
      }
      guard (1...count).contains(number) else {
        self = .unrecognized("\(number) is not between 1 and \(count).")
        return
      }
      numbers.append(number)
    }
    self = .numbers(numbers)
  }
}
