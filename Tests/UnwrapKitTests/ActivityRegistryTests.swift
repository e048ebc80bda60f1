import Testing
import UnwrapKit

/// The registry is the one list of activities: everything that used to repeat it now derives from it.
struct ActivityRegistryTests {
  static let library = try? ContentLibrary(source: ContentLibrary.defaultSource(environment: [:]))

  @Test func eachRegistrationBuildsTheActivityItDescribes() throws {
    let library = try #require(Self.library)
    for registration in ActivityRegistry.all {
      let activity = try registration.make(library, nil)
      #expect(activity.info == registration.info)
    }
    #expect(Set(ActivityRegistry.all.map(\.info.id)).count == ActivityRegistry.all.count)
  }

  @Test func theCatalogTheBadgesAndTheChallengeFollowTheRegistry() throws {
    let library = try #require(Self.library)
    let catalog = try PracticeCatalog(library: library)
    #expect(catalog.activities.map(\.info) == ActivityRegistry.all.map(\.info))
    #expect(PracticeCatalog.infos == ActivityRegistry.all.map(\.info))
    #expect(ChallengeCoordinator.composition.map(\.count).reduce(0, +) == 10)
    #expect(
      ChallengeCoordinator.composition.map(\.activity)
        == ActivityRegistry.all.filter { $0.challengeQuestions > 0 }.map(\.info.id))
  }

  @Test func everyBankedActivityIsValidatedAndHasACompileJobPerItemWhereItCompiles() throws {
    let library = try #require(Self.library)
    let taught = TaughtNames(library: library)
    #expect(BankValidator(library: library).validate(taught: taught).isEmpty)
    for registration in ActivityRegistry.all where registration.bankFile != nil {
      #expect(registration.validate(library, { taught }).isEmpty, "\(registration.info.id)")
      let jobs = try registration.compileJobs(library)
      let items = try registration.make(library, nil).availableItems { _ in true }
      #expect(jobs.compactMap(\.itemID).sorted() == items.sorted(), "\(registration.info.id)")
      // Spot the Error also runs every template at once, in one job for the whole bank.
      let wholeBank = registration.info.id == "spot-the-error" ? 1 : 0
      #expect(jobs.filter { $0.itemID == nil }.count == wholeBank, "\(registration.info.id)")
    }
    #expect(BankCompileProblems.banks.contains("spot-the-error"))
    #expect(ActivityRegistry.registration(id: "tap-to-code")?.bankFile == "TapToCode.json")
    #expect(ActivityRegistry.registration(id: "no-such-activity") == nil)
  }

  /// An empty bank, or one short of the content guide's minimum, fails validation by name; the
  /// shipped banks meet every minimum.
  @Test func aBankSmallerThanItsMinimumIsAProblem() throws {
    let folder = try Fixtures.content()
    let problems = ContentValidator(directory: folder.url).validate()
    #expect(
      problems.contains(
        ContentError(
          file: "Practice/TapToCode.json",
          message:
            "has 0 items; Tap to Code needs at least 30, so sessions do not repeat the same few")))
    let banks = ActivityRegistry.all.filter { $0.bankFile != nil }
    #expect(problems.filter { $0.message.contains(" needs at least ") }.count == banks.count)
    #expect(BankValidator.sizeProblem(count: 29, minimum: 30, title: "T", path: "p") != nil)
    #expect(BankValidator.sizeProblem(count: 30, minimum: 30, title: "T", path: "p") == nil)
    let library = try #require(Self.library)
    #expect(BankValidator(library: library).validate().isEmpty)
  }
}
