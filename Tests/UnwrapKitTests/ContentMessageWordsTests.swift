import ContentSyntax
import Foundation
import Testing

@testable import UnwrapKit

/// What an author reads about a broken JSON file: the kind of value a field wants in plain words, a
/// number that does not fit by line and key, and the rule behind a refused escape.
@Suite struct ContentMessageWordsTests {
  /// The decoder's own names for what it expected read as an author would write them.
  @Test func expectedKindsAreNamedInPlainWords() {
    #expect(ContentValueKind.words(for: [Any].self) == "a list")
    #expect(ContentValueKind.words(for: [String].self) == "a list")
    #expect(ContentValueKind.words(for: [String: Any].self) == "an object")
    #expect(ContentValueKind.words(for: String.self) == "text")
    #expect(ContentValueKind.words(for: Int.self) == "a whole number")
    #expect(ContentValueKind.words(for: Bool.self) == "true or false")
  }

  @Test(arguments: [
    (
      #"{ "questions": [ { "id": "a", "section": "boxes", "prompt": "p", "pieces": { "b": 1 } } ] }"#,
      "questions[0].pieces", "a list"
    ),
    (#"{ "questions": [ "a" ] }"#, "questions[0]", "an object"),
    (#"{ "questions": [ { "id": ["a"] } ] }"#, "questions[0].id", "text"),
  ])
  func aWrongKindOfValueSaysWhichKindBelongs(json: String, item: String, kind: String) throws {
    let folder = try Fixtures.content()
    try folder.write(json, to: "Practice/TapToCode.json")
    let library = try ContentLibrary(directory: folder.url)
    #expect(
      throws: ContentError(
        file: "Practice/TapToCode.json", item: item, message: "should be \(kind)")
    ) {
      try library.bank(TapToCodeQuestion.self, file: TapToCodeQuestion.file)
    }
  }

  @Test func aValueAnEnumerationDoesNotHaveIsQuotedNotNamedByItsSwiftType() throws {
    let folder = try Fixtures.content()
    try folder.write(
      Fixtures.reviewJSON().replacingOccurrences(of: #""single""#, with: #""dingle""#),
      to: "Sections/boxes/review.json")
    let error = #expect(throws: ContentError.self) {
      try ContentLibrary(directory: folder.url).review("boxes")
    }
    #expect(error?.item == "reviewType")
    #expect(error?.message == #""dingle" is not one of the values this field takes"#)
  }

  /// The decoder says only "not valid JSON" of a number that does not fit its field.
  @Test(arguments: [
    (
      "99999999999999999999",
      #"the number 99999999999999999999 ("order") is too large: a whole number here is at most 9223372036854775807"#
    ),
    (
      "1.5",
      #"the number 1.5 ("order") is not a whole number: write one without a fraction or exponent"#
    ),
    // These the decoder reads as whole numbers (1000, 1), so they were taken without a word.
    (
      "1e3",
      #"the number 1e3 ("order") is not a whole number: write one without a fraction or exponent"#
    ),
    (
      "1E3",
      #"the number 1E3 ("order") is not a whole number: write one without a fraction or exponent"#
    ),
    (
      "1.0",
      #"the number 1.0 ("order") is not a whole number: write one without a fraction or exponent"#
    ),
    (
      "10e-1",
      #"the number 10e-1 ("order") is not a whole number: write one without a fraction or exponent"#
    ),
    // No number at all: not called too large.
    ("1-2", "is not valid JSON: expected a number (1-2 is not one)"),
  ])
  func aNumberThatIsNotAnIntIsNamedWithItsLineAndKey(number: String, message: String) throws {
    let folder = try Fixtures.content()
    try folder.write(
      "{\n  \"section\": \"boxes\",\n  \"title\": \"Apple\",\n  \"order\": \(number),\n"
        + "  \"hint\": \"Think.\",\n  \"tests\": []\n}\n",
      to: "Exercises/apple/exercise.json")
    let library = try ContentLibrary(directory: folder.url)
    #expect(
      throws: ContentError(
        file: "Exercises/apple/exercise.json", item: "line 4, column 12", message: message)
    ) {
      try library.exerciseOutlines()
    }
  }

  /// A `\r` an author typed is refused by the rule, not with advice about line endings it does not
  /// have; a raw CR, which an editor writes, still gets that advice.
  @Test func aTypedCarriageReturnEscapeIsToldTheRule() {
    #expect(
      JSONSyntaxCheck.firstProblem(in: #"{"a": "over\rwrite"}"#)?.message
        == #"holds the control character \u{D} (written \r); content may hold no control characters but newlines and tabs, so end a line with \n alone"#
    )
    #expect(
      JSONSyntaxCheck.firstProblem(in: "{\"a\": 1}\r\n")?.message
        == #"holds the control character \u{D}; save the file with LF line endings"#)
  }
}
