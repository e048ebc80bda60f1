extension ReviewPractice {
  /// Review practice: statements from the reviews of sections read; no bank of its own, and not in
  /// the daily challenge (spaced review covers it).
  public static let registration = ActivityRegistration(
    info: info, bankFile: nil, challengeQuestions: 0,
    make: { (library, _) throws(ContentError) in try ReviewPractice(library: library) })
}
