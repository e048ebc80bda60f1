import Testing

@testable import UnwrapKit

@Suite struct TokenVocabularyTests {
  @Test func everyNamedTokenStandsForItsWord() {
    let vocabulary = TokenVocabulary.standard
    let named: [(MatchToken, String)] = [
      (.newline, "\n"), (.semicolon, ";"), (.openBrace, "{"), (.closeAngleQuestion, ">?"),
      (.equalEqual, "=="), (.underscore, "_"), (.func, "func"), (.let, "let"), (.var, "var"),
      (.return, "return"), (.array, "Array"), (.bool, "Bool"), (.isMultiple, "isMultiple"),
      (.of, "of"),
    ]
    for (token, text) in named { #expect(vocabulary.text(of: token) == text) }
    for (id, word) in MatchToken.words.enumerated() {
      #expect(vocabulary.text(of: MatchToken(id: Int32(id))) == word)
    }
    for number in 1...MatchToken.placeholderCount {
      let placeholder = MatchToken.placeholder(number)
      #expect(placeholder.map(vocabulary.text(of:)) == MatchToken.placeholderText(number))
    }
    #expect(MatchToken.placeholder(MatchToken.placeholderCount + 1) == nil)
  }

  @Test func numbersEachTextOnceAndReadsItBack() {
    var vocabulary = TokenVocabulary.standard
    let texts = (0..<3000).map { "name\($0)" } + ["é", "⟨65⟩", "Ärger", "\"a \\(b)\""]
    let tokens = texts.map { vocabulary.token(for: $0) }
    #expect(Set(tokens).count == texts.count)
    #expect(texts.map { vocabulary.token(for: $0) } == tokens, "the same text, the same token")
    #expect(tokens.map(vocabulary.text(of:)) == texts)
    #expect(vocabulary.token(for: "func") == .func)
  }

  @Test func aCopyNumbersWithoutChangingTheOriginal() {
    var original = TokenVocabulary.standard
    let shared = original.token(for: "total")
    var copy = original
    #expect(copy.token(for: "total") == shared)
    let added = copy.token(for: "other")
    #expect(original.count == copy.count - 1)
    #expect(original.token(for: "another") == added, "the original numbers on from where it was")
  }

  @Test func uppercaseIsReadFromTheFirstCharacter() {
    var vocabulary = TokenVocabulary.standard
    for (text, uppercase) in [
      ("Array", true), ("array", false), ("Ärger", true), ("é", false), ("A\u{301}b", true),
      ("_T", false), ("⟨1⟩", false),
    ] {
      let token = vocabulary.token(for: text)
      #expect(vocabulary.startsUppercase(token) == uppercase, "\(text)")
    }
  }
}
