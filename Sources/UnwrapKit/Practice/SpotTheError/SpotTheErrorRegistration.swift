extension SpotTheErrorPractice {
  /// Spot the Error: every template generates a question for every validation seed. Every error kind
  /// on every template is compiled by `SpotTheErrorTests`.
  public static let registration = ActivityRegistration.banked(
    info: info, file: SpotTheErrorTemplate.file, challengeQuestions: 3, minimumItems: 15,
    load: { (library) throws(ContentError) in try library.spotTheErrorTemplates() },
    make: { templates, _ in SpotTheErrorPractice(templates: templates) },
    problems: problems)

  static func problems(_ template: SpotTheErrorTemplate) -> [String] {
    let activity = SpotTheErrorPractice(templates: [template])
    for seed in BankValidator.seeds {
      var random = SeededGenerator(seed: seed)
      do {
        _ = try activity.makeQuestion(itemID: template.id, random: &random)
      } catch {
        return ["\(error) (seed \(seed))"]
      }
    }
    return []
  }
}
