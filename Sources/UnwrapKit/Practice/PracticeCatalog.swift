/// Every practice activity, built from the content, in the order `unwrap practice` lists them.
public struct PracticeCatalog: Sendable {
  public let activities: [any PracticeActivity]

  public init(activities: [any PracticeActivity]) {
    self.activities = activities
  }

  /// Loads every bank; any problem is a `ContentError` naming the bank file. Free Coding runs answers
  /// with `toolchain` when there is one.
  public init(library: ContentLibrary, toolchain: (any CodeRunner)? = nil) throws(ContentError) {
    activities = [
      try ReviewPractice(library: library),
      PredictTheOutputPractice(
        questions: try library.bank(
          PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file)),
      TapToCodePractice(
        questions: try library.bank(TapToCodeQuestion.self, file: TapToCodeQuestion.file)),
      RearrangeTheLinesPractice(
        questions: try library.bank(
          RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file)),
      FreeCodingPractice(
        questions: try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file),
        judge: toolchain.map { FreeCodingJudge(runner: $0) }),
      SpotTheErrorPractice(templates: try library.spotTheErrorTemplates()),
      TypeCheckerPractice(),
    ]
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
