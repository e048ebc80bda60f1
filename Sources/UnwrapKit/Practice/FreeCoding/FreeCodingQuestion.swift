/// A Free Coding bank item: a task, reference answers in different styles, and tests that run an answer.
public struct FreeCodingQuestion: BankItem, Equatable {
  /// One test: code run after the answer (in its own `do` block) and exactly what it must print.
  public struct Test: Codable, Equatable, Sendable {
    public var code: String
    public var expected: String

    /// Every key this type reads; `content validate` reports any other (`KeySchema`).
    enum CodingKeys: String, CodingKey, CaseIterable {
      case code, expected
    }

    public init(code: String, expected: String) {
      self.code = code
      self.expected = expected
    }
  }

  public var id: String
  public var section: String
  public var needs: [String]?
  public var prompt: String
  public var hint: String?
  public var startingCode: String?
  /// The function type the answer must have (`(Int, Int) -> Int`); absent for whole programs.
  public var signature: String?
  public var references: [String]
  public var tests: [Test]
  public var wrongAnswers: [String]
  public var acceptedVariants: [String]
  public var rejectedVariants: [String]
  /// What the answer must contain besides passing the tests (see `CodeRequirement`).
  public var requires: [CodeRequirement]?

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, section, needs, prompt, hint, startingCode, signature, references, tests, wrongAnswers
    case acceptedVariants, rejectedVariants, requires
  }

  public static var keySchema: KeySchema {
    KeySchema(
      CodingKeys.self,
      nested: [
        "tests": KeySchema(Test.CodingKeys.self),
        "requires": KeySchema(CodeRequirement.CodingKeys.self),
      ])
  }

  public static let file = "FreeCoding.json"

  public init(
    id: String, section: String, prompt: String, hint: String?, startingCode: String?,
    signature: String?,
    references: [String], tests: [Test], wrongAnswers: [String], acceptedVariants: [String],
    rejectedVariants: [String], needs: [String]? = nil, requires: [CodeRequirement]? = nil
  ) {
    self.id = id
    self.section = section
    self.prompt = prompt
    self.hint = hint
    self.startingCode = startingCode
    self.signature = signature
    self.references = references
    self.tests = tests
    self.wrongAnswers = wrongAnswers
    self.acceptedVariants = acceptedVariants
    self.rejectedVariants = rejectedVariants
    self.needs = needs
    self.requires = requires
  }

  public var checkedCode: [String] { [startingCode].compactMap { $0 } + references }
}
