/// A question bank file: `{ "questions": [ … ] }`.
public struct QuestionBank<Item: Decodable & Sendable>: Decodable, Sendable {
  public var questions: [Item]

  /// A bank lists its items under `questions`, or under `templates` where each item generates many
  /// questions (Spot the Error); the embedder indexes either.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case questions, templates
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key: CodingKeys = container.contains(.templates) ? .templates : .questions
    questions = try container.decode([Item].self, forKey: key)
  }
}

/// Every bank item has an id, the section it is listed under, and any later sections it also needs.
public protocol BankItem: Decodable, Sendable {
  var id: String { get }
  var section: String { get }
  /// Other sections the item uses (an enum in a functions question); it opens when all are read.
  var needs: [String]? { get }
  /// The code a learner sees, which the construct check reads.
  var checkedCode: [String] { get }
  /// The keys an item may have (its `CodingKeys`), which `content validate` checks.
  static var keySchema: KeySchema { get }
}

extension BankItem {
  /// The keys of a bank file holding these items: `questions` or `templates`, each an item.
  static var bankKeySchema: KeySchema {
    KeySchema(
      QuestionBank<Self>.CodingKeys.self, nested: ["questions": keySchema, "templates": keySchema])
  }

  /// Its section and every section it needs: all must be read before the item is offered.
  public var requiredSections: [String] { [section] + (needs ?? []) }
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
