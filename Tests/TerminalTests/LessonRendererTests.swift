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

  @Test func colourHighlightsKeywordsStringsAndNumbers() {
    let highlighted = SwiftHighlighter(style: Style(enabled: true)).highlight(
      "let name = \"Ada\" // hi\nlet age = 36")
    #expect(highlighted.contains("\u{1B}[35mlet\u{1B}[0m"))
    #expect(highlighted.contains("\u{1B}[31m\"Ada\"\u{1B}[0m"))
    #expect(highlighted.contains("\u{1B}[33m36\u{1B}[0m"))
    #expect(highlighted.contains("\u{1B}[90m// hi\u{1B}[0m"))
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

  @Test func visibleWidthIgnoresEscapes() {
    #expect(Style.visibleWidth(Style(enabled: true).bold("abc")) == 3)
  }
}
