import ContentSyntax
import Foundation
import Testing

/// A string the decoder refuses (an unknown or short escape, a raw tab) is named by
/// `JSONSyntaxCheck` where it stands and why, as the decoder says only "not valid JSON": a
/// hand-edited progress file and a content file are both told what to fix.
@Suite struct JSONStringEscapeTests {
  @Test(arguments: [
    (#"{"read": "2026-02-27\q"}"#, "line 1, column 21", #"an unknown escape \q in a string"#),
    (#"{"path": "C:\Users\me"}"#, "line 1, column 13", #"an unknown escape \U in a string"#),
    ("{\n  \"a\": \"\\u00e\"\n}", "line 2, column 9", #"\u00e is not a \u escape"#),
    (#"["\u12G4"]"#, "line 1, column 3", #"\u12 is not a \u escape"#),
    ("[\"a\tb\"]", "line 1, column 4", "a tab inside a string"),
  ])
  func aStringTheDecoderRefusesIsNamedWhereItStands(
    json: String, place: String, says: String
  ) throws {
    #expect(throws: (any Error).self, "the decoder reads it") {
      try JSONSerialization.jsonObject(with: Data(json.utf8))
    }
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: json))
    #expect(problem.kind == .syntax)
    #expect(problem.place == place)
    #expect(problem.message.hasPrefix(says), "\(problem.message)")
    #expect(problem.sentence.hasPrefix("is not valid JSON: "))
  }

  /// Every escape JSON knows is read, and a tab between values is only space.
  @Test func everyEscapeJSONKnowsIsFine() {
    let json = "{\t\"a\": \"\\\" \\\\ \\/ \\n \\t \\u00e9 \\ud83d\\ude00\"}"
    #expect(JSONSyntaxCheck.firstProblem(in: json) == nil)
    #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
  }

  /// A file that ends inside a `\u` escape was cut short: it is told so, not that the escape is bad.
  @Test func aFileThatEndsInsideAnEscapeIsCutShort() throws {
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: #"["\u12"#))
    #expect(problem.message.hasSuffix("(the file ends here; it may have been cut short)"))
  }

  /// A backslash before a control character names it as unwrap shows them, never raw.
  @Test func anEscapedControlCharacterIsShownEscaped() throws {
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: "[\"a\\\u{1B}\"]"))
    #expect(problem.message.hasPrefix(#"an unknown escape \\u{1B} in a string"#), "\(problem)")
  }
}
