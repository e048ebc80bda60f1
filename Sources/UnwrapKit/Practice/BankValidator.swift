/// Checks the practice banks without compiling: shape, unique ids, sections that exist, templates that
/// generate cleanly for many seeds, and unlock sections that exist.
public struct BankValidator {
  public let library: ContentLibrary

  /// How many seeds each template is generated with during validation.
  public static let seeds: [UInt64] = Array(1...25)

  public init(library: ContentLibrary) {
    self.library = library
  }

  public func validate() -> [ContentError] {
    var problems: [ContentError] = []
    let sections = Set(library.syllabus.allSections)
    func check<Item: BankItem>(_ type: Item.Type, file: String, extra: (Item, String) -> [String]) {
      check(
        file: file, load: { () throws(ContentError) in try library.bank(type, file: file) },
        extra: extra)
    }
    func check<Item: BankItem>(
      file: String, load: () throws(ContentError) -> [Item], extra: (Item, String) -> [String]
    ) {
      let path = "\(ContentLibrary.practiceFolder)/\(file)"
      let items: [Item]
      do {
        items = try load()
      } catch {
        problems.append(error)
        return
      }
      var ids: Set<String> = []
      for item in items {
        if !ContentValidator.isSlug(item.id) {
          problems.append(ContentError(file: path, item: item.id, message: "the id is not a slug"))
        }
        if !ids.insert(item.id).inserted {
          problems.append(ContentError(file: path, item: item.id, message: "the id is used twice"))
        }
        if !sections.contains(item.section) {
          problems.append(
            ContentError(
              file: path, item: "\(item.id).section",
              message: "\"\(item.section)\" is not a section"))
        }
        problems += extra(item, path).map { ContentError(file: path, item: item.id, message: $0) }
      }
    }
    check(
      PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file, extra: predictProblems)
    check(TapToCodeQuestion.self, file: TapToCodeQuestion.file, extra: tapProblems)
    check(
      RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file, extra: rearrangeProblems
    )
    check(FreeCodingQuestion.self, file: FreeCodingQuestion.file, extra: freeCodingProblems)
    check(
      file: SpotTheErrorTemplate.file, load: library.spotTheErrorTemplates, extra: spotProblems)
    if let catalog = try? PracticeCatalog(library: library) {
      for activity in catalog.activities where !sections.contains(activity.info.unlockSection) {
        problems.append(
          ContentError(
            file: ContentLibrary.chaptersFile, item: activity.info.id,
            message: "the unlock section \"\(activity.info.unlockSection)\" does not exist"))
      }
    }
    return problems
  }

  func spotProblems(_ template: SpotTheErrorTemplate, _ path: String) -> [String] {
    let activity = SpotTheErrorPractice(templates: [template])
    for seed in Self.seeds {
      var random = SeededGenerator(seed: seed)
      do {
        _ = try activity.makeQuestion(itemID: template.id, random: &random)
      } catch {
        return ["\(error) (seed \(seed))"]
      }
    }
    return []
  }

  func predictProblems(_ question: PredictTheOutputQuestion, _ path: String) -> [String] {
    var problems: [String] = []
    if question.answers.isEmpty { return ["has no answers"] }
    if question.answers.last?.when != nil {
      problems.append("the last answer must have no condition")
    }
    for (index, answer) in question.answers.dropLast().enumerated() where answer.when == nil {
      problems.append(
        "answer \(index + 1) has no condition, so the answers after it can never be chosen")
    }
    let activity = PredictTheOutputPractice(questions: [question])
    for seed in Self.seeds {
      var random = SeededGenerator(seed: seed)
      do {
        let generated = try activity.generate(question, random: &random)
        if generated.code.contains("RANDOM_") || generated.output.contains("VALUE_") {
          problems.append("seed \(seed) left a placeholder unresolved")
          break
        }
      } catch {
        problems.append("\(error.message) (seed \(seed))")
        break
      }
    }
    return problems
  }

  func tapProblems(_ question: TapToCodeQuestion, _ path: String) -> [String] {
    var problems: [String] = []
    if question.pieces.count < 3 {
      problems.append("has \(question.pieces.count) pieces; Tap to Code needs at least 3")
    }
    if Set(question.pieces).count != question.pieces.count {
      problems.append("two pieces are the same")
    }
    if question.prompt.isEmpty { problems.append("the prompt is empty") }
    return problems
  }

  func freeCodingProblems(_ question: FreeCodingQuestion, _ path: String) -> [String] {
    var problems: [String] = []
    if question.references.count < 3 {
      problems.append("has \(question.references.count) references; it needs 3 or more")
    }
    if question.tests.count < 2 {
      problems.append("has \(question.tests.count) tests; it needs 2 or more")
    }
    if question.wrongAnswers.isEmpty {
      problems.append("has no wrong answers for its tests to reject")
    }
    if question.acceptedVariants.count < 5 {
      problems.append(
        "has \(question.acceptedVariants.count) accepted variants; it needs 5 or more")
    }
    if question.rejectedVariants.count < 3 {
      problems.append(
        "has \(question.rejectedVariants.count) rejected variants; it needs 3 or more")
    }
    let matcher = AnswerMatcher(references: question.references)
    for (index, variant) in question.acceptedVariants.enumerated()
    where matcher.match(variant) == .noMatch {
      problems.append("the matcher does not accept acceptedVariants[\(index)]")
    }
    for (index, variant) in question.rejectedVariants.enumerated()
    where matcher.match(variant) != .noMatch {
      problems.append("the matcher accepts rejectedVariants[\(index)]")
    }
    return problems
  }

  func rearrangeProblems(_ question: RearrangeTheLinesQuestion, _ path: String) -> [String] {
    var problems: [String] = []
    if question.lines.count < 3 {
      problems.append("has \(question.lines.count) lines; it needs at least 3")
    }
    if Set(question.trimmedLines).count < 2 {
      problems.append("every line is the same, so there is nothing to order")
    }
    if question.trimmedLines.contains("") { problems.append("has a blank line") }
    if question.prompt.isEmpty { problems.append("the prompt is empty") }
    return problems
  }
}
