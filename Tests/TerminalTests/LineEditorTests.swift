import Testing
import UnwrapRendering

@testable import unwrap

/// The line editor's rules, key by key, without a terminal: the bytes a terminal sends are decoded
/// by `KeyDecoder` and applied to a `LineEditor`, exactly as `TerminalLineReader` does.
@Suite struct LineEditorTests {
  /// Types the bytes into an editor and returns it with the last outcome.
  func type(
    _ bytes: String, into editor: LineEditor = LineEditor()
  ) -> (editor: LineEditor, outcome: LineEditor.Outcome) {
    var editor = editor
    var decoder = KeyDecoder()
    var outcome = LineEditor.Outcome.editing
    for key in decoder.feed(Array(bytes.utf8)) {
      outcome = editor.apply(key)
    }
    return (editor, outcome)
  }

  func submitted(_ bytes: String, history: [String] = []) -> LineEditor.Outcome {
    type(bytes + "\r", into: LineEditor(history: history)).outcome
  }

  @Test func plainTypingSubmitsOnEnter() {
    #expect(submitted("true") == .submit("true"))
    #expect(type("abc\n").outcome == .submit("abc"))
  }

  @Test func leftAndRightMoveTheCursorInsteadOfTypingEscapes() {
    #expect(submitted("tue\u{1B}[D\u{1B}[Dr") == .submit("true"))
    #expect(submitted("ac\u{1B}[Db\u{1B}[Cd") == .submit("abcd"))
    #expect(submitted("ac\u{1B}ODb\u{1B}OCd") == .submit("abcd"))
    #expect(submitted("ac\u{02}b\u{06}d") == .submit("abcd"))
    #expect(submitted("\u{1B}[Dab") == .submit("ab"), "left at the start stays there")
    #expect(submitted("ab\u{1B}[Cc") == .submit("abc"), "right at the end stays there")
  }

  @Test(arguments: ["\u{1B}[H", "\u{1B}[1~", "\u{1B}[7~", "\u{1B}OH", "\u{01}"])
  func everyHomeMovesToTheStart(home: String) {
    #expect(submitted("rue" + home + "t") == .submit("true"))
  }

  @Test(arguments: ["\u{1B}[F", "\u{1B}[4~", "\u{1B}[8~", "\u{1B}OF", "\u{05}"])
  func everyEndMovesToTheEnd(end: String) {
    #expect(submitted("tru\u{01}" + end + "e") == .submit("true"))
  }

  @Test func backspaceAndDeleteRemoveOneCharacter() {
    #expect(submitted("trux\u{7F}e") == .submit("true"))
    #expect(submitted("trux\u{08}e") == .submit("true"))
    #expect(submitted("\u{7F}ok") == .submit("ok"), "backspace at the start does nothing")
    #expect(submitted("txrue\u{01}\u{1B}[C\u{1B}[3~") == .submit("true"))
    #expect(submitted("true\u{1B}[3~") == .submit("true"), "delete at the end does nothing")
  }

  @Test func controlKUWDeleteToTheEndTheStartAndAWord() {
    #expect(
      submitted("true story\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{0B}")
        == .submit("true"))
    #expect(submitted("wrong\u{15}right") == .submit("right"))
    #expect(submitted("ab cd\u{1B}[D\u{1B}[D\u{15}") == .submit("cd"))
    #expect(submitted("let x = 1\u{17}2") == .submit("let x = 2"))
    #expect(submitted("one two  \u{17}") == .submit("one "))
  }

  @Test func controlDEndsInputOnlyOnAnEmptyLine() {
    #expect(type("\u{04}").outcome == .endOfInput)
    #expect(submitted("ab\u{01}\u{04}") == .submit("b"), "else it deletes under the cursor")
  }

  @Test func controlCInterruptsWhateverIsTyped() {
    #expect(type("half an answer\u{03}").outcome == .interrupt)
    #expect(type("half an answer\u{1C}").outcome == .quit, "Ctrl-\\ quits, as SIGQUIT does")
  }

  @Test func multiByteCharactersAreOneCharacterEach() {
    #expect(submitted("cafe\u{7F}é\u{1B}[D\u{1B}[Dx\u{7F}") == .submit("café"))
    #expect(submitted("日本語\u{1B}[D\u{7F}") == .submit("日語"))
    #expect(submitted("a👍🏽b\u{1B}[D\u{7F}") == .submit("ab"), "an emoji with a skin tone is one")
    #expect(submitted("e\u{301}") == .submit("é"), "a combining mark joins its letter")
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("日".utf8)
    #expect(decoder.feed(bytes.prefix(2)).isEmpty)
    #expect(decoder.feed(bytes.suffix(1)) == [.character("日")])
    #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
    #expect(decoder.feed([0x44]) == [.left])
    #expect(decoder.feed([0xFF, 0x61]) == [.ignored, .character("a")], "invalid UTF-8 is skipped")
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect(CharacterWidth.columns(of: "a") == 1)
    #expect(CharacterWidth.columns(of: "é") == 1)
    #expect(CharacterWidth.columns(of: "日") == 2)
    #expect(CharacterWidth.columns(of: "한") == 2)
    #expect(CharacterWidth.columns(of: "👍") == 2)
    #expect(CharacterWidth.columns(of: "❤️") == 2)
    #expect(CharacterWidth.columns(of: "日本 ok") == 7)
    #expect(Style.visibleWidth("\u{1B}[1mTrue?\u{1B}[0m › ") == 8)
    #expect(Style.visibleWidth("\u{1B}[1m日本\u{1B}[0m › ") == 7)
  }

  /// Each end of the wide ranges, the scalars just outside them, and what is measured before the
  /// table is looked at: control characters, and a narrow first scalar made wide by U+FE0F.
  @Test func theWideRangesEndWhereTheTableSays() {
    let edges: [(UInt32, Int)] = [
      (0x10FF, 1), (0x1100, 2), (0x115F, 2), (0x1160, 1), (0x2E7F, 1), (0x2E80, 2), (0x303E, 2),
      (0x303F, 1), (0x9FFF, 2), (0xD7A3, 2), (0xD7A4, 1), (0xFF60, 2), (0xFF61, 1), (0xFFE6, 2),
      (0xFFE7, 1), (0x1F2FF, 1), (0x1F300, 2), (0x1F650, 1), (0x1FAFF, 2), (0x1FB00, 1),
      (0x20000, 2), (0x3FFFD, 2), (0x3FFFE, 1), (0x09, 0), (0x7F, 0), (0x9F, 0), (0xA0, 1),
    ]
    for (value, columns) in edges {
      let character = Character(Unicode.Scalar(value)!)
      #expect(CharacterWidth.columns(of: character) == columns, "U+\(String(value, radix: 16))")
    }
    #expect(CharacterWidth.columns(of: "#\u{FE0F}\u{20E3}") == 2, "a keycap")
    #expect(CharacterWidth.columns(of: "a\u{301}") == 1)
  }

  @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
    let history = ["first", "second"]
    #expect(submitted("\u{1B}[A", history: history) == .submit("second"))
    #expect(submitted("\u{1B}[A\u{1B}[A", history: history) == .submit("first"))
    #expect(submitted("\u{1B}[A\u{1B}[A\u{1B}[A", history: history) == .submit("first"))
    #expect(submitted("dra\u{1B}[A\u{1B}[Bft", history: history) == .submit("draft"))
    #expect(submitted("\u{1B}[A!", history: history) == .submit("second!"), "recalled, then edited")
    #expect(submitted("\u{10}\u{10}\u{0E}", history: history) == .submit("second"))
    #expect(submitted("x\u{1B}[A", history: []) == .submit("x"), "no history: nothing changes")
  }

  @Test func aRecalledAttemptOfSeveralLinesIsEditedWhole() {
    let attempt = "func f() -> Int {\n  retrun 1\n}"
    // ↑ recalls it whole, cursor at its end; ↑ again moves up a line, not to an older entry.
    let recalled = type("\u{1B}[A", into: LineEditor(history: ["old", attempt])).editor
    #expect(recalled.string == attempt)
    #expect(recalled.cursor == attempt.count)
    let fixed = type("\u{1B}[A\u{05}\u{15}  return 1\r", into: recalled)
    #expect(fixed.outcome == .submit("func f() -> Int {\n  return 1\n}"))
    // Up from the first line goes on to the older attempt; down from it comes back.
    let older = type("\u{1B}[A\u{1B}[A\u{1B}[A", into: recalled).editor
    #expect(older.string == "old")
    #expect(type("\u{1B}[B", into: older).editor.string == attempt)
  }

  @Test func homeAndControlKStayOnTheCursorsLine() {
    let editor = type("\u{1B}[A\u{1B}[A", into: LineEditor(history: ["ab\ncd\nef"])).editor
    #expect(editor.cursor == 5, "up keeps the column: after d")
    #expect(type("\u{01}X\r", into: editor).outcome == .submit("ab\nXcd\nef"))
    #expect(type("\u{01}\u{0B}\r", into: editor).outcome == .submit("ab\n\nef"))
  }

  @Test func escapeSequencesItDoesNotKnowAreIgnored() {
    #expect(submitted("a\u{1B}[1;5Cb") == .submit("ab"))
    #expect(submitted("a\u{1B}[15~b") == .submit("ab"))
  }
}
