/// Compares a learner's typed output with a program's, forgiving what a keyboard or terminal changes:
/// curly quotes, runs of spaces, and trailing whitespace. Nothing else.
public enum OutputComparison {
  public static func normalize(_ text: String) -> String {
    let straightened =
      text
      .replacingEvery("\u{201C}", with: "\"").replacingEvery(
        "\u{201D}", with: "\""
      )
      .replacingEvery("\u{2018}", with: "'").replacingEvery(
        "\u{2019}", with: "'"
      )
      .replacingEvery("\t", with: " ")
    var lines = straightened.split(separator: "\n", omittingEmptySubsequences: false).map {
      line -> String in
      var collapsed = ""
      var lastWasSpace = false
      for character in line {
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
    return lines.joined(separator: "\n")
  }

  public static func matches(_ typed: String, _ expected: String) -> Bool {
    normalize(typed) == normalize(expected)
  }

  /// The printed output against the typed answer, line by line as the comparison sees them: `= line`
  /// where they agree, `− printed` and `+ typed` where they differ (a missing line shows as nothing).
  public static func lineDiff(expected: String, typed: String) -> [String] {
    diff(normalize(expected), normalize(typed))
  }

  /// The same diff of two texts taken exactly as they are, for output a test compared exactly (Free
  /// Coding): nothing is forgiven, so nothing that made the test fail is hidden.
  public static func exactLineDiff(expected: String, actual: String) -> [String] {
    diff(expected, actual)
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

  private static func diff(_ expected: String, _ typed: String) -> [String] {
    let printed = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let answered = typed.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    for index in 0..<max(printed.count, answered.count) {
      let want = index < printed.count ? String(printed[index]) : nil
      let got = index < answered.count ? String(answered[index]) : nil
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
