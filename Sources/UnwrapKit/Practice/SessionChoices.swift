/// What the questions of one session chose so far (Spot the Error: the kind of mistake each one
/// planted), so an activity can vary the rest of the session rather than repeat itself. A session
/// keeps one and passes it to every question it builds; choices are the activity's own names.
public struct SessionChoices: Equatable, Sendable {
  /// Every choice recorded this session, oldest first.
  public private(set) var made: [String] = []

  public init() {}

  public mutating func record(_ choice: String) {
    made.append(choice)
  }

  /// How many questions of this session made this choice.
  public func count(of choice: String) -> Int {
    made.count { $0 == choice }
  }
}
