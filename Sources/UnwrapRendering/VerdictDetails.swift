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
      result += verbatim(
        String(line.dropFirst(lead.count)), lead: lead, indent: indent, caret: caret
      ).map(colour)
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

  /// `content` after `indent` and `lead`, cut to `codeColumns` when it is wider, with `caret`'s
  /// `^` under the row its column falls in. To a pipe both lines are as written; on a terminal tabs
  /// are drawn as spaces (`TabStops`, counted from the line's start after `indent`), so each row is
  /// measured as it is drawn and the `^` goes under the character it points at.
  private func verbatim(_ content: String, lead: String, indent: String, caret: String?)
    -> [String]
  {
    guard let codeColumns else {
      return [indent + lead + content] + (caret.map { [indent + lead + $0 + "^"] } ?? [])
    }
    let lead = TabStops.expanded(lead)
    let leadWidth = Style.visibleWidth(lead)
    // The caret's blanks stand for the characters of `content` before the one it points at.
    let column = caret.map {
      Style.visibleWidth(TabStops.expanded(String(content.prefix($0.count)), from: leadWidth))
    }
    let content = TabStops.expanded(content, from: leadWidth)
    let blank = String(repeating: " ", count: Style.visibleWidth(indent) + leadWidth)
    let room = codeColumns - blank.count
    guard room >= 8, Style.visibleWidth(content) > room else {
      return [indent + lead + content]
        + (column.map { [blank + String(repeating: " ", count: $0) + "^"] } ?? [])
    }
    let then = blank.count >= 2 ? String(blank.dropLast(2)) + style.gray("↳ ") : style.gray("↳")
    let pieces = TextWrapper.cut(content, first: room, rest: room)
    var rows: [String] = []
    // The columns before the `^`, counted into the pieces until one holds it.
    var before = column
    for (index, piece) in pieces.enumerated() {
      rows.append((index == 0 ? indent + lead : then) + piece.text)
      guard let columns = before else { continue }
      if columns < piece.width || index == pieces.count - 1 {
        rows.append(blank + String(repeating: " ", count: min(columns, room - 1)) + "^")
        before = nil
      } else {
        before = columns - piece.width
      }
    }
    return rows
  }
}
