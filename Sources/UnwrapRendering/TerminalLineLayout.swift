/// Where a terminal draws each character of a line too long for one row, so the line editor can put
/// its cursor where the terminal did and count the rows it drew. Terminals wrap a 2-column character
/// that does not fit in a row's last column to the next row and leave that last cell blank, so the
/// rows cannot be found by dividing the width by the columns.
public struct TerminalLineLayout: Sendable {
  /// A cell on the screen, counted from the row and column where the line starts.
  public struct Place: Equatable, Sendable, CustomStringConvertible {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }

    public var description: String { "(\(row), \(column))" }
  }

  /// The first cell of each character.
  public let places: [Place]
  /// Where the next character would go if it fitted: `column` is `columns` when the line fills its
  /// last row exactly (the terminal then waits at the right edge before wrapping).
  public let end: Place
  public let columns: Int

  public init(_ text: some Sequence<Character>, columns: Int) {
    let columns = max(columns, 1)
    var places: [Place] = []
    var row = 0
    var column = 0
    for character in text {
      let width = CharacterWidth.columns(of: character)
      if width > 0 && column + width > columns && column > 0 {
        row += 1
        column = 0
      }
      places.append(Place(row: row, column: column))
      column += width
    }
    self.places = places
    self.end = Place(row: row, column: column)
    self.columns = columns
  }

  /// Whether the last row is full to its right edge.
  public var fillsLastRow: Bool { end.column >= columns }

  /// The rows the characters take (one for an empty line).
  public var rows: Int { end.row + 1 }

  /// Where the cursor stands before the character at `index`: on that character, or after the last
  /// one, at the start of the next row when the last row is full.
  public func cursor(at index: Int) -> Place {
    if index < places.count { return places[index] }
    return fillsLastRow ? Place(row: end.row + 1, column: 0) : end
  }
}
