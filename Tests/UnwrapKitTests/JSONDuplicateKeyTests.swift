import ContentSyntax
import Testing

/// A key given twice in one JSON object is refused by `JSONSyntaxCheck`, so loading a folder,
/// `content validate` and the build all name it: the decoder would read the first copy without a
/// word, and an author who adds a second "answer" to fix a question would see nothing change.
@Suite struct JSONDuplicateKeyTests {
  @Test func theSecondCopyIsNamedWithTheLineOfTheFirst() throws {
    let json = """
      {
        "id": "q1",
        "answer": "3",
        "hint": "Count them.",
        "answer": "4"
      }
      """
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: json))
    #expect(problem.kind == .duplicateKey)
    #expect(problem.place == "line 5, column 3")
    #expect(
      problem.message
        == #""answer" is given twice in this object (first on line 3); the decoder would silently"#
        + " read the first")
    // Valid JSON that breaks a content rule: not called "not valid JSON".
    #expect(problem.sentence == problem.message)
  }

  @Test func theSameKeyInDifferentObjectsIsFine() {
    let json = #"{"a": {"a": 1, "b": {"a": 2}}, "b": [{"a": 1}, {"a": 2}], "c": {}}"#
    #expect(JSONSyntaxCheck.firstProblem(in: json) == nil)
  }

  /// The first repeat in file order, in a nested object, on the same line as the first copy.
  @Test func aNestedRepeatIsFoundWhereItStands() throws {
    let problem = try #require(
      JSONSyntaxCheck.firstProblem(in: #"{"a": [{"b": 1, "c": 2, "b": 3}], "a": 4}"#))
    #expect(problem.place == "line 1, column 25")
    #expect(problem.message.hasPrefix(#""b" is given twice in this object (first on line 1)"#))
  }

  /// The decoder reads escapes, so a key spelled with one is the same key; the message quotes the
  /// second copy as written.
  @Test(arguments: [
    (#"{"a": 1, "\u0061": 2}"#, #""\u0061" is given twice"#),
    (#"{"\ud83d\ude00": 1, "😀": 2}"#, #""😀" is given twice"#),
    (#"{"q\"": 1, "q\u0022": 2}"#, #""q\u0022" is given twice"#),
  ])
  func aKeyWrittenWithEscapesIsTheSameKey(json: String, says: String) throws {
    let problem = try #require(JSONSyntaxCheck.firstProblem(in: json))
    #expect(problem.kind == .duplicateKey)
    #expect(problem.message.hasPrefix(says), "\(problem.message)")
  }

  @Test func keysThatOnlyLookAlikeAreDifferent() {
    #expect(JSONSyntaxCheck.firstProblem(in: #"{"a": 1, "A": 2, "a ": 3, "\\u0061": 4}"#) == nil)
  }
}
