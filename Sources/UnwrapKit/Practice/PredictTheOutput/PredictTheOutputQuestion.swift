/// A Predict the Output bank item: a code template and the outputs it can print, chosen by conditions.
public struct PredictTheOutputQuestion: BankItem, Equatable {
  public struct Answer: Codable, Equatable, Sendable {
    /// A condition over the template's values; absent on the last, catch-all answer.
    public var when: String?
    /// The output, with back-references and `${…}` expressions.
    public var output: String

    /// Every key this type reads; `content validate` reports any other (`KeySchema`).
    enum CodingKeys: String, CodingKey, CaseIterable {
      case when, output
    }
  }

  public var id: String
  public var section: String
  public var code: String
  public var answers: [Answer]
  public var hint: String?
  public var prompt: String?
  public var needs: [String]? = nil

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, section, code, answers, hint, prompt, needs
  }

  public static var keySchema: KeySchema {
    KeySchema(CodingKeys.self, nested: ["answers": KeySchema(Answer.CodingKeys.self)])
  }

  public var checkedCode: [String] { [code] }

  public static let file = "PredictTheOutput.json"
}
