/// Every practice activity, built from the content, in the order `unwrap practice` lists them.
public struct PracticeCatalog: Sendable {
  public let activities: [any PracticeActivity]

  public init(activities: [any PracticeActivity]) {
    self.activities = activities
  }

  /// Loads every bank (or only those of the activities `only` names); any problem is a `ContentError`
  /// naming the bank file. Free Coding runs answers with `toolchain` when there is one.
  public init(
    library: ContentLibrary, toolchain: (any CodeRunner)? = nil, only ids: Set<String>? = nil
  ) throws(ContentError) {
    var activities: [any PracticeActivity] = []
    for info in Self.infos where ids?.contains(info.id) ?? true {
      activities.append(try Self.load(info.id, library: library, toolchain: toolchain))
    }
    self.activities = activities
  }

  private static func load(
    _ id: String, library: ContentLibrary, toolchain: (any CodeRunner)?
  ) throws(ContentError) -> any PracticeActivity {
    switch id {
    case ReviewPractice.info.id: return try ReviewPractice(library: library)
    case PredictTheOutputPractice.info.id:
      return try banked(
        PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file, library: library
      ) {
        PredictTheOutputPractice(questions: $0)
      }
    case TapToCodePractice.info.id:
      return try banked(TapToCodeQuestion.self, file: TapToCodeQuestion.file, library: library) {
        TapToCodePractice(questions: $0)
      }
    case RearrangeTheLinesPractice.info.id:
      return try banked(
        RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file, library: library
      ) {
        RearrangeTheLinesPractice(questions: $0)
      }
    case FreeCodingPractice.info.id:
      let judge = toolchain.map { FreeCodingJudge(runner: $0) }
      return try banked(FreeCodingQuestion.self, file: FreeCodingQuestion.file, library: library) {
        FreeCodingPractice(questions: $0, judge: judge)
      }
    case SpotTheErrorPractice.info.id:
      return SpotTheErrorPractice(templates: try library.spotTheErrorTemplates())
    default: return TypeCheckerPractice()
    }
  }

  /// A banked activity built by `make`: from the whole bank for a content folder (so every problem
  /// is reported as it loads), and lazily for the built-in copy (`LazyBankActivity`), which decodes
  /// an item only when a question is made from it.
  private static func banked<Item: BankItem>(
    _ type: Item.Type, file: String, library: ContentLibrary,
    make: @escaping @Sendable ([Item]) -> any PracticeActivity
  ) throws(ContentError) -> any PracticeActivity {
    guard library.source == .builtIn else { return make(try library.bank(type, file: file)) }
    let empty = make([])
    return LazyBankActivity(
      info: empty.info, sessionNotice: empty.sessionNotice,
      entries: try library.bankEntries(type, file: file)
    ) { id in
      make(try library.bank(type, file: file, ids: [id]))
    }
  }

  /// What the practice list and the badges show about each activity, in catalog order, known without
  /// loading any bank (the home screen needs only this).
  public static let infos: [ActivityInfo] = [
    ReviewPractice.info, PredictTheOutputPractice.info, TapToCodePractice.info,
    RearrangeTheLinesPractice.info, FreeCodingPractice.info, SpotTheErrorPractice.info,
    TypeCheckerPractice.info,
  ]

  public func activity(id: String) -> (any PracticeActivity)? {
    activities.first { $0.info.id == id }
  }
}
