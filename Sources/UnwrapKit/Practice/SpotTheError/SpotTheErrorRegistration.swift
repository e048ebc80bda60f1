extension SpotTheErrorPractice {
  /// Spot the Error: every template generates a question for every validation seed. The compile
  /// checks run every template for many inputs in one program, and plant every error kind in each
  /// template (`BankCompileChecker+SpotTheError`, which `SpotTheErrorTests` runs too).
  public static let registration = ActivityRegistration.banked(
    info: info, file: SpotTheErrorTemplate.file, challengeQuestions: 3, minimumItems: 15,
    load: { (library) throws(ContentError) in try library.spotTheErrorTemplates() },
    make: { templates, _ in SpotTheErrorPractice(templates: templates) },
    problems: problems,
    compileBank: { templates, path in
      [BankCompileJob(file: path) { checker in try checker.checkSpotTheErrorRuns(templates) }]
        + templates.enumerated().map { position, template in
          BankCompileJob(file: path, itemID: template.id) { checker in
            try checker.checkPlantedMistakes(in: template, position: position)
          }
        }
    })

  /// Generated as practice makes it for a learner who has read the least that offers it (its own
  /// sections and the activity's unlock section), so a kind it waits for is never counted on: what
  /// fails here would fail a learner's session.
  static func problems(_ template: SpotTheErrorTemplate) -> [String] {
    let glued = template.lines.enumerated().flatMap { index, line in
      TemplateScanner.gluedRunProblems(in: line, field: "lines[\(index)]")
    }
    let activity = SpotTheErrorPractice(templates: [template])
    let read = Set(template.requiredSections + [info.unlockSection])
    for seed in BankValidator.seeds {
      var random = SeededGenerator(seed: seed)
      do {
        _ = try activity.makeQuestion(itemID: template.id, hasRead: read.contains, random: &random)
      } catch {
        return glued + ["\(error) (seed \(seed))"]
      }
    }
    return glued
  }
}
