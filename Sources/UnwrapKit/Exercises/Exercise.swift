import UnwrapContent

/// One exercise of the workspace: a small program the learner completes in their own editor, the
/// hidden tests that judge it, a hint, and the reference solution shown once it passes.
public struct Exercise: Equatable, Sendable {
  /// The folder's name under `Content/Exercises/`, a slug; the workspace file adds a number.
  public var name: String
  /// The section that unlocks it.
  public var section: String
  public var title: String
  /// Its place among the exercises of the same section.
  public var order: Int
  public var hint: String
  /// Judged as Free Coding's whole programs: each test's code runs in a `do` block after the file.
  public var tests: [FreeCodingQuestion.Test]
  /// The file the learner starts from.
  public var starter: String
  public var solution: String
  /// What the file must contain besides passing the tests (a `final class`, a trailing closure).
  public var requires: [CodeRequirement]?

  public init(
    name: String, section: String, title: String, order: Int = 0, hint: String,
    tests: [FreeCodingQuestion.Test], starter: String, solution: String,
    requires: [CodeRequirement]? = nil
  ) {
    self.name = name
    self.section = section
    self.title = title
    self.order = order
    self.hint = hint
    self.tests = tests
    self.starter = starter
    self.solution = solution
    self.requires = requires
  }

  /// The Free Coding question the judge runs: a whole program (no signature) with these tests.
  public var question: FreeCodingQuestion {
    FreeCodingQuestion(
      id: name, section: section, prompt: title, hint: hint, startingCode: starter,
      signature: nil, references: [solution], tests: tests, wrongAnswers: [],
      acceptedVariants: [], rejectedVariants: [], requires: requires)
  }

  /// `exercise.json` as authors write it (see docs/EXERCISES.md).
  struct Metadata: Decodable {
    var section: String
    var title: String
    var order: Int?
    var hint: String
    var tests: [FreeCodingQuestion.Test]
    var requires: [CodeRequirement]?

    /// Every key this type reads; `content validate` reports any other (`KeySchema`).
    enum CodingKeys: String, CodingKey, CaseIterable {
      case section, title, order, hint, tests, requires
    }

    /// The keys of `exercise.json`.
    static var keySchema: KeySchema {
      KeySchema(
        CodingKeys.self,
        nested: [
          "tests": KeySchema(FreeCodingQuestion.Test.CodingKeys.self),
          "requires": KeySchema(CodeRequirement.CodingKeys.self),
        ])
    }
  }
}

extension ContentLibrary {
  /// The folder inside the content folder that holds one folder per exercise.
  public static let exercisesFolder = "Exercises"

  public static func exerciseFile(_ name: String, _ file: String) -> String {
    "\(exercisesFolder)/\(name)/\(file)"
  }

  /// Every exercise's name, section, title and order, in syllabus order (section position in
  /// `Chapters.json`, then `order`, then name). The built-in copy reads the index the embedder wrote;
  /// a folder's `exercise.json` files are decoded, with their problems named by file and field.
  public func exerciseOutlines() throws(ContentError) -> [ExerciseOutline] {
    // The embedder wrote them in syllabus order (`EmbeddedContentValuesTests` checks it).
    if source == .builtIn { return UnwrapContent.exercises }
    var outlines: [ExerciseOutline] = []
    for name in source.exerciseFolders() {
      let metadata = try Self.decode(
        Exercise.Metadata.self, file: Self.exerciseFile(name, "exercise.json"), from: source)
      outlines.append(
        ExerciseOutline(
          name: name, section: metadata.section, title: metadata.title,
          order: metadata.order ?? 0))
    }
    return syllabusOrder(outlines)
  }

  /// Outlines sorted along the syllabus; an exercise whose section is not listed goes last.
  func syllabusOrder(_ outlines: [ExerciseOutline]) -> [ExerciseOutline] {
    let position = Dictionary(
      syllabus.allSections.enumerated().map { ($0.element, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    // Each outline's section is looked up once, not at every comparison (every command that shows
    // the home screen or a badge sorts all the exercises).
    let keyed = outlines.map { (position: position[$0.section] ?? Int.max, outline: $0) }
    return keyed.sorted {
      ($0.position, $0.outline.order, $0.outline.name)
        < ($1.position, $1.outline.order, $1.outline.name)
    }.map(\.outline)
  }

  /// One exercise in full: its metadata, starting file and solution.
  public func exercise(_ name: String) throws(ContentError) -> Exercise {
    let metadata = try Self.decode(
      Exercise.Metadata.self, file: Self.exerciseFile(name, "exercise.json"), from: source)
    return Exercise(
      name: name, section: metadata.section, title: metadata.title, order: metadata.order ?? 0,
      hint: metadata.hint, tests: metadata.tests,
      starter: try source.read(Self.exerciseFile(name, "exercise.swift")),
      solution: try source.read(Self.exerciseFile(name, "solution.swift")),
      requires: metadata.requires)
  }

  /// Every exercise in full, in syllabus order.
  public func exercises() throws(ContentError) -> [Exercise] {
    var result: [Exercise] = []
    for outline in try exerciseOutlines() {
      result.append(try exercise(outline.name))
    }
    return result
  }
}
