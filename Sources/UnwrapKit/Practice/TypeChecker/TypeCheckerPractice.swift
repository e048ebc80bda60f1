/// Type Checker: ten numbered declarations; the learner picks every one that makes the asked-for type.
public struct TypeCheckerPractice: PracticeActivity {
  public static let info = ActivityInfo(
    id: "type-checker", title: "Type Checker",
    summary: "Pick every declaration that makes a given type.", unlockSection: "type-annotations")
  public var info: ActivityInfo { Self.info }
  public static let declarationCount = 10

  public init() {}

  /// The types a learner may be asked about, given what they have read.
  /// Each type is tied to the sections that teach it (`SwiftValueType.teachingSections`).
  public func types(hasRead: (String) -> Bool) -> [SwiftValueType] {
    SwiftValueType.all.filter { $0.isTaught(hasRead: hasRead) }
  }

  /// A question needs a type to pick out and another the learner has met to tell it from, so the
  /// types open together once two are taught: with only the unlock section read (`Character`),
  /// there are no questions yet, and the practice list says they open as the course is read.
  public func availableItems(hasRead: (String) -> Bool) -> [String] {
    let taught = types(hasRead: hasRead)
    return taught.count >= 2 ? taught.map(\.swiftName) : []
  }

  /// Ten declarations with unique names, two to four of them of `target`, the others of the other
  /// `types` only (fewer than ten when there are none, never a type the learner has not met).
  public func declarations(
    target: SwiftValueType, among types: [SwiftValueType], random: inout SeededGenerator
  )
    -> [TypedDeclaration]
  {
    let generator = DeclarationGenerator()
    var wanted = Int.random(in: 2...4, using: &random)
    var chosen: [TypedDeclaration] = []
    var names: Set<String> = []
    var attempts = 0
    while chosen.count < Self.declarationCount, attempts < 500 {
      attempts += 1
      let matching = chosen.filter { $0.type == target }.count
      let type: SwiftValueType
      if matching < wanted {
        type = target
      } else {
        // Look-alikes first: types that share an element or a literal with the target.
        guard let other = types.filter({ $0 != target }).randomElement(using: &random) else {
          break
        }
        type = other
      }
      let declaration = generator.declaration(of: type, random: &random)
      if names.insert(declaration.name).inserted {
        chosen.append(declaration)
      } else if type == target, attempts.isMultiple(of: 8), wanted > max(1, matching) {
        // This type has run out of fresh names: settle for the matches there are.
        wanted -= 1
      }
    }
    return chosen.shuffled(using: &random)
  }

  /// A question whose other declarations may be of any type (the daily challenge, `content show`).
  public func makeQuestion(itemID: String, random: inout SeededGenerator) throws -> PracticeQuestion
  {
    try makeQuestion(itemID: itemID, hasRead: { _ in true }, random: &random)
  }

  /// A question whose declarations are all of types this learner has met.
  public func makeQuestion(
    itemID: String, hasRead: (String) -> Bool, random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    let all = types(hasRead: hasRead)
    guard all.count >= 2, let target = all.first(where: { $0.swiftName == itemID }) else {
      throw PlaceholderError("the Type Checker has no type \(itemID)")
    }
    let declarations = declarations(target: target, among: all, random: &random)
    let right = declarations.indices.filter { declarations[$0].type == target }.map { $0 + 1 }
    let screen = QuestionScreen(
      prompt:
        "Which of these make \(target.named)? Enter every number that does.",
      items: declarations.map(\.source), answerKind: .numbers(declarations.count))
    let expected = right.map(String.init).joined(separator: " ")
    let wrong = PracticeVerdict(
      isCorrect: false, expected: expected, explanation: "What each line makes:",
      details: declarations.enumerated().map {
        "\($0.offset + 1). \($0.element.source)  →  \($0.element.type.swiftName)"
      })
    var question = PracticeQuestion(
      itemID: itemID, screen: screen,
      hint:
        "Look at the annotation first; without one, the value decides: 5 is an Int, 5.0 a Double, \"a\" a String.",
      expectedAnswer: expected
    ) { answer in
      guard answer == .numbers(right) else { return wrong }
      var verdict = wrong
      verdict.isCorrect = true
      verdict.expected = nil
      return verdict
    }
    question.answerShown = wrong
    return question
  }
}
