/// Tabs in code drawn as spaces, to the next multiple of `width` columns, on a terminal. A
/// terminal draws a tab up to its own stops, counted from the screen's edge, so a row holding one
/// takes columns that neither `Style.visibleWidth` nor `TextWrapper.cut` can know; spaces take
/// exactly the columns they are counted as, so a code row cut to the terminal's width stays within
/// it. To a pipe, code keeps its tabs as written.
public enum TabStops {
  /// The columns between stops: a tab indents code as far as four spaces do.
  public static let width = 4

  /// `styled` with each tab replaced by the spaces that reach the next stop, counting columns from
  /// `from` (where the text starts, after what goes before it on the row). Escape sequences take no
  /// columns; a wide character takes two.
  public static func expanded(_ styled: String, from start: Int = 0) -> String {
    guard styled.utf8.contains(0x09) else { return styled }
    var result = ""
    var column = start
    var inEscape = false
    for character in styled {
      if inEscape || character == "\u{1B}" {
        result.append(character)
        inEscape = character == "\u{1B}" || !character.isLetter
        continue
      }
      if character == "\t" {
        let spaces = width - column % width
        result += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        result.append(character)
        column += CharacterWidth.columns(of: character)
      }
    }
    return result
  }
}
