import ContentSyntax
import Testing

/// A comma before a closing bracket is the commonest slip in a hand-edited list, and JSON allows
/// none: `JSONSyntaxCheck` names it as such, at the comma, so `content validate` and the build say
/// what to remove rather than "expected a value".
@Suite struct JSONTrailingCommaTests {
  @Test(arguments: [
    ("[\n  1,\n  2,\n]", "line 3, column 4", "]"),
    ("{\n  \"a\": 1,\n    }", "line 2, column 9", "}"),
    ("{\"a\": [1, 2 ,  ]}", "line 1, column 13", "]"),
  ])
  func aTrailingCommaIsNamedAtTheComma(json: String, place: String, closing: String) throws {
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: json))
    #expect(problem.kind == .syntax)
    #expect(problem.place == place)
    #expect(problem.message == "a trailing comma before \(closing) (JSON allows none; remove it)")
    #expect(problem.sentence.hasPrefix("is not valid JSON: a trailing comma"))
  }

  /// Two commas in a row are a missing value, not a trailing comma.
  @Test func twoCommasAreStillAMissingValue() throws {
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: "[1,,2]"))
    #expect(problem.message.hasPrefix("expected a value"))
  }
}
