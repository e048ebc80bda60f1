/// Compares a learner's typed output with a program's, forgiving what a keyboard or terminal changes
/// and nothing else: curly quotes, a tab for a space, a run of spaces inside a line (read as one),
/// spaces at the end of a line, empty lines at the end, and spaces before a line that the program
/// prints without any. Spaces the program prints before a line are indentation and part of the
/// answer: that line must start with the same number of spaces.
public enum OutputComparison {
  public static func matches(_ typed: String, _ expected: String) -> Bool {
    let (printed, answered) = normalized(expected: expected, typed: typed)
    return printed == answered
  }

  /// The printed output against the typed answer, line by line as the comparison sees them: `= line`
  /// where they agree, `− printed` and `+ typed` where they differ (a missing line shows as nothing).
  /// Spaces at the start of a differing line are drawn as `·`, since they may be all that differs,
  /// and `lineStartNote` follows when one was drawn.
  public static func lineDiff(expected: String, typed: String) -> [String] {
    let (printed, answered) = normalized(expected: expected, typed: typed)
    let marked = (0..<max(printed.count, answered.count)).contains { index in
      let want = index < printed.count ? printed[index] : nil
      let got = index < answered.count ? answered[index] : nil
      return want != got && (want?.first == " " || got?.first == " ")
    }
    let shown = { (line: String) in line.isEmpty ? "(empty line)" : showingLineStart(line) }
    return diff(printed, answered, shown: shown) + (marked ? [lineStartNote] : [])
  }

  /// The note under a diff that drew a line's start with `showingLineStart`.
  public static let lineStartNote = "(· is a space at the start of a line)"

  /// Spaces at the start of a line drawn as `·`, so a line indented by one space more or less
  /// than another does not look the same.
  public static func showingLineStart(_ line: String) -> String {
    let indent = line.prefix { $0 == " " }
    return String(repeating: "·", count: indent.count) + line.dropFirst(indent.count)
  }

  /// Both texts as the comparison reads them, one string per line: tabs as spaces, curly quotes
  /// straight, each run of spaces inside a line as one, none at a line's end, no empty lines at the
  /// end; a typed line keeps its starting spaces only where the printed line has some.
  static func normalized(expected: String, typed: String) -> (expected: [String], typed: [String]) {
    let printed = forgivingLines(expected)
    let answered = forgivingLines(typed).enumerated().map { index, line in
      let indented = index < printed.count && printed[index].first == " "
      return indented ? line : String(line.drop { $0 == " " })
    }
    return (printed, answered)
  }

  /// One text's lines with what the comparison forgives taken out, but every line's starting spaces
  /// kept, as indentation.
  private static func forgivingLines(_ text: String) -> [String] {
    let straightened =
      text
      .replacingEvery("\u{201C}", with: "\"").replacingEvery("\u{201D}", with: "\"")
      .replacingEvery("\u{2018}", with: "'").replacingEvery("\u{2019}", with: "'")
      .replacingEvery("\t", with: " ")
    var lines = straightened.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      let indent = line.prefix { $0 == " " }
      var collapsed = String(indent)
      var lastWasSpace = false
      for character in line.dropFirst(indent.count) {
        if character == " " {
          if !lastWasSpace { collapsed.append(" ") }
          lastWasSpace = true
        } else {
          collapsed.append(character)
          lastWasSpace = false
        }
      }
      return String(collapsed.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The same diff of two texts taken exactly as they are, for output a test compared exactly (Free
  /// Coding): nothing is forgiven, so nothing that made the test fail is hidden.
  public static func exactLineDiff(expected: String, actual: String) -> [String] {
    diff(lines(of: expected), lines(of: actual), shown: shown)
  }

  /// Spaces and tabs at the end of a line, which a terminal never shows, drawn as `·` and `→`, so
  /// two lines that differ only there do not look the same.
  public static func showingLineEnd(_ line: String) -> String {
    let body = line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
    let end = line.dropFirst(body.count)
    guard !end.isEmpty else { return line }
    return String(body) + end.map { $0 == " " ? "·" : "→" }.joined()
  }

  /// A line as a comparison shows it: spaces and tabs at its end drawn (`showingLineEnd`), and an
  /// empty line named, since a blank line in a comparison reads as no line at all.
  public static func shown(_ line: String) -> String {
    line.isEmpty ? "(empty line)" : showingLineEnd(line)
  }

  /// The note under a comparison that drew a line's end with `showingLineEnd`.
  public static let lineEndNote = "(· is a space and → a tab at the end of a line)"

  /// `[lineEndNote]` when a line of `texts` ends in a space or tab (so `showingLineEnd` drew it),
  /// else nothing.
  public static func lineEndNote(for texts: String...) -> [String] {
    let marked = texts.contains { text in
      text.split(separator: "\n", omittingEmptySubsequences: false).contains {
        $0.last == " " || $0.last == "\t"
      }
    }
    return marked ? [lineEndNote] : []
  }

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func diff(
    _ printed: [String], _ answered: [String], shown: (String) -> String
  ) -> [String] {
    var result: [String] = []
    for index in 0..<max(printed.count, answered.count) {
      let want = index < printed.count ? printed[index] : nil
      let got = index < answered.count ? answered[index] : nil
      if want == got {
        result.append("= \(want ?? "")")
        continue
      }
      result.append("− " + (want.map(shown) ?? "(no line)"))
      result.append("+ " + (got.map(shown) ?? "(no line)"))
    }
    return result
  }
}
