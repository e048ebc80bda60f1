/// A Rearrange the Lines bank item: a program's lines in the right order.
public struct RearrangeTheLinesQuestion: BankItem, Equatable {
  public var id: String
  public var section: String
  public var prompt: String
  public var lines: [String]
  public var hint: String?
  public var needs: [String]? = nil

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, section, prompt, lines, hint, needs
  }

  public static var keySchema: KeySchema { KeySchema(CodingKeys.self) }

  public var checkedCode: [String] { [program] }

  public static let file = "RearrangeTheLines.json"

  public var program: String { lines.joined(separator: "\n") }

  /// The lines as shown: without their indentation, which would give the answer away.
  public var trimmedLines: [String] { lines.map { $0.trimmingSpaces() } }
}
