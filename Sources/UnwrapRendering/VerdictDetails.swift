/// A verdict's details, or an exercise judge's report, as a screen shows them. A line of prose
/// (`line 5: error: …`) is wrapped at word boundaries. A line that starts with a space or a tab
/// (code, a caret under it, a program's output) or with `− `/`+ ` (a line of a diff) is verbatim:
/// whole to a pipe, and on a terminal (`codeColumns`) cut under its indent with `↳` before each
/// row it goes on to, as `LessonRenderer.gutter` cuts code. A caret line under a source line
/// (`  ^`, as the compiler's errors have) goes under the row its column falls in, so it never
/// points at nothing.
public struct VerdictDetails {
  public var width: Int
  public var codeColumns: Int?
  public var style: Style

  public init(style: Style, width: Int, codeColumns: Int? = nil) {
    self.style = style
    self.width = width
    self.codeColumns = codeColumns
  }

  /// `details` after `indent`, each row painted by what `paint` returns for its line (a diff's
  /// colour); each of `keeping` (a command a learner copies) never split across prose lines.
  public func lines(
    _ details: [String], indent: String = "", keeping: [String] = [],
    paint: (String) -> (String) -> String = { _ in { $0 } }
  ) -> [String] {
    var result: [String] = []
    var index = 0
    while index < details.count {
      let line = details[index]
      let colour = paint(line)
      index += 1
      guard let lead = Self.verbatimLead(line) else {
        result += TextWrapper(width: width).lines(
          TextWrapper.keeping(keeping, in: colour(line)), indent: indent, firstIndent: indent)
        continue
      }
      // The caret line under this one, when the next line is one with the same lead.
      var caret: String?
      if index < details.count, let next = Self.caret(details[index], lead: lead) {
        caret = next
        index += 1
      }
      result += verbatim(String(line.dropFirst(lead.count)), lead: indent + lead, caret: caret)
        .map(colour)
    }
    return result
  }

  /// What sets a verbatim line's content apart: its leading blanks, or a diff's `− `/`+ `; nil
  /// for prose.
  static func verbatimLead(_ line: String) -> String? {
    if line.hasPrefix("− ") || line.hasPrefix("+ ") { return String(line.prefix(2)) }
    let blanks = line.prefix { $0 == " " || $0 == "\t" }
    return blanks.isEmpty ? nil : String(blanks)
  }

  /// The blanks before the `^` of `line` when it is a caret line under a line led by `lead`.
  static func caret(_ line: String, lead: String) -> String? {
    guard line.hasPrefix(lead), line.hasSuffix("^") else { return nil }
    let between = line.dropFirst(lead.count).dropLast()
    return between.allSatisfy { $0 == " " || $0 == "\t" } ? String(between) : nil
  }

  /// `content` after `lead`, cut to `codeColumns` when it is wider, with `caret`'s `^` under the
  /// row its column falls in.
  private func verbatim(_ content: String, lead: String, caret: String?) -> [String] {
    let blank = String(repeating: " ", count: Style.visibleWidth(lead))
    let room = (codeColumns ?? .max) - blank.count
    guard codeColumns != nil, room >= 8, Style.visibleWidth(content) > room else {
      return [lead + content] + (caret.map { [blank + $0 + "^"] } ?? [])
    }
    let then = blank.count >= 2 ? String(blank.dropLast(2)) + style.gray("↳ ") : style.gray("↳")
    let pieces = TextWrapper.cut(content, first: room, rest: room)
    var rows: [String] = []
    // The characters before the `^`, counted into the pieces until one holds the column.
    var before = caret?.count
    for (index, piece) in pieces.enumerated() {
      rows.append((index == 0 ? lead : then) + piece.text)
      guard let count = before else { continue }
      let characters = piece.text.count
      if count < characters || index == pieces.count - 1 {
        // Tabs keep their width, and a wide character takes two columns.
        let under = piece.text.prefix(count).map {
          $0 == "\t" ? "\t" : String(repeating: " ", count: CharacterWidth.columns(of: $0))
        }.joined()
        let fitting =
          Style.visibleWidth(under) < room ? under : String(repeating: " ", count: room - 1)
        rows.append(blank + fitting + "^")
        before = nil
      } else {
        before = count - characters
      }
    }
    return rows
  }
}
