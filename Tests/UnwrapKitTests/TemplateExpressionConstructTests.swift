import Testing

@testable import UnwrapKit

/// The construct check reads a template's Swift, not the placeholder engine's own syntax: a `${…}`
/// expression becomes a value before any learner sees the code, so its `$` is no closure's `$0`.
@Suite struct TemplateExpressionConstructTests {
  let syllabus = Syllabus(chapters: [
    Chapter(
      name: "A", slug: "a",
      sections: ["variables", "basic-closures", "shorthand-parameter-names"])
  ])

  func problems(_ code: String) -> [String] {
    let item = PredictTheOutputQuestion(
      id: "predict-doubled", section: "variables", code: code,
      answers: [.init(when: nil, output: "${VALUE_1 * 2}")], hint: "Double it.")
    return BankValidator.constructProblems(
      [item], path: "Practice/PredictTheOutput.json", syllabus: syllabus,
      taught: TaughtNames(["print", "map"])
    ).map(\.message)
  }

  @Test func anExpressionIsNoShorthandClosureParameter() {
    #expect(
      problems("let value = RANDOM_SMALL_INT\nlet doubled = ${VALUE_1 * 2}\nprint(doubled)") == [])
    #expect(problems("print(\"${VALUE_1 + 1} apples\")") == [])
  }

  @Test func aShorthandParameterInTheCodeIsStillFound() {
    #expect(
      problems("let doubled = [1, 2].map { $0 * ${VALUE_1 * 2} }\nprint(doubled)") == [
        "uses a shorthand closure parameter ($0), which \"shorthand-parameter-names\" teaches; add it to needs or move the item"
      ])
  }
}
