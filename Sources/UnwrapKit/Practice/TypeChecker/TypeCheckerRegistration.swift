extension TypeCheckerPractice {
  /// The Type Checker needs no bank: its declarations are generated (and compiled by
  /// `TypeCheckerTests`).
  public static let registration = ActivityRegistration(
    info: info, bankFile: nil, challengeQuestions: 1,
    make: { (_, _) throws(ContentError) in TypeCheckerPractice() })
}
