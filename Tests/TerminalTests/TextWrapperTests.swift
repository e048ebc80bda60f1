import Testing

@testable import UnwrapRendering

/// The one wrapper every line of terminal text goes through: lines break between words, a word is
/// cut only when it is wider than a whole line, and styles never leak across a break.
@Suite struct TextWrapperTests {
  static let prose =
    "Text sits between double quotes and a whole number is written as bare digits. Underscores between the digits are allowed and do not change the value."
  static let keys =
    "Save the file to check it again · h hint · s solution · n next · l list · r reset · q quit"

  /// The lines as the terminal shows them, without their escapes.
  static func shown(_ lines: [String]) -> [String] {
    lines.map(TextWrapper.visibleText)
  }

  @Test(arguments: [40, 80])
  func proseBreaksOnlyBetweenWords(width: Int) {
    for text in [Self.prose, Self.keys] {
      let lines = TextWrapper(width: width).lines(text, indent: "    ", firstIndent: "  ")
      for line in lines {
        #expect(line.count <= width, "\(line.count) columns at \(width): \(line)")
      }
      let words = text.split(separator: " ").map(String.init)
      #expect(ListWrappingTests.missingWords(words, in: lines) == [], "width \(width)")
      #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
    }
  }

  @Test(arguments: [40, 80])
  func aSeparatorNeverStartsALine(width: Int) {
    let lines = TextWrapper(width: width).lines(Self.keys + " · " + Self.keys)
    #expect(lines.count > 1)
    for line in lines {
      #expect(!line.hasPrefix("·"), "\(line)")
      #expect(line.count <= width)
    }
  }

  @Test func onlyAWordWiderThanALineIsCut() {
    let long = String(repeating: "x", count: 50)
    let lines = TextWrapper(width: 40).lines("see \(long) here", indent: "  ", firstIndent: "")
    #expect(lines == ["see", "  " + String(repeating: "x", count: 38), "  xxxxxxxxxxxx here"])
  }

  @Test func aWideFirstIndentLeavesAWordThatFitsBelowForTheNextLine() {
    let lines = TextWrapper(width: 20).lines(
      "extraordinarily", indent: "  ", firstIndent: "Review 10/12: ")
    #expect(lines == ["Review 10/12: ", "  extraordinarily"])
  }

  /// Styled text is measured by what shows, and a style open at a break is closed there and opened
  /// again after the next line's indent.
  @Test(arguments: [40, 80])
  func stylesAreClosedAtABreakAndOpenedAgain(width: Int) {
    let style = Style(enabled: true)
    let text = style.bold("Hint:") + " " + style.dim(Self.prose) + " " + style.yellow("done")
    let lines = TextWrapper(width: width).lines(text, indent: "  ")
    #expect(lines.count > 1)
    #expect(
      Self.shown(lines) == TextWrapper(width: width).lines(Self.shown([text])[0], indent: "  "))
    for line in lines {
      #expect(Style.visibleWidth(line) <= width, "\(line)")
    }
    let dim = "\u{1B}[2m"
    for line in lines.dropFirst().dropLast() {
      #expect(line.hasPrefix("  " + dim), "\(line.debugDescription)")
      #expect(line.hasSuffix(Style.reset), "\(line.debugDescription)")
    }
  }

  @Test func aCodeSpanStaysWholeWhenItFits() {
    let runs = [
      StyledRun(text: "Write ", style: { $0 }),
      StyledRun(text: "`let answer = 42`", style: { $0 }, keepTogether: true),
      StyledRun(text: " to make a constant.", style: { $0 }),
    ]
    let lines = TextWrapper(width: 20).lines(runs)
    #expect(lines == ["Write", "`let answer = 42` to", "make a constant."])
  }

  @Test func aDefinitionSitsBesideItsTermOrBelowIt() {
    let wide = TextWrapper(width: 80).definition(
      "unwrap review", "go over what you have answered, spaced out over days", indent: 2,
      column: 28)
    #expect(
      wide == ["  unwrap review             go over what you have answered, spaced out over days"])
    let narrow = TextWrapper(width: 40).definition(
      "unwrap review", "go over what you have answered, spaced out over days", indent: 2,
      column: 28)
    #expect(
      narrow == [
        "  unwrap review", "      go over what you have answered,", "      spaced out over days",
      ])
  }

  /// Wide characters (CJK, emoji) take two columns each: lines of them break at the terminal's edge,
  /// not at twice its width, and a word of them wider than a line is cut at a column, never halfway
  /// through a character.
  @Test(arguments: [20, 21, 40])
  func wideCharactersAreMeasuredInColumns(width: Int) {
    let text = "単語 " + String(repeating: "日本語の文章 ", count: 8) + "🎉🎉🎉 done"
    let lines = TextWrapper(width: width).lines(text)
    for line in Self.shown(lines) {
      #expect(
        CharacterWidth.columns(of: line) <= width,
        "\(CharacterWidth.columns(of: line)) columns at \(width): \(line)")
    }
    let long = String(repeating: "字", count: width)
    let cut = Self.shown(TextWrapper(width: width).lines(long))
    #expect(cut.allSatisfy { CharacterWidth.columns(of: $0) <= width }, "\(cut)")
    #expect(cut.joined() == long)
  }

  /// A command kept whole is found where the standard search finds it: the last of its
  /// non-overlapping matches from the start, character by character (an `e` is not the start of
  /// `é`), an empty one at the end, and none in text without it.
  @Test(arguments: [
    ("Then run unwrap challenge again: unwrap challenge", "unwrap challenge"),
    ("aaa", "aa"), ("aaaa", "aa"), ("abcabc", "abc"), ("cafe\u{301} cafe", "cafe"),
    ("cafe\u{301}", "cafe"), ("cafe\u{301}", "e\u{301}"), ("café", "e\u{301}"),
    ("unwrap", ""), ("", ""), ("", "x"), ("short", "longer than it"), ("🎉🎉 x 🎉", "🎉"),
    ("\u{1B}[1munwrap learn\u{1B}[0m", "unwrap learn"),
  ])
  func aKeptCommandIsFoundWhereTheStandardSearchFindsIt(text: String, piece: String) {
    #expect(text.lastOccurrence(of: piece) == text.ranges(of: piece).last)
  }

  @Test(arguments: [[], [""], ["one"], ["one", "two", "three"], ["", "", ""], ["a", "", "b"]])
  func joinedTextIsWhatJoinedGives(lines: [String]) {
    #expect(lines.joinedText(separator: "\n") == lines.joined(separator: "\n"))
    #expect(lines.joinedText(separator: ", ") == lines.joined(separator: ", "))
  }
}
