import Foundation
import TestSupport
import Testing
import UnwrapContent

@testable import UnwrapKit

/// The embedder writes the syllabus as Swift values and an index of every bank item beside the
/// files' text; these tests prove they say exactly what decoding the checkout's files says.
@Suite struct EmbeddedContentValuesTests {
  let builtIn = try! ContentLibrary(source: .builtIn)
  let checkout = try! ContentLibrary(source: .folder(ContentSource.checkoutFolder))

  @Test func theBuiltInSyllabusIsWhatChaptersJSONDecodesTo() throws {
    #expect(!UnwrapContent.chapters.isEmpty)
    #expect(builtIn.syllabus == checkout.syllabus)
    #expect(
      ContentLibrary.builtInSyllabus
        == (try ContentLibrary.decode(Syllabus.self, file: "Chapters.json", from: .builtIn)))
  }

  @Test func theBuiltInGlossaryIsWhatGlossaryJSONDecodesTo() throws {
    #expect(!UnwrapContent.glossaryTerms.isEmpty)
    #expect(try builtIn.glossary() == checkout.glossary())
  }

  @Test func everyReviewsStatementsAreCounted() throws {
    for slug in checkout.syllabus.allSections {
      let review = try checkout.review(slug)
      let count = try #require(UnwrapContent.reviewStatementCount(slug), "\(slug)")
      #expect(count.correct == review.correct.count, "\(slug)")
      #expect(count.wrong == review.wrong.count, "\(slug)")
    }
  }

  @Test func theBuiltInExerciseIndexIsWhatEachExerciseJSONDecodesTo() throws {
    #expect(!UnwrapContent.exercises.isEmpty)
    #expect(try builtIn.exerciseOutlines() == checkout.exerciseOutlines())
    #expect(try builtIn.exercises() == checkout.exercises())
    #expect(builtIn.source.exerciseFolders() == checkout.source.exerciseFolders())
  }

  @Test func everyBankIsIndexedItemForItem() throws {
    try expectSameBank(PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file)
    try expectSameBank(TapToCodeQuestion.self, file: TapToCodeQuestion.file)
    try expectSameBank(RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file)
    try expectSameBank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)
    try expectSameBank(SpotTheErrorTemplate.self, file: SpotTheErrorTemplate.file)
  }

  /// The index lists every item, in order, and decoding each item alone gives the item the whole
  /// checkout file decodes to.
  func expectSameBank<Item: BankItem & Equatable>(_ type: Item.Type, file: String) throws {
    #expect(UnwrapContent.bankItems("Practice/\(file)") != nil, "\(file)")
    let whole = try checkout.bank(type, file: file)
    #expect(builtIn.bankItemIDsSorted(file: file) == whole.map(\.id).sorted(), "\(file)")
    #expect(checkout.bankItemIDsSorted(file: file) == nil, "a folder's are sorted when asked")
    let entries = try builtIn.bankEntries(type, file: file)
    #expect(
      entries == whole.map { BankEntry(id: $0.id, section: $0.section, needs: $0.needs ?? []) },
      "\(file)")
    #expect(try checkout.bankEntries(type, file: file) == entries, "\(file)")
    #expect(try builtIn.bank(type, file: file, ids: Set(entries.map(\.id))) == whole, "\(file)")
    let last = try #require(whole.last)
    #expect(try builtIn.bank(type, file: file, ids: [last.id]) == [last], "\(file)")
  }

  /// Lazily loaded activities make the same questions, with the same seed, as ones holding the
  /// whole bank.
  @Test func lazyActivitiesMakeTheSameQuestions() throws {
    let lazy = try PracticeCatalog(library: builtIn)
    let eager = try PracticeCatalog(library: checkout)
    for activity in eager.activities {
      let other = try #require(lazy.activity(id: activity.info.id))
      let items = activity.availableItems { _ in true }
      #expect(other.availableItems { _ in true } == items, "\(activity.info.id)")
      #expect(other.allItemsSorted() == items.sorted(), "\(activity.info.id)")
      #expect(activity.allItemsSorted() == items.sorted(), "\(activity.info.id)")
      // Part of the course read (the sections before `m`): the same items open, in the same order.
      let someRead: (String) -> Bool = { $0 < "m" }
      #expect(
        other.availableItems(hasRead: someRead) == activity.availableItems(hasRead: someRead),
        "\(activity.info.id)")
      #expect(other.sessionNotice == activity.sessionNotice, "\(activity.info.id)")
      for item in items.prefix(40) {
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        let expected = try activity.makeQuestion(itemID: item, random: &first)
        let made = try other.makeQuestion(itemID: item, random: &second)
        #expect(made.screen == expected.screen, "\(item)")
        #expect(made.expectedAnswer == expected.expectedAnswer, "\(item)")
      }
    }
  }

  /// The daily challenge draws the same items, for any seed, from the built-in banks' ids sorted at
  /// build time as from the ids sorted at run time, and from a content folder's.
  @Test func theChallengeDrawsTheSameItemsFromTheBuildTimeOrder() throws {
    let oracle = ChallengeOracle(skipAt: [], wrongAt: [])
    for library in [builtIn, checkout] {
      let catalog = try PracticeCatalog(library: library)
      for seed in UInt64(0)..<40 {
        let coordinator = ChallengeCoordinator(
          catalog: catalog, store: InMemoryProgressStore(),
          clock: FixedClock(Day(year: 2026, month: 4, day: 1)!),
          random: SeededGenerator(seed: seed), interface: oracle)
        var random = SeededGenerator(seed: seed)
        var expected: [(String, String)] = []
        for (id, count) in ChallengeCoordinator.composition {
          let activity = try #require(catalog.activity(id: id))
          let items = activity.availableItems { _ in true }.sorted().shuffled(using: &random)
          expected += items.prefix(count).map { (id, $0) }
        }
        expected.shuffle(using: &random)
        let planned = coordinator.plan().map { ($0.activity.info.id, $0.item) }
        #expect(planned.elementsEqual(expected, by: ==), "seed \(seed)")
      }
    }
  }
}
