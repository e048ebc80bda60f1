import ContentSyntax
import Testing

@testable import UnwrapKit

@Suite struct HTMLSubsetParserTests {
  let parser = HTMLSubsetParser(file: "Sections/x/lesson.html")

  @Test func parsesParagraphsWithInlineMarkupAndEntities() throws {
    let lesson = try parser.parse(
      "<p>Use <code>a &lt; b</code> and <strong>never</strong> <em>guess</em>.</p>")
    #expect(
      lesson.blocks == [
        .paragraph([
          .text("Use "), .code("a < b"), .text(" and "), .strong([.text("never")]), .text(" "),
          .emphasis([.text("guess")]), .text("."),
        ])
      ])
  }

  /// A numeric reference is read whatever its length (`&#x1F600;` was cut at eight characters and
  /// called a bare &), in text and in attributes; one past Unicode is named as that.
  @Test func readsNumericReferencesOfAnyLength() throws {
    let lesson = try parser.parse(
      "<p>Smile &#x1F600; &#128512; &#x00041;&#39;</p>\n"
        + "<pre class=\"swift\" data-mistake=\"compile\" data-error=\"&#x1F600;\">\nx\n</pre>")
    #expect(lesson.blocks.first == .paragraph([.text("Smile 😀 😀 A'")]))
    #expect(lesson.codeBlocks.first?.expectedError == "😀")
    #expect(
      throws: ContentError(
        file: "Sections/x/lesson.html", item: "line 1",
        message: "&#x110000; names no character (write & as &amp;)")
    ) {
      try parser.parse("<p>&#x110000;</p>")
    }
  }

  @Test func attachesOutputAndReadsCodeAttributes() throws {
    let lesson = try parser.parse(
      """
      <pre class="swift">
      var a = 1
      </pre>
      <pre class="swift" data-continues>
      print(a)
      </pre>
      <pre class="output">
      1
      </pre>
      <aside class="pitfall">
      <p>Careful.</p>
      <pre class="swift" data-mistake="compile">
      let b = 1
      b = 2
      </pre>
      </aside>
      """)
    let blocks = lesson.codeBlocks
    #expect(blocks.count == 3)
    #expect(blocks[0] == CodeBlock(code: "var a = 1", role: .example, continues: false, line: 1))
    #expect(
      blocks[1]
        == CodeBlock(
          code: "print(a)", role: .example, continues: true, expectedOutput: "1", line: 4)
    )
    #expect(blocks[2].role == .compileError)
    // Where each `<pre>` starts, so a compile check names the line as the parser's messages do.
    #expect(blocks.map(\.line) == [1, 4, 12])
  }

  @Test func readsPackageFileAttributes() throws {
    let lesson = try parser.parse(
      """
      <pre class="swift" data-package="Pantry" data-file="Package.swift">
      // swift-tools-version: 6.0
      </pre>
      <pre class="swift" data-package="Pantry" data-file="Sources/pantry/main.swift" data-expect="run">
      print("jam")
      </pre>
      <pre class="output">
      jam
      </pre>
      <pre class="swift" data-package="Pantry" data-file="Sources/pantry/main.swift" data-mistake="compile">
      print(jam)
      </pre>
      """)
    let blocks = lesson.codeBlocks
    #expect(blocks[0].packageFile == PackageFileBlock(package: "Pantry", path: "Package.swift"))
    #expect(
      blocks[1].packageFile
        == PackageFileBlock(package: "Pantry", path: "Sources/pantry/main.swift", expectation: .run)
    )
    #expect(blocks[1].expectedOutput == "jam")
    #expect(blocks[2].role == .compileError && blocks[2].packageFile?.expectation == nil)
  }

  @Test(arguments: [
    ("<pre class=\"swift\" data-file=\"a.swift\">\nx\n</pre>", "data-file needs data-package"),
    ("<pre class=\"swift\" data-expect=\"build\">\nx\n</pre>", "data-expect needs data-package"),
    ("<pre class=\"swift\" data-package=\"P\">\nx\n</pre>", "a package block needs data-file"),
    (
      "<pre class=\"swift\" data-package=\"P\" data-file=\"../a.swift\">\nx\n</pre>",
      "needs data-file"
    ),
    (
      "<pre class=\"swift\" data-package=\"P\" data-file=\"/a.swift\">\nx\n</pre>",
      "needs data-file"
    ),
    ("<pre class=\"swift\" data-package=\"P\" data-file=\"a.txt\">\nx\n</pre>", "needs data-file"),
    ("<pre class=\"swift\" data-package=\"../P\" data-file=\"a.swift\">\nx\n</pre>", "folder name"),
    (
      "<pre class=\"swift\" data-package=\"P\" data-file=\"a.swift\" data-continues>\nx\n</pre>",
      "cannot continue"
    ),
    (
      "<pre class=\"swift\" data-package=\"P\" data-file=\"a.swift\" data-mistake=\"trap\">\nx\n</pre>",
      "only with data-mistake"
    ),
    (
      "<pre class=\"swift\" data-package=\"P\" data-file=\"a.swift\" data-expect=\"pass\">\nx\n</pre>",
      "data-expect must be one of"
    ),
    (
      "<pre class=\"swift\" data-package=\"P\" data-file=\"a.swift\">\nx\n</pre>\n<pre class=\"output\">\n1\n</pre>",
      "only with data-expect"
    ),
  ])
  func rejectsMalformedPackageBlocks(html: String, message: String) {
    #expect {
      _ = try parser.parse(html)
    } throws: { error in
      (error as? ContentError)?.message.contains(message) == true
    }
  }

  /// `data-error` names the compiler's error a compile mistake must fail with; its entities are
  /// decoded, so a `>` or `"` in an error can be written.
  @Test func readsTheErrorAMistakeMustFailWith() throws {
    let lesson = try parser.parse(
      """
      <pre class="swift" data-mistake="compile" data-error="cannot convert '() -&gt; Void' to &quot;x&quot; &amp; 'y'">
      f(g())
      </pre>
      """)
    #expect(lesson.codeBlocks.first?.expectedError == "cannot convert '() -> Void' to \"x\" & 'y'")
  }

  @Test(arguments: [
    (
      "<pre class=\"swift\" data-error=\"x\">\nx\n</pre>",
      "data-error belongs on a data-mistake=\"compile\" block"
    ),
    (
      "<pre class=\"swift\" data-mistake=\"trap\" data-error=\"x\">\nx\n</pre>",
      "data-error belongs on a data-mistake=\"compile\" block"
    ),
    (
      "<pre class=\"swift\" data-mistake=\"compile\" data-error=\" \">\nx\n</pre>",
      "data-error is empty"
    ),
    (
      "<pre class=\"swift\" data-mistake=\"compile\" data-error=\"a -> b\">\nx\n</pre>",
      "attribute data-error's value never closes"
    ),
    (
      "<pre class=\"swift\" data-mistake=\"compile\" data-error=\"a & b\">\nx\n</pre>",
      "a bare & or unknown entity in an attribute"
    ),
  ])
  func rejectsAMisplacedOrMalformedDataError(html: String, message: String) {
    #expect {
      _ = try parser.parse(html)
    } throws: { error in
      (error as? ContentError)?.message.contains(message) == true
    }
  }

  /// A comment ends at `-->`, not at a `>` inside it, and counts its lines.
  @Test func aCommentMayHoldAGreaterThanSign() throws {
    let lesson = try parser.parse("<p>Almost <!-- x > y,\n  a -> b -->every program</p>")
    #expect(lesson.blocks == [.paragraph([.text("Almost "), .text("every program")])])
    #expect(
      throws: ContentError(
        file: "Sections/x/lesson.html", item: "line 3", message: "<q> is not in the lesson subset")
    ) {
      try parser.parse("<!-- one\ntwo -->\n<q>x</q>")
    }
  }

  @Test func listsAndHeadings() throws {
    let lesson = try parser.parse("<h3>Two</h3><ol><li>one</li><li><code>two</code></li></ol>")
    #expect(
      lesson.blocks == [
        .heading([.text("Two")]), .list(ordered: true, items: [[.text("one")], [.code("two")]]),
      ])
  }

  @Test(arguments: [
    ("<p>fine</p>\n<div>no</div>", "line 2", "<div> is not in the lesson subset"),
    ("<p>open", "line 1", "<p> is never closed"),
    ("<p>a & b</p>", "line 1", "a bare & (write &amp;)"),
    ("<p>x</p></em>", "line 1", "</em> closes nothing"),
    (
      "\u{FEFF}<p>x</p>", "line 1, column 1",
      "starts with a byte-order mark (U+FEFF); save the file as UTF-8 without one"
    ),
    ("<p>x</p>\n<!-- note: a > b", "line 2", "a comment (<!--) that never closes"),
    (
      "<pre class=\"output\">\n1\n</pre>", "line 1",
      "an output block must come right after a swift block"
    ),
    (
      "<pre class=\"swift\" data-mistake=\"oops\">\nx\n</pre>", "line 1",
      "data-mistake must be \"compile\" or \"trap\""
    ),
    ("<p>&bogus;</p>", "line 1", "unknown entity &bogus;"),
    ("loose text", "line 1", "text outside a block element: \"loose text\""),
  ])
  func rejectsAnythingOutsideTheSubsetNamingTheLine(source: String, item: String, message: String) {
    #expect(throws: ContentError(file: "Sections/x/lesson.html", item: item, message: message)) {
      try parser.parse(source)
    }
  }

  @Test(arguments: [
    ("<p>a\u{1B}[2J b</p>", "line 1, column 5", #"\u{1B}"#),
    ("<p>one</p>\n<p>bell\u{07}</p>", "line 2, column 8", #"\u{7}"#),
    ("<p>del\u{7F}</p>", "line 1, column 7", #"\u{7F}"#),
    ("<p>csi\u{9B}31m</p>", "line 1, column 7", #"\u{9B}"#),
    ("<p>crlf</p>\r\n", "line 1, column 12", #"\u{D}"#),
    ("<pre class=\"swift\">\nprint(\"\u{1B}\")\n</pre>", "line 2, column 8", #"\u{1B}"#),
  ])
  func refusesRawControlCharactersNamingLineAndColumn(source: String, item: String, shown: String) {
    let error = #expect(throws: ContentError.self) { try parser.parse(source) }
    #expect(error?.file == "Sections/x/lesson.html")
    #expect(error?.item == item)
    #expect(
      error?.message.contains("control character \(shown)") == true, "\(String(describing: error))")
  }

  @Test(arguments: ["&#27;", "&#x1B;", "&#X1b;", "&#0027;", "&#7;", "&#x9B;", "&#127;", "&#13;"])
  func refusesNumericReferencesToControlCharacters(reference: String) {
    let error = #expect(throws: ContentError.self) {
      try parser.parse("<p>fine</p>\n<p>a \(reference)[31m b</p>")
    }
    #expect(error?.item == "line 2")
    #expect(error?.message.contains("control character") == true, "\(String(describing: error))")
    #expect(error?.message.contains(reference) == true)
  }

  @Test func tabsNewlinesAndOtherReferencesAreStillFine() throws {
    let lesson = try parser.parse("<p>\ttab\nnew&#39;line &nbsp;</p>")
    #expect(lesson.blocks.count == 1)
  }

  @Test func fiftyThousandNestedTagsAreAnErrorNotACrash() {
    let depth = 50_000
    let source =
      "<p>" + String(repeating: "<strong>", count: depth) + "x"
      + String(repeating: "</strong>", count: depth) + "</p>"
    #expect(
      throws: ContentError(
        file: "Sections/x/lesson.html", item: "line 1",
        message: "<strong> nests more than 256 levels deep; content never needs that many")
    ) {
      try parser.parse(source)
    }
    let blocks =
      String(repeating: "<aside>", count: depth) + String(repeating: "</aside>", count: depth)
    #expect(throws: ContentError.self) { try parser.parse(blocks) }
  }

  @Test func nestingUpToTheLimitParses() throws {
    let depth = ContentTextRules.maximumNesting - 1
    let source =
      "<p>" + String(repeating: "<em>", count: depth) + "deep"
      + String(repeating: "</em>", count: depth) + "</p>"
    #expect(try parser.parse(source).proseWordCount == 1)
  }

  @Test func countsProseWordsButNotCode() throws {
    let lesson = try parser.parse(
      "<p>one two three</p><pre class=\"swift\">\nlet a = 1\n</pre><ul><li>four five</li></ul>")
    #expect(lesson.proseWordCount == 5)
  }
}
