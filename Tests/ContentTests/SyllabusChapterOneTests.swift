import Testing

@testable import UnwrapKit

/// Chapter 1's constructs (`let`, a type annotation) and the standard-library calls no lesson
/// teaches: the construct check names them, so practice opened after "String interpolation" asks
/// only about what sections 1 to 5 teach.
@Suite struct SyllabusChapterOneTests {
  static func names(_ code: String) -> [String] {
    SyllabusConstructs.find(in: code).map(\.section)
  }

  @Test func letAndTypeAnnotationsAreFoundByTokens() {
    #expect(Self.names("let total = 3") == ["constants"])
    #expect(Self.names("var total: Double = 0") == ["type-annotations"])
    #expect(Self.names("let total: Int = 3") == ["constants", "type-annotations"])
    #expect(Self.names("var total = 0\nprint(\"let x: Int\") // let y: Int") == [])
    // The `let` of a binding belongs to the section that teaches the binding.
    #expect(Self.names("if let name {\n}") == ["if-let", "conditions"])
    #expect(Self.names("guard let name else {\n}") == ["guard-let", "conditions"])
    #expect(!Self.names("switch s {\ncase .a(let x): print(x)\n}").contains("constants"))
    #expect(!Self.names("async let first = load()").contains("constants"))
  }

  @Test func anItemUsingLetBeforeConstantsIsReported() throws {
    let library = try #require(ShippedContent.library)
    let item = RearrangeTheLinesQuestion(
      id: "planted", section: "string-interpolation", prompt: "Greet.",
      lines: ["let name = \"Ana\"", "var age: Int = 3", "print(\"\\(name) \\(age)\")"])
    let messages = BankValidator.constructProblems(
      [item], path: "Practice/RearrangeTheLines.json", syllabus: library.syllabus,
      taught: TaughtNames(library: library)
    ).map(\.message)
    #expect(messages.contains { $0.contains("a constant (let)") && $0.contains("\"constants\"") })
    #expect(messages.contains { $0.contains("\"type-annotations\"") })
  }

  @Test func anUntaughtCallIsReportedAndAFunctionOfTheItemsOwnIsNot() throws {
    let library = try #require(ShippedContent.library)
    let item = RearrangeTheLinesQuestion(
      id: "planted", section: "for-loops", prompt: "Count down.",
      lines: ["for n in stride(from: 3, to: 0, by: -1) {", "    print(n)", "}"])
    let problems = BankValidator.constructProblems(
      [item], path: "Practice/RearrangeTheLines.json", syllabus: library.syllabus,
      taught: TaughtNames(library: library))
    #expect(
      problems.map(\.message) == [
        "uses stride(), which no lesson shows; write it with what the lessons teach, or teach it in a lesson"
      ])
    let taught = TaughtNames(library: library)
    #expect(
      SyllabusConstructs.untaughtNames(in: "func stride() {}\nlet s = \"stride(\"", taught: taught)
        == [])
    #expect(
      SyllabusConstructs.untaughtNames(in: "names.removeAll()", taught: taught) == ["removeAll()"])
  }

  /// Read in order, Predict the Output opens after "String interpolation": its questions then
  /// are the chapter's own, written with `var` (a session asks up to ten, so it needs several).
  @Test func predictTheOutputOpensWithQuestionsOnlyOfSectionsOneToFive() throws {
    let library = try #require(ShippedContent.library)
    let activity = try PredictTheOutputPractice.registration.make(library, nil)
    let order = library.syllabus.allSections
    let unlock = try #require(order.firstIndex(of: activity.info.unlockSection))
    let read = Set(order[...unlock])
    let items = activity.availableItems { read.contains($0) }
    #expect(items.count >= 7, "\(items)")
    let bank = try library.bank(PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file)
    for item in bank where items.contains(item.id) {
      #expect(!Self.names(item.code).contains("constants"), "\(item.id)")
    }
  }

  /// An exercise's starting file uses nothing of chapter 1 its section comes before (a computed
  /// global is written with a type annotation, so it waits for "Type annotations").
  @Test func noExerciseShowsChapterOneBeforeItIsTaught() throws {
    let library = try #require(ShippedContent.library)
    let order = library.syllabus.allSections
    for exercise in try library.exercises() {
      let position = try #require(order.firstIndex(of: exercise.section))
      for section in Self.names(exercise.starter)
      where ["constants", "type-annotations"].contains(section) {
        let taught = try #require(order.firstIndex(of: section))
        #expect(taught <= position, "\(exercise.name) (\(exercise.section)) shows \(section)")
      }
    }
  }
}
