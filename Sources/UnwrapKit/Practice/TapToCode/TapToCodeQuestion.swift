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

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, section, prompt, existingCode, pieces, followingCode, hint, needs
  }

  public static var keySchema: KeySchema { KeySchema(CodingKeys.self) }

  public var checkedCode: [String] { [program()] }

  public static let file = "TapToCode.json"

  /// The finished line: the pieces joined as Swift is written (`CodePieces`), as the learner is
  /// shown it and the content checks compile it.
  public var solution: String { CodePieces.joined(pieces) }

  /// The whole program the solution belongs to, as the tests compile it and a learner is shown it
  /// after a wrong answer: `line` (the solution unless given) indented as the code above it
  /// (`LinePlacement`).
  public func program(line: String? = nil) -> String {
    let line = line ?? solution
    let previous = existingCode?.split(separator: "\n").last { !$0.trimmed().isEmpty }
    let placed = LinePlacement.indentation(of: line, after: previous.map(String.init)) + line
    return [existingCode, placed, followingCode].compactMap { $0 }.filter { !$0.isEmpty }.joined(
      separator: "\n")
  }

  /// The line of `program()` (from 1) that is the solution.
  public var solutionLine: Int {
    guard let existingCode, !existingCode.isEmpty else { return 1 }
    return existingCode.split(separator: "\n", omittingEmptySubsequences: false).count + 1
  }
}
