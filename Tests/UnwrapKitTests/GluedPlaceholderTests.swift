import Foundation
import Testing

@testable import UnwrapKit

/// A placeholder must end its word, so `NAME_1s` and `NAME_l` stay as written: `content validate`
/// names such a run in a template, with the reason, rather than let a learner see it.
@Suite struct GluedPlaceholderTests {
  @Test func aRunGluedToTheLettersAfterItIsNamedWithTheReason() {
    #expect(
      TemplateScanner.gluedRunProblems(in: "print(\"NAME_1s and NAME_l, NAME_2.\")", field: "code")
        == [
          "code has NAME_1s, which stays as written, not a placeholder: a placeholder must end its word, and \"s\" follows NAME_1 (put a space or punctuation after the placeholder)",
          "code has NAME_l, which stays as written, not a placeholder: a placeholder must end its word, and \"l\" follows NAME_ (put a space or punctuation after the placeholder)",
        ])
    // A placeholder that ends its word, a capital word and a run inside another word are not.
    #expect(
      TemplateScanner.gluedRunProblems(
        in: "let NAME_1 = \"OK\"; print(NAME_1|capitalized, xNAME_1s, Okay_now)", field: "code"
      ).isEmpty)
  }

  @Test func predictTheOutputAndSpotTheErrorReportIt() throws {
    let question = try JSONDecoder().decode(
      PredictTheOutputQuestion.self,
      from: Data(
        #"""
        {"id": "glued", "section": "variables", "code": "let n = RANDOM_INT_1\nprint(\"RANDOM_INT_1s\")",
         "answers": [{"output": "VALUE_1s"}]}
        """#.utf8))
    let problems = PredictTheOutputPractice.problems(question)
    #expect(problems.contains { $0.hasPrefix("code has RANDOM_INT_1s, which stays as written") })
    #expect(
      problems.contains { $0.hasPrefix("answers[0].output has VALUE_1s, which stays as written") })
    let template = try JSONDecoder().decode(
      SpotTheErrorTemplate.self,
      from: Data(
        #"""
        {"id": "glued", "section": "functions", "functionNames": ["f"], "parameterNames": ["n"],
         "lines": ["func FUNCTION(PARAMETER: Int) -> String {", "  return \"NAME_1s\"", "}", "FUNCTION(PARAMETER: 1)"]}
        """#.utf8))
    #expect(
      SpotTheErrorPractice.problems(template).contains {
        $0.hasPrefix("lines[1] has NAME_1s, which stays as written")
      })
  }
}
