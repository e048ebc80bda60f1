/// Everything unwrap needs to know about one practice activity, declared once in the activity's own
/// folder: what the list shows, how it is built from the content, its shape and compile checks, and
/// its share of the daily challenge. A new activity is one folder and one line in `ActivityRegistry`.
public struct ActivityRegistration: Sendable {
  public let info: ActivityInfo
  /// The bank file under `Content/Practice`, for activities that have one.
  public let bankFile: String?
  /// How many questions of this activity the daily challenge asks (0: none).
  public let challengeQuestions: Int
  /// The fewest items its bank may hold (the content guide's minimum); 0 for an activity without one.
  public let minimumItems: Int
  /// Builds the activity from the content; Free Coding also runs answers with the code runner.
  public let make:
    @Sendable (ContentLibrary, (any CodeRunner)?) throws(ContentError) -> any PracticeActivity
  /// Shape checks without compiling (ids, sections, what each item must hold, and only names the
  /// lessons show: `TaughtNames`, read once for every bank).
  /// The names the lessons show are asked for (the second argument) only by a bank that loads:
  /// reading them parses every lesson, which `content validate --only` on a broken bank skips.
  public let validate: @Sendable (ContentLibrary, () -> TaughtNames) -> [ContentError]
  /// The compile checks, one job per bank item; empty for activities with nothing to compile here.
  public let compileJobs: @Sendable (ContentLibrary) throws(ContentError) -> [BankCompileJob]

  public init(
    info: ActivityInfo, bankFile: String?, challengeQuestions: Int, minimumItems: Int = 0,
    make:
      @escaping @Sendable (ContentLibrary, (any CodeRunner)?) throws(ContentError) ->
      any PracticeActivity,
    validate: @escaping @Sendable (ContentLibrary, () -> TaughtNames) -> [ContentError] = {
      _, _ in []
    },
    compileJobs: @escaping @Sendable (ContentLibrary) throws(ContentError) -> [BankCompileJob] = {
      _ in []
    }
  ) {
    self.info = info
    self.bankFile = bankFile
    self.challengeQuestions = challengeQuestions
    self.minimumItems = minimumItems
    self.make = make
    self.validate = validate
    self.compileJobs = compileJobs
  }
}

/// One compile check of one bank item, or of a whole bank at once, run by `BankCompileProblems` with a
/// shared checker.
public struct BankCompileJob: Sendable {
  /// The bank file, as `ContentError` names it (`Practice/TapToCode.json`).
  public let file: String
  /// The item it checks; nil for a check of the whole bank, whose problems name their own items.
  public let itemID: String?
  public let run: @Sendable (BankCompileChecker) throws -> [(item: String, message: String)]

  /// A check of one item: every problem it finds is that item's.
  public init(
    file: String, itemID: String, run: @escaping @Sendable (BankCompileChecker) throws -> [String]
  ) {
    self.file = file
    self.itemID = itemID
    self.run = { checker in try run(checker).map { (itemID, $0) } }
  }

  /// A check of the whole bank in one go (one program for every item), naming each problem's item.
  public init(
    file: String,
    wholeBank run:
      @escaping @Sendable (BankCompileChecker) throws -> [(item: String, message: String)]
  ) {
    self.file = file
    self.itemID = nil
    self.run = run
  }
}

/// The one list of practice activities, in the order `unwrap practice` shows them. Everything else
/// (the catalog, the badges, validation, compile checks, the daily challenge) loops over it.
public enum ActivityRegistry {
  public static let all: [ActivityRegistration] = [
    ReviewPractice.registration,
    PredictTheOutputPractice.registration,
    TapToCodePractice.registration,
    RearrangeTheLinesPractice.registration,
    FreeCodingPractice.registration,
    SpotTheErrorPractice.registration,
    TypeCheckerPractice.registration,
  ]

  public static func registration(id: String) -> ActivityRegistration? {
    all.first { $0.info.id == id }
  }
}

extension ActivityRegistration {
  /// A registration for an activity built from one bank: the shared checks (slug ids, no id twice,
  /// sections that exist, at least `minimumItems` items) plus the activity's own `problems` for each
  /// item, and a compile job per item when `compile` is given; `compileBank` makes the jobs from the
  /// whole bank instead, for checks that need an item's place in it or compile every item together.
  static func banked<Item: BankItem>(
    info: ActivityInfo, file: String, challengeQuestions: Int, minimumItems: Int,
    load: @escaping @Sendable (ContentLibrary) throws(ContentError) -> [Item],
    make: @escaping @Sendable ([Item], (any CodeRunner)?) -> any PracticeActivity,
    problems: @escaping @Sendable (Item) -> [String],
    compile: (@Sendable (BankCompileChecker, Item) throws -> [String])? = nil,
    compileBank: (@Sendable (_ items: [Item], _ path: String) -> [BankCompileJob])? = nil,
    indexed: Bool = true
  ) -> ActivityRegistration {
    let path = "\(ContentLibrary.practiceFolder)/\(file)"
    return ActivityRegistration(
      info: info, bankFile: file, challengeQuestions: challengeQuestions,
      minimumItems: minimumItems,
      make: { (library, runner) throws(ContentError) in
        // The built-in copy of a `{ "questions": … }` bank is listed from the embedder's index and
        // decoded an item at a time; a content folder is decoded whole, so every problem shows.
        guard indexed, library.source == .builtIn else { return make(try load(library), runner) }
        let empty = make([], runner)
        return LazyBankActivity(
          info: empty.info, sessionNotice: empty.sessionNotice,
          compilesAnswers: empty.compilesAnswers,
          entries: try library.bankEntries(Item.self, file: file),
          idsSorted: library.bankItemIDsSorted(file: file)
        ) { id in make(try library.bank(Item.self, file: file, ids: [id]), runner) }
      },
      validate: { library, taught in
        let items: [Item]
        do throws(ContentError) {
          items = try load(library)
        } catch {
          return library.source.loadProblems(error, in: path, schema: Item.bankKeySchema)
        }
        let size = BankValidator.sizeProblem(
          count: items.count, minimum: minimumItems, title: info.title, path: path)
        return [size].compactMap { $0 }
          + library.source.unknownKeys(in: path, schema: Item.bankKeySchema)
          + BankValidator.sharedProblems(items, path: path, library: library, taught: taught())
          + items.flatMap { item in
            problems(item).map { ContentError(file: path, item: item.id, message: $0) }
          }
      },
      compileJobs: { (library) throws(ContentError) in
        if let compileBank { return compileBank(try load(library), path) }
        guard let compile else { return [] }
        return try load(library).map { item in
          BankCompileJob(file: path, itemID: item.id) { checker in try compile(checker, item) }
        }
      })
  }
}
