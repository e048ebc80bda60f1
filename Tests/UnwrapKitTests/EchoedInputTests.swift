import Testing

@testable import UnwrapKit

/// A message quotes what the learner typed by its start: a near miss whole, a 5,000-character
/// argument cut to `EchoedInput.limit` characters with `…`, control characters always escaped.
@Suite struct EchoedInputTests {
  @Test func aNameUpToTheLimitIsQuotedWholeAndALongerOneByItsStart() {
    let limit = EchoedInput.limit
    #expect("variabels".echoed() == "variabels")
    #expect(String(repeating: "a", count: limit).echoed() == String(repeating: "a", count: limit))
    #expect(
      String(repeating: "a", count: 5000).echoed() == String(repeating: "a", count: limit) + "…")
    #expect("abcdef".echoed(limit: 3) == "abc…")
  }

  @Test func theLimitCountsCharactersAndControlCharactersStayEscaped() {
    #expect(String(repeating: "é", count: 100).echoed(limit: 4) == "éééé…")
    #expect("\u{1B}[2J".echoed() == #"\u{1B}[2J"#)
    #expect("\u{1B}[2Jabc".echoed(limit: 2) == #"\u{1B}[…"#, "cut before escaping, never inside")
  }
}
