import ContentSyntax
import Testing

@testable import UnwrapKit

/// Anything of the learner's that unwrap prints back shows control characters escaped, never raw.
@Suite struct ControlCharactersTests {
  @Test(arguments: [
    ("\u{1B}[2J", #"\u{1B}[2J"#),
    ("ring\u{07}", #"ring\u{7}"#),
    ("\u{0}", #"\u{0}"#),
    ("del\u{7F}", #"del\u{7F}"#),
    ("csi\u{9B}31m", #"csi\u{9B}31m"#),
    ("back\rover", #"back\u{D}over"#),
    ("a\tb\nc", #"a\u{9}b\u{A}c"#),
  ])
  func controlCharactersAreShownAsSwiftEscapes(raw: String, shown: String) {
    #expect(raw.escapingControlCharacters() == shown)
  }

  @Test func tabsAndNewlinesCanBeKeptForTextOfSeveralLines() {
    #expect(
      "a\tb\nc\u{1B}".escapingControlCharacters(keepingTabsAndNewlines: true) == "a\tb\nc\\u{1B}")
  }

  @Test func textWithoutControlCharactersIsUnchanged() {
    for text in ["", "plain", #"print("\n")"#, "café · ✓ 🦉", "no\u{A0}break", "Ä½"] {
      #expect(text.escapingControlCharacters() == text)
    }
  }

  @Test func noRawControlByteSurvives() {
    let every = String(String.UnicodeScalarView((0...0xFF).compactMap(Unicode.Scalar.init)))
    let shown = every.escapingControlCharacters()
    #expect(!shown.unicodeScalars.contains { ControlCharacters.isControl($0.value) })
  }

  @Test func aReplyThatIsNotANumberIsQuotedEscaped() {
    guard case .unrecognized(let why) = NumberListReply("1 \u{1B}[2J", count: 12) else {
      Issue.record("a reply with an escape sequence was understood")
      return
    }
    #expect(!why.unicodeScalars.contains("\u{1B}"))
    #expect(why.contains(#"\u{1B}"#))
  }
}
