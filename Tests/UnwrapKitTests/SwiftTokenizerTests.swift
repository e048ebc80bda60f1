import Testing

@testable import UnwrapKit

@Suite struct SwiftTokenizerTests {
  let tokenizer = SwiftTokenizer()

  func kinds(_ source: String) -> [SwiftTokenKind] {
    tokenizer.tokenize(source).map(\.kind).filter { $0 != .whitespace }
  }

  @Test func classifiesTheBasics() {
    #expect(kinds("let x = 1_000") == [.keyword, .identifier, .operator, .number])
    #expect(
      kinds("print(\"hi \\(name)\") // done") == [
        .identifier, .punctuation, .string, .punctuation, .comment,
      ])
    #expect(kinds("a.b") == [.identifier, .punctuation, .identifier])
    #expect(kinds("0x1F 1.5e-3 0b101") == [.number, .number, .number])
    #expect(kinds("/* a /* nested */ b */ x") == [.comment, .identifier])
    #expect(kinds("#\"raw \\(no)\"# `class`") == [.string, .identifier])
    #expect(kinds("@escaping #if") == [.attribute, .directive])
    #expect(kinds("a...b") == [.identifier, .operator, .identifier])
  }

  /// A comment or string left open to the end is no comment or string: the compiler refuses it.
  @Test func aCommentOrStringLeftOpenIsUnknown() {
    #expect(kinds("x /* open") == [.identifier, .unknown])
    #expect(kinds("x /* outer /* inner */") == [.identifier, .unknown])
    #expect(kinds("x \"open\ny") == [.identifier, .unknown, .newline, .identifier])
    #expect(kinds("x \"\"\"\nopen") == [.identifier, .unknown])
    #expect(kinds("x /* shut */ \"shut\"") == [.identifier, .comment, .string])
  }

  @Test func multiLineStringsAndNestedInterpolation() {
    let source = "let s = \"\"\"\n  one \"quoted\"\n  \\(f(\"x\"))\n  \"\"\"\nx"
    #expect(kinds(source) == [.keyword, .identifier, .operator, .string, .newline, .identifier])
  }

  @Test(arguments: [
    "", "\"unterminated", "/* open", "`", "\u{0}\u{7}💥", "0x", "1e", "\"\\(", "#\"", "@",
    "a\u{301}b",
  ])
  func neverCrashesAndRoundTrips(source: String) {
    #expect(tokenizer.tokenize(source).map(\.text).joined() == source)
  }

  @Test func randomInputRoundTrips() {
    var random = SeededGenerator(seed: 1)
    let alphabet = Array("ab1_ \n\"\\()#/*`@.=+-{}[]:,;'$😀é")
    for _ in 0..<500 {
      let source = String(
        (0..<Int.random(in: 0..<40, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        })
      #expect(tokenizer.tokenize(source).map(\.text).joined() == source)
    }
  }
}
