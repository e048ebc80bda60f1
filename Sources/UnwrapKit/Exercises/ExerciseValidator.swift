import ContentSyntax

/// Checks every exercise folder for what an author can get wrong without a compiler, naming file and
/// field: the metadata's fields, a section that exists, a starting file with a TODO, a solution. The
/// compile checks (the solution passes; the starting file, and one that only prints the expected
/// output, fail) are `ExerciseCompileChecker`'s.
public struct ExerciseValidator: Sendable {
  public let library: ContentLibrary

  public init(library: ContentLibrary) {
    self.library = library
  }

  public func validate() -> [ContentError] {
    var problems: [ContentError] = []
    for name in library.source.exerciseFolders() {
      problems += validate(name)
    }
    return problems
  }

  func validate(_ name: String) -> [ContentError] {
    let metadataFile = ContentLibrary.exerciseFile(name, "exercise.json")
    guard ContentValidator.isSlug(name) else {
      return [
        ContentError(
          file: "\(ContentLibrary.exercisesFolder)/\(name)",
          message: "is not a slug (lowercase words joined by -)")
      ]
    }
    let exercise: Exercise
    do {
      exercise = try library.exercise(name)
    } catch {
      return library.source.loadProblems(
        error, in: metadataFile, schema: Exercise.Metadata.keySchema)
    }
    var problems = library.source.unknownKeys(
      in: metadataFile, schema: Exercise.Metadata.keySchema)
    func problem(_ item: String, _ message: String, file: String = metadataFile) {
      problems.append(ContentError(file: file, item: item, message: message))
    }
    if !library.hasSection(exercise.section) {
      problem(
        "section", "\"\(exercise.section)\" is not a section in \(ContentLibrary.chaptersFile)")
    }
    if exercise.title.trimmed().isEmpty { problem("title", "is empty") }
    if exercise.hint.trimmed().isEmpty { problem("hint", "is empty") }
    if exercise.order < 0 { problem("order", "is \(exercise.order); it must be 0 or more") }
    if exercise.tests.isEmpty { problem("tests", "is empty; an exercise has one test or more") }
    for (index, test) in exercise.tests.enumerated()
    where test.expected.isEmpty && test.code.isEmpty {
      problem("tests[\(index)]", "has no code and expects nothing, so it checks nothing")
    }
    for (index, requirement) in (exercise.requires ?? []).enumerated() {
      for message in requirement.shapeProblems { problem("requires[\(index)]", message) }
    }
    let starterFile = ContentLibrary.exerciseFile(name, "exercise.swift")
    if !exercise.starter.contains("TODO") {
      problem("", "has no TODO for the learner to find", file: starterFile)
    }
    if exercise.starter.contains("fatalError") {
      problem("", "uses fatalError; leave a placeholder such as return 0", file: starterFile)
    }
    if exercise.solution.trimmed().isEmpty {
      problem("", "is empty", file: ContentLibrary.exerciseFile(name, "solution.swift"))
    }
    // The Swift files reach the learner's workspace and terminal as they are (`exercises
    // solution` prints one): the rule every content file meets holds for them too.
    for (file, text) in [
      ("exercise.swift", exercise.starter), ("solution.swift", exercise.solution),
    ] {
      let bytes = Array(text.utf8)
      guard let found = ContentTextRules.firstForbiddenControl(in: bytes) else { continue }
      let (line, column) = ContentTextRules.position(ofByte: found.offset, in: bytes)
      problem(
        "line \(line), column \(column)", ContentTextRules.controlMessage(found.value),
        file: ContentLibrary.exerciseFile(name, file))
    }
    return problems
  }
}
