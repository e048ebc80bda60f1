/// A Tap to Code bank item: the pieces of one line, in the right order, with code around it.
public struct TapToCodeQuestion: BankItem, Equatable {
  public var id: String
  public var section: String
  public var prompt: String
  public var existingCode: String?
  public var pieces: [String]
  public var followingCode: String?
  public var hint: String?
  public var needs: [String]? = nil

  public var checkedCode: [String] { [program()] }

  public static let file = "TapToCode.json"

  /// The finished line: the pieces joined as Swift is written (`CodePieces`), as the learner is
  /// shown it and the content checks compile it.
  public var solution: String { CodePieces.joined(pieces) }

  /// The whole program the solution belongs to, as the tests compile it.
  public func program(line: String? = nil) -> String {
    [existingCode, line ?? solution, followingCode].compactMap { $0 }.filter { !$0.isEmpty }.joined(
      separator: "\n")
  }
}
