/// How deep Tap to Code's finished line is indented in its program, worked out from the code above
/// it, so the answer reads as a line of that program (`onTick = { [weak self] in` inside
/// `func start() {`). The pieces never carry spaces, and Swift does not read indentation: this
/// only decides how the line is shown, and compiled as shown.
public enum LinePlacement {
  /// One level of indentation, as the banks write it.
  static let unit = "    "

  /// The spaces before `line` when it follows `previous`, the last line of code above it (nil when
  /// there is none): as deep as `previous`, a level deeper when `previous` leaves a bracket open
  /// (`for stop in busStops {`) or is a `case …:` label, and a level shallower when `line` closes a
  /// block (`} while pages > 10`) or is a `case` or `default` label.
  public static func indentation(of line: String, after previous: String?) -> String {
    guard let previous else { return "" }
    let tokenizer = SwiftTokenizer()
    let above = tokenizer.codeTokens(previous)
    let own = tokenizer.codeTokens(line)
    var depth = previous.prefix { $0 == " " }.count / unit.count
    if leavesBracketOpen(above) || isCaseLabel(above) { depth += 1 }
    if let first = own.first, first.kind == .punctuation, ["}", ")", "]"].contains(first.text) {
      depth -= 1
    } else if isCaseLabel(own) {
      depth -= 1
    }
    return String(repeating: unit, count: max(0, depth))
  }

  /// Whether a bracket opened on this line is still open at its end (`} else {` opens one).
  private static func leavesBracketOpen(_ tokens: [SwiftToken]) -> Bool {
    var open = 0
    for token in tokens where token.kind == .punctuation {
      if ["{", "(", "["].contains(token.text) {
        open += 1
      } else if ["}", ")", "]"].contains(token.text), open > 0 {
        open -= 1
      }
    }
    return open > 0
  }

  /// Whether the line is a label of a `switch` (`case .courier(let miles):`, `default:`), not an
  /// enum's `case`: a `:` outside any bracket.
  private static func isCaseLabel(_ tokens: [SwiftToken]) -> Bool {
    let words = tokens.drop { $0.kind == .attribute }
    guard let first = words.first, first.kind == .keyword, ["case", "default"].contains(first.text)
    else { return false }
    var depth = 0
    for token in words where token.kind == .punctuation {
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ":" where depth == 0: return true
      default: break
      }
    }
    return false
  }
}
