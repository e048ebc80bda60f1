import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

@Suite struct LessonRendererTests {
  let plain = LessonRenderer(style: Style(enabled: false), width: 40)

  @Test func paragraphsWrapToTheWidthAndMarkInlineCodeWithoutColour() throws {
    let lesson = try HTMLSubsetParser(file: "t").parse(
      "<p>Use <code>var</code> when a value changes, and keep every line of this paragraph short enough.</p>"
    )
    let text = plain.render(lesson.blocks)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 40 })
    #expect(text.contains("`var`"))
    #expect(!text.contains("\u{1B}"))
  }

  /// A code line wider than the terminal is cut under its gutter, `↳` before each row it goes on
  /// to, so the terminal never wraps it to the first column; with no terminal it stays whole.
  @Test func aCodeLineWiderThanTheTerminalIsCutUnderItsGutter() {
    let line = "print(totalDistance(of: [3, 5]))"
    var narrow = LessonRenderer(style: Style(enabled: false), width: 40, codeColumns: 20)
    #expect(
      narrow.code(line).split(separator: "\n")
        == ["  │ print(totalDista", "  ↳ nce(of: [3, 5]))"])
    #expect(narrow.code("let a = 1") == "  │ let a = 1")
    narrow.codeColumns = nil
    #expect(narrow.code(line) == "  │ " + line)
    // In colour, a style open at the cut is closed at the row's end and opened on the next row.
    let coloured = LessonRenderer(style: Style(enabled: true), width: 40, codeColumns: 16)
    let rows = coloured.code("let s = \"a long string\"").split(separator: "\n").map(String.init)
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { Style.visibleWidth($0) <= 16 }, "\(rows)")
    #expect(rows[0].hasSuffix(Style.reset))
    #expect(rows[1].contains("\u{1B}[31mong string"), "\(rows)")
  }

  /// Tap to Code's answer is shown in its program with its line pointed at, in the gutter, so the
  /// code keeps its indentation.
  @Test func aMarkedLineIsPointedAtInTheGutter() {
    #expect(
      plain.code("for stop in stops {\n    print(stop)\n}", marking: 2)
        == "  │ for stop in stops {\n  ▸     print(stop)\n  │ }")
  }

  @Test func colourHighlightsKeywordsStringsAndNumbers() {
    let highlighted = SwiftHighlighter(style: Style(enabled: true)).highlight(
      "let name = \"Ada\" // hi\nlet age = 36")
    #expect(highlighted.contains("\u{1B}[35mlet\u{1B}[0m"))
    #expect(highlighted.contains("\u{1B}[31m\"Ada\"\u{1B}[0m"))
    #expect(highlighted.contains("\u{1B}[33m36\u{1B}[0m"))
    #expect(highlighted.contains("\u{1B}[90m// hi\u{1B}[0m"))
  }

  /// One line of a longer string or comment, shown alone (a Rearrange line), keeps its colour,
  /// though the tokenizer does not count it as a string or comment.
  @Test func aStringOrCommentLeftOpenKeepsItsColour() {
    let highlighter = SwiftHighlighter(style: Style(enabled: true))
    #expect(highlighter.highlight("/* first half") == "\u{1B}[90m/* first half\u{1B}[0m")
    #expect(highlighter.highlight("\"\"\"") == "\u{1B}[31m\"\"\"\u{1B}[0m")
  }

  @Test func mistakesAreLabelledAndOutputIsShown() throws {
    let lesson = try HTMLSubsetParser(file: "t").parse(
      """
      <pre class="swift">
      print(1)
      </pre>
      <pre class="output">
      1
      </pre>
      <pre class="swift" data-mistake="compile">
      let x = 1
      x = 2
      </pre>
      """)
    let text = plain.render(lesson.blocks)
    #expect(text.contains("Output:"))
    #expect(text.contains("This does not compile"))
  }

  @Test func aPackageFileIsLabelledWithItsPackageAndPath() throws {
    let lesson = try HTMLSubsetParser(file: "t").parse(
      """
      <pre class="swift" data-package="Pantry" data-file="Sources/Pantry/Jar.swift">
      public struct Jar {}
      </pre>
      """)
    #expect(plain.render(lesson.blocks).hasPrefix("File Pantry/Sources/Pantry/Jar.swift:"))
  }

  /// A package file that is a mistake may build on its own (a manifest without products) and break
  /// the package that depends on it, so it is never said not to compile.
  @Test func aPackageMistakeIsLabelledAsABuildThatFails() throws {
    let lesson = try HTMLSubsetParser(file: "t").parse(
      """
      <pre class="swift" data-package="Units" data-file="Package.swift" data-mistake="compile" data-error="not found">
      // no products
      </pre>
      """)
    let lines = plain.render(lesson.blocks).split(separator: "\n")
    #expect(lines.prefix(2) == ["File Units/Package.swift:", "✗ With this file, the build fails:"])
    #expect(!plain.render(lesson.blocks).contains("does not compile"))
  }

  @Test func visibleWidthIgnoresEscapes() {
    #expect(Style.visibleWidth(Style(enabled: true).bold("abc")) == 3)
  }
}
