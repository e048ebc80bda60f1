import Testing

@testable import UnwrapContent
@testable import UnwrapKit

/// A bank item that cannot be generated is a content problem: a session names the bank file and the
/// item as `content validate` does, and validation meets the problem first where it can.
@Suite struct PracticeContentErrorTests {
  static let broken = PredictTheOutputQuestion(
    id: "predict-broken", section: "variables", code: "print(${nope})",
    answers: [.init(when: nil, output: "1")], hint: "Read it.")

  @Test func aTemplateThatCannotBeFilledNamesTheBankFileAndTheItem() throws {
    let activity = PredictTheOutputPractice(questions: [Self.broken])
    var random = SeededGenerator(seed: 1)
    #expect(
      throws: ContentError(
        file: "Practice/PredictTheOutput.json", item: "predict-broken",
        message: #"unknown word "nope" in the expression "nope""#)
    ) {
      try activity.question(itemID: "predict-broken", random: &random)
    }
  }

  @Test func aSessionStopsWithTheSameContentError() throws {
    let store = InMemoryProgressStore()
    try store.update { _ = $0.markRead("variables", on: Day("2026-04-01")!) }
    let coordinator = PracticeCoordinator(
      store: store, clock: FixedClock(Day("2026-04-01")!), random: SeededGenerator(seed: 1),
      interface: ScriptedPracticeInterface(["1"]))
    let error = #expect(throws: ContentError.self) {
      try coordinator.runSession(PredictTheOutputPractice(questions: [Self.broken]))
    }
    #expect(error?.file == "Practice/PredictTheOutput.json")
    #expect(error?.item == "predict-broken")
  }

  /// The built-in copy decodes an item alone, so the decoder's path starts inside the item: the
  /// error names the item and the field (`p-one.hint`), as a folder's names `questions[0].hint`.
  @Test func aBuiltInItemThatDoesNotDecodeNamesTheItemAndTheField() throws {
    let before = #"{ "questions": [ "#
    let item =
      #"{ "id": "p-one", "section": "variables", "code": "print(1)", "answers": [{ "output": "1" }], "hint": 5 }"#
    let text = before + item + " ] }"
    let location = BankItemLocation(
      id: "p-one", section: "variables", needs: [],
      utf8Offsets: before.utf8.count..<before.utf8.count + item.utf8.count)
    #expect(
      throws: ContentError(
        file: "Practice/PredictTheOutput.json", item: "p-one.hint", message: "should be text")
    ) {
      try ContentLibrary.items(
        PredictTheOutputQuestion.self, at: [location], in: text,
        path: "Practice/PredictTheOutput.json", ids: ["p-one"])
    }
  }

  /// A learner may have read only a template's own sections and the unlock section; a template whose
  /// every mistake waits for another section has no question for them, and validation says so.
  @Test func spotTheErrorIsValidatedForTheLeastALearnerMayHaveRead() throws {
    let shipped = try ContentLibrary(source: .builtIn).spotTheErrorTemplates()
    var template = try #require(shipped.first { $0.id == "spot-room-sensors" })
    #expect(SpotTheErrorPractice.problems(template).isEmpty)
    template.needs = template.needs?.filter { !["async-functions", "actors"].contains($0) }
    let problems = SpotTheErrorPractice.problems(template)
    #expect(problems.first?.hasPrefix("no error kind applies to spot-room-sensors") == true)
    // Practice meets it as the same content error, naming the file and the item.
    let read = Set(template.requiredSections + [SpotTheErrorPractice.info.unlockSection])
    var random = SeededGenerator(seed: 1)
    #expect(throws: ContentError.self) {
      try SpotTheErrorPractice(templates: [template]).question(
        itemID: template.id, hasRead: read.contains, random: &random)
    }
  }

  /// The shape every kind is planted in needs no compiler, so plain `content validate` checks it
  /// (only `--compile` did), and a session refuses such a template by file and item rather than
  /// showing a program with no mistake in it.
  @Test(arguments: [[], ["print(1)"], ["func f() {", "}", "print(f())"]])
  func aTemplateNotInSpotTheErrorsShapeIsNamedWithoutACompiler(lines: [String]) throws {
    let shipped = try ContentLibrary(source: .builtIn).spotTheErrorTemplates()
    var template = try #require(shipped.first { $0.id == "spot-step-goal" })
    template.lines = lines
    let problems = SpotTheErrorPractice.problems(template)
    #expect(
      problems.contains {
        $0.contains("the first line must be `func FUNCTION(PARAMETER: Int) -> String {`")
      }, "\(problems)")
    var random = SeededGenerator(seed: 1)
    let error = #expect(throws: ContentError.self) {
      try SpotTheErrorPractice(templates: [template]).question(
        itemID: template.id, random: &random)
    }
    #expect(error?.file == "Practice/SpotTheError.json")
    #expect(error?.item == "spot-step-goal")
    #expect(error?.message.hasPrefix("is not in Spot the Error's shape: ") == true, "\(error)")
  }
}
