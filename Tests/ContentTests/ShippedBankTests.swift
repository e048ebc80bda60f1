import Foundation
import Testing
import UnwrapKit

/// The practice banks in this checkout, compiled and run.
enum ShippedBanks {
  static let library = ShippedContent.library
  static let predict =
    (try? library?.bank(PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file)) ?? []
  static let tap = (try? library?.bank(TapToCodeQuestion.self, file: TapToCodeQuestion.file)) ?? []
  static let rearrange =
    (try? library?.bank(RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file)) ?? []
  static let freeCoding =
    (try? library?.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)) ?? []
  static let checker = RecordedToolchain.find().map { BankCompileChecker(runner: $0) }
}

@Suite(.timeLimit(.minutes(30))) struct ShippedBankTests {
  /// The rule `content validate` reports (`BankValidator.sizeProblem`), asked of every bank.
  @Test func banksMeetTheContentGuidesMinimumSizes() throws {
    let library = try #require(ShippedBanks.library)
    for registration in ActivityRegistry.all where registration.bankFile != nil {
      #expect(registration.minimumItems >= 15, "\(registration.info.id)")
      let count = try registration.make(library, nil).availableItems { _ in true }.count
      let problem = BankValidator.sizeProblem(
        count: count, minimum: registration.minimumItems, title: registration.info.title, path: "")
      #expect(problem == nil, "\(String(describing: problem))")
    }
  }

  @Test func theCatalogsStaticInfosMatchItsActivities() throws {
    let catalog = try PracticeCatalog(library: try #require(ShippedBanks.library))
    #expect(catalog.activities.map(\.info) == PracticeCatalog.infos)
  }

  @Test func everyActivityHasQuestionsOnceItIsUnlocked() throws {
    let library = try #require(ShippedBanks.library)
    let catalog = try PracticeCatalog(library: library)
    for activity in catalog.activities {
      let order = library.syllabus.allSections
      let unlock = try #require(order.firstIndex(of: activity.info.unlockSection))
      let read = Set(order[...unlock])
      #expect(
        !activity.availableItems { read.contains($0) }.isEmpty,
        "\(activity.info.id) is empty when it unlocks")
    }
  }

  @Test(arguments: ShippedBanks.freeCoding.map(\.id))
  func theMatcherAcceptsAndRejectsEachQuestionsVariants(id: String) throws {
    let question = try #require(ShippedBanks.freeCoding.first { $0.id == id })
    let matcher = AnswerMatcher(references: question.references)
    #expect(question.acceptedVariants.count >= 5)
    #expect(question.rejectedVariants.count >= 3)
    for variant in question.acceptedVariants {
      #expect(matcher.match(variant) != .noMatch, "not accepted:\n\(variant)")
    }
    for variant in question.rejectedVariants {
      #expect(matcher.match(variant) == .noMatch, "not rejected:\n\(variant)")
    }
  }

  @Test(
    .enabled(if: ShippedBanks.checker != nil, "no swiftc"),
    arguments: ShippedBanks.predict.map(\.id))
  func predictTheOutputPrintsTheChosenAnswerForEverySeed(id: String) throws {
    let question = try #require(ShippedBanks.predict.first { $0.id == id })
    let problems = try #require(ShippedBanks.checker).check(question, seeds: BankValidator.seeds)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The question asks whether `*` binds tighter than the operator before it; the bracketed line
  /// must print something else, or on that seed there is nothing to predict.
  @Test func thePrecedenceQuestionsTwoLinesDifferOnEverySeed() throws {
    let question = try #require(
      ShippedBanks.predict.first { $0.id == "predict-operator-precedence" })
    let practice = PredictTheOutputPractice(questions: [question])
    for seed in UInt64(0)..<200 {
      var random = SeededGenerator(seed: seed)
      let lines = try practice.generate(question, random: &random).output.split(separator: "\n")
      #expect(lines.count == 2 && lines[0] != lines[1], "seed \(seed): \(lines)")
    }
  }

  @Test(
    .enabled(if: ShippedBanks.checker != nil, "no swiftc"), arguments: ShippedBanks.tap.map(\.id))
  func tapToCodeCompilesInExactlyOneOrder(id: String) throws {
    let question = try #require(ShippedBanks.tap.first { $0.id == id })
    let problems = try #require(ShippedBanks.checker).check(question)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(
    .enabled(if: ShippedBanks.checker != nil, "no swiftc"),
    arguments: ShippedBanks.rearrange.map(\.id))
  func rearrangeTheLinesHasExactlyOneValidOrder(id: String) throws {
    let question = try #require(ShippedBanks.rearrange.first { $0.id == id })
    let problems = try #require(ShippedBanks.checker).check(question)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(
    .enabled(if: ShippedBanks.checker != nil, "no swiftc"),
    arguments: ShippedBanks.freeCoding.map(\.id))
  func freeCodingReferencesAndAcceptedVariantsPassAndWrongAnswersFail(id: String) throws {
    let question = try #require(ShippedBanks.freeCoding.first { $0.id == id })
    let problems = try #require(ShippedBanks.checker).check(question)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }
}

@Suite(.timeLimit(.minutes(30))) struct ShippedGlossaryTests {
  @Test func theGlossaryHasAtLeast150UniqueTermsLinkedToRealSections() throws {
    let library = try #require(ShippedContent.library)
    let glossary = try library.glossary()
    #expect(glossary.terms.count >= 150)
    let names = glossary.terms.map { Glossary.normalize($0.term) }
    #expect(Set(names).count == names.count)
    let sections = Set(library.syllabus.allSections)
    for entry in glossary.terms {
      if let section = entry.section {
        #expect(sections.contains(section), "\(entry.term) → \(section)")
      }
    }
  }
}
