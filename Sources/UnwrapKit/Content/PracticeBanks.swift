/// A question bank file: `{ "questions": [ … ] }`.
public struct QuestionBank<Item: Decodable & Sendable>: Decodable, Sendable {
  public var questions: [Item]
}

/// Every bank item has an id and the section that unlocks it.
public protocol BankItem: Decodable, Sendable {
  var id: String { get }
  var section: String { get }
}

extension ContentLibrary {
  /// The folder inside the content folder that holds the practice banks.
  public static let practiceFolder = "Practice"

  /// Loads one practice bank, e.g. `Practice/TapToCode.json`.
  public func bank<Item: BankItem>(_ type: Item.Type, file: String) throws(ContentError) -> [Item] {
    try Self.decode(QuestionBank<Item>.self, file: "\(Self.practiceFolder)/\(file)", from: source)
      .questions
  }
}
