import Testing

@testable import UnwrapKit

/// The byte scanner answers ASCII from the byte and asks Unicode only about other characters; these
/// tests hold both paths to the `Character` tokenizer it replaced, and to what Swift means.
@Suite struct SwiftTokenizerFastPathTests {
  let tokenizer = SwiftTokenizer()

  func tokens(_ source: String) -> [String] {
    tokenizer.tokenize(source).filter { $0.kind != .whitespace }.map { "\($0.kind):\($0.text)" }
  }

  func sameAsCharacterTokenizer(_ source: String) -> Bool {
    let bytes = tokenizer.tokenize(source).map { "\($0.kind):\($0.text)" }
    return bytes == CharacterTokenizer().tokenize(source).map { "\($0.kind):\($0.text)" }
  }

  @Test func nonASCIIIdentifiersAreWholeIdentifiers() {
    #expect(
      tokens("let café = 1") == ["keyword:let", "identifier:café", "operator:=", "number:1"])
    #expect(tokens("名前+x²") == ["identifier:名前", "operator:+", "identifier:x²"])
    #expect(tokens("é.count") == ["identifier:é", "punctuation:.", "identifier:count"])
    #expect(tokens("_ñ1 ü") == ["identifier:_ñ1", "identifier:ü"])
    #expect(tokens("@ñ #ñ $ñ") == ["attribute:@ñ", "directive:#ñ", "identifier:$ñ"])
  }

  @Test func emojiInStringsStayInTheString() {
    let source = "print(\"🎉 \\(n) 👨‍👩‍👧 \\(\"😀\") é\")"
    #expect(
      tokens(source) == [
        "identifier:print", "punctuation:(",
        "string:\"🎉 \\(n) 👨‍👩‍👧 \\(\"😀\") é\"", "punctuation:)",
      ])
    #expect(tokens("#\"🎉\"# \"\"\"\n🎉\n\"\"\"") == ["string:#\"🎉\"#", "string:\"\"\"\n🎉\n\"\"\""])
    #expect(tokens("// 🎉 note\nx") == ["comment:// 🎉 note", "newline:\n", "identifier:x"])
    #expect(tokens("/* 🎉 */x") == ["comment:/* 🎉 */", "identifier:x"])
  }

  @Test func emojiAndSymbolsOutsideStringsAreOneUnknownCharacterEach() {
    #expect(tokens("👍🏽x") == ["unknown:👍🏽", "identifier:x"])
    #expect(tokens("a ≠ b") == ["identifier:a", "unknown:≠", "identifier:b"])
    #expect(tokens("«a»") == ["unknown:«", "identifier:a", "unknown:»"])
  }

  @Test func operatorsAndDots() {
    #expect(tokens("a...b") == ["identifier:a", "operator:...", "identifier:b"])
    #expect(tokens("a..<b") == ["identifier:a", "operator:..<", "identifier:b"])
    #expect(
      tokens("a ?? b!=c") == [
        "identifier:a", "operator:??", "identifier:b", "operator:!=", "identifier:c",
      ])
    #expect(tokens("->") == ["operator:->"])
    #expect(tokens("a+/*c*/b") == ["identifier:a", "operator:+", "comment:/*c*/", "identifier:b"])
    #expect(tokens("a+//c") == ["identifier:a", "operator:+", "comment://c"])
    #expect(tokens("x.y") == ["identifier:x", "punctuation:.", "identifier:y"])
    #expect(tokens("x!.y?") == ["identifier:x", "operator:!.", "identifier:y", "operator:?"])
    #expect(tokens("0x1p-3 1_0.5E+2 0b12") == ["number:0x1p-3", "number:1_0.5E+2", "number:0b12"])
  }

  @Test func unicodeNewlinesAndSpaces() {
    #expect(tokens("a\r\nb") == ["identifier:a", "newline:\r\n", "identifier:b"])
    #expect(
      tokens("a\u{2028}b\u{85}c") == [
        "identifier:a", "newline:\u{2028}", "identifier:b", "newline:\u{85}", "identifier:c",
      ])
    #expect(
      tokenizer.tokenize("a\u{A0}\u{3000} b").map(\.kind) == [
        .identifier, .whitespace, .identifier,
      ])
    // A Unicode line break ends a string left open, which is then no string.
    #expect(tokens("\"a\u{2028}b") == ["unknown:\"a", "newline:\u{2028}", "identifier:b"])
  }

  @Test func offsetsAreUTF8ByteOffsets() {
    #expect(tokenizer.tokenize("é = 1").map(\.offset) == [0, 2, 3, 4, 5])
  }

  @Test func agreesWithTheCharacterTokenizerOnRandomSource() {
    var random = SeededGenerator(seed: 3)
    let alphabet = Array(
      "ab_x1 0.e\t\n\r\"\\()#/*`@=+-<>?!{}[]:,;$éñ名²½😀≠«\u{A0}\u{2028}\u{85}")
    for _ in 0..<2000 {
      let source = String(
        (0..<Int.random(in: 0..<30, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        })
      #expect(sameAsCharacterTokenizer(source), "\(source.debugDescription)")
    }
  }

  @Test func agreesWithTheCharacterTokenizerOnTheShippedBank() throws {
    let questions = try ContentLibrary.builtIn().bank(
      FreeCodingQuestion.self, file: FreeCodingQuestion.file)
    for question in questions {
      for source in question.references + question.acceptedVariants + question.rejectedVariants {
        #expect(sameAsCharacterTokenizer(source), "\(source)")
      }
    }
  }

  @Test func theMatcherRenamesNonASCIINamesAndKeepsEmojiStrings() {
    func same(_ a: String, _ b: String) -> Bool {
      AnswerMatcher(references: [a]).match(b) == .matched(reference: 0)
    }
    #expect(same("let café = \"☕️\"", "let tea = \"☕️\""))
    #expect(!same("let café = \"☕️\"", "let tea = \"🍵\""))
    #expect(same("let naïve = 1\nprint(\"\\(naïve) 🎉\")", "let x = 1\nprint(\"\\(x) 🎉\")"))
    #expect(!same("let naïve = 1\nprint(\"\\(naïve) 🎉\")", "let x = 1\nprint(\"\\(x) 🎊\")"))
    #expect(same("let a = 1...5", "let 名 = 1 ... 5"))
    #expect(!same("let a = 1...5", "let a = 1..<5"))
  }
}
