import ContentSyntax
import Foundation
import Testing

@testable import UnwrapContent
@testable import UnwrapKit

@Suite struct ContentLibraryTests {
  @Test func loadsSyllabusAndSections() throws {
    let folder = try Fixtures.content()
    let library = try ContentLibrary(directory: folder.url)
    #expect(library.syllabus.allSections == ["boxes", "crates"])
    let section = try library.section("crates")
    #expect(section.title == "Crates")
    #expect(section.chapter.slug == "storage")
    #expect(section.review.correct.count == 6)
    #expect(section.postscript == [.paragraph([.text("A nugget.")])])
  }

  @Test func aMissingFileIsAContentErrorNamingIt() throws {
    let folder = try Fixtures.content()
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("Sections/boxes/review.json"))
    #expect(throws: ContentError(file: "Sections/boxes/review.json", message: "is missing")) {
      try ContentLibrary(directory: folder.url).section("boxes")
    }
  }

  @Test func aMissingFieldIsNamedByItsPath() throws {
    let folder = try Fixtures.content()
    let broken = Fixtures.reviewJSON().replacingOccurrences(
      of: #""reason": "Because true 3.""#, with: #""why": 1"#)
    try folder.write(broken, to: "Sections/boxes/review.json")
    #expect(
      throws: ContentError(
        file: "Sections/boxes/review.json", item: "correct[2].reason", message: "is missing")
    ) {
      try ContentLibrary(directory: folder.url).review("boxes")
    }
  }

  @Test func theSyntaxCheckFindsTheFirstMistakeAndPassesValidJSON() {
    #expect(
      JSONSyntaxCheck.firstProblem(in: #"{"a": [1, -2.5e3, true, null, "x\"y"], "b": {}}"#) == nil)
    #expect(JSONSyntaxCheck.firstProblem(in: #"{"a": 1 "b": 2}"#)?.column == 9)
    #expect(
      JSONSyntaxCheck.firstProblem(in: #"{"a": 1, 2}"#)?.message == "expected a \"quoted\" key")
    // A byte-order mark is named, not reported as a value expected at column 1.
    #expect(
      JSONSyntaxCheck.firstProblem(in: "\u{FEFF}{}")?.message
        == "starts with a byte-order mark (U+FEFF); save the file as UTF-8 without one")
    #expect(JSONSyntaxCheck.firstProblem(in: "{\"a\": \"é\n\"}")?.line == 1)
    #expect(
      JSONSyntaxCheck.firstProblem(in: "[1] 2")?.message == "expected nothing more after the value")
    #expect(JSONSyntaxCheck.firstProblem(in: "")?.message.contains("cut short") == true)
    // Every shipped JSON file passes, so the checker never blames good content.
    for path in UnwrapContent.paths where path.hasSuffix(".json") {
      #expect(JSONSyntaxCheck.firstProblem(in: UnwrapContent.file(path)!) == nil, "\(path)")
    }
  }

  @Test func brokenJSONAndWrongTypesAreContentErrors() throws {
    let folder = try Fixtures.content()
    try folder.write(#"{ "chapters": [ { "name": 3 } ] }"#, to: "Chapters.json")
    #expect(
      throws: ContentError(
        file: "Chapters.json", item: "chapters[0].name", message: "should be text")
    ) {
      try ContentLibrary(directory: folder.url)
    }
    try folder.write(#"{ "chapters": [ "#, to: "Chapters.json")
    let error = #expect(throws: ContentError.self) { try ContentLibrary(directory: folder.url) }
    #expect(error?.file == "Chapters.json")
    #expect(error?.message.contains("not valid JSON") == true)
    #expect(error?.item == "line 1, column 17")
    #expect(error?.message.contains("cut short") == true)
    try folder.write("{\n  \"chapters\": [\n    {} {}\n  ]\n}\n", to: "Chapters.json")
    #expect(
      throws: ContentError(
        file: "Chapters.json", item: "line 3, column 8",
        message: "is not valid JSON: expected a , or a ] (is a comma missing?)")
    ) {
      try ContentLibrary(directory: folder.url)
    }
  }

  @Test(arguments: [
    ("{\"a\": \"x\u{1B}[2J\"}", 9, #"\u{1B}"#),
    ("{\"a\": \"bell\u{07}\"}", 12, #"\u{7}"#),
    ("{\"a\": \"csi\u{9B}\"}", 11, #"\u{9B}"#),
    ("{\"a\": \"del\u{7F}\"}", 11, #"\u{7F}"#),
    (#"{"a": "x\u001b[2J"}"#, 9, #"\u{1B}"#),
    (#"{"a": "x\u001B"}"#, 9, #"\u{1B}"#),
    (#"{"a": "x\u0085"}"#, 9, #"\u{85}"#),
    (#"{"a": "x\u007f"}"#, 9, #"\u{7F}"#),
    (#"{"a": "x\u0000"}"#, 9, #"\u{0}"#),
    (#"{"a": "over\rwrite"}"#, 12, #"\u{D}"#),
    (#"{"a": "back\bspace"}"#, 12, #"\u{8}"#),
    ("{\"a\": 1}\r\n", 9, #"\u{D}"#),
    ("{\u{1B}\"a\": 1}", 2, #"\u{1B}"#),
  ])
  func theSyntaxCheckRefusesControlCharactersRawAndEscaped(json: String, column: Int, shown: String)
  {
    let problem = JSONSyntaxCheck.firstProblem(in: json)
    #expect(problem?.kind == .controlCharacter, "\(String(describing: problem))")
    #expect(problem?.line == 1)
    #expect(problem?.column == column)
    #expect(problem?.message.contains("control character \(shown)") == true)
  }

  @Test func newlinesTabsAndOtherEscapesPassTheSyntaxCheck() {
    #expect(
      JSONSyntaxCheck.firstProblem(
        in: #"{"a": "x\n\t\u000a\u0009\u00e9\u00A0\\u001b\"\/"}"# + "\n\t") == nil)
  }

  @Test func aHundredThousandNestedBracketsAreAProblemNotACrash() {
    let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let problem = JSONSyntaxCheck.firstProblem(in: json)
    #expect(problem?.kind == .tooDeep)
    #expect(problem?.column == ContentTextRules.maximumNesting + 1)
    let limit = ContentTextRules.maximumNesting
    #expect(
      JSONSyntaxCheck.firstProblem(
        in: String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) == nil)
  }

  @Test func loadingRefusesControlCharactersInEveryJSONFile() throws {
    let files = [
      "Chapters.json", "Glossary.json", "Sections/boxes/review.json", "Practice/TapToCode.json",
    ]
    for file in files {
      for damage in ["\u{1B}", #"\u001b"#] {
        let folder = try Fixtures.content()
        let url = folder.url.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let damaged = text.replacingOccurrences(of: #"": ""#, with: #"": ""# + damage)
          .replacingOccurrences(of: #"": []"#, with: #"": [""# + damage + #""]"#)
        #expect(damaged != text)
        try folder.write(damaged, to: file)
        let error = #expect(throws: ContentError.self, "\(file)") {
          let library = try ContentLibrary(directory: folder.url)
          _ = try library.section("boxes")
          _ = try library.glossary()
          _ = try library.bank(TapToCodeQuestion.self, file: TapToCodeQuestion.file)
        }
        #expect(error?.file == file)
        #expect(error?.item.hasPrefix("line ") == true)
        #expect(error?.message.contains(#"\u{1B}"#) == true, "\(String(describing: error))")
        #expect(Fixtures.problems(in: folder).contains { $0 == error }, "validate: \(file)")
      }
    }
  }

  @Test func loadingRefusesAControlCharacterInALesson() throws {
    let folder = try Fixtures.content(sections: Fixtures.validatedSections)
    try folder.write(
      "<p>\u{1B}[2J</p>\n" + Fixtures.lessonHTML, to: "Sections/storage-summary/lesson.html")
    let expected = ContentError(
      file: "Sections/storage-summary/lesson.html", item: "line 1, column 4",
      message: ContentTextRules.controlMessage(0x1B))
    #expect(throws: expected) {
      try ContentLibrary(directory: folder.url).section("storage-summary")
    }
    #expect(Fixtures.problems(in: folder) == [expected])
  }

  @Test func loadingRefusesJSONNestedTooDeepBeforeDecodingIt() throws {
    let folder = try Fixtures.content()
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    try folder.write(#"{ "chapters": "# + deep + " }", to: "Chapters.json")
    let expected = ContentError(
      file: "Chapters.json", item: "line 1, column 270", message: ContentTextRules.nestingMessage)
    #expect(throws: expected) { try ContentLibrary(directory: folder.url) }
    #expect(Fixtures.problems(in: folder) == [expected])
  }

  @Test(arguments: [
    ("single", 3, 6, "correct"), ("single", 6, 0, "wrong"), ("single", 0, 0, "correct"),
    ("multiple", 0, 6, "correct"), ("multiple", 6, 0, "wrong"),
  ])
  func aReviewWithTooFewStatementsForItsKindDoesNotLoad(
    type: String, correct: Int, wrong: Int, side: String
  ) throws {
    let folder = try Fixtures.content()
    try folder.write(
      Fixtures.reviewJSON(type: type, correct: correct, wrong: wrong),
      to: "Sections/boxes/review.json")
    let error = #expect(throws: ContentError.self) {
      try ContentLibrary(directory: folder.url).section("boxes")
    }
    #expect(error?.file == "Sections/boxes/review.json")
    #expect(error?.item == side)
    #expect(error?.message.contains("\(type) review needs at least") == true)
  }

  @Test(arguments: [("single", 4, 4), ("multiple", 1, 1)])
  func aReviewWithTheFewestStatementsItsKindAsksLoads(type: String, correct: Int, wrong: Int)
    throws
  {
    let folder = try Fixtures.content()
    try folder.write(
      Fixtures.reviewJSON(type: type, correct: correct, wrong: wrong),
      to: "Sections/boxes/review.json")
    #expect(try ContentLibrary(directory: folder.url).review("boxes").correct.count == correct)
  }

  @Test func contentDirectoryOverrideMustHoldChapters() {
    #expect(throws: ContentError.self) {
      try ContentLibrary.defaultSource(environment: ["UNWRAP_CONTENT_DIR": "/nonexistent/place"])
    }
  }

  @Test func withoutAnOverrideTheBuiltInContentIsUsed() throws {
    #expect(try ContentLibrary.defaultSource(environment: [:]) == .builtIn)
    #expect(try ContentLibrary.builtIn().syllabus.allSections.first == "variables")
  }

  /// The copy compiled into the binary is exactly the checkout's Content folder, file for file.
  @Test func theBuiltInContentIsTheCheckoutsContentFolder() throws {
    let folder = ContentSource.checkoutFolder
    let walker = FileManager.default.enumerator(atPath: folder.path)
    let onDisk = (walker?.allObjects as? [String] ?? [])
      .filter {
        $0.hasSuffix(".json") || $0.hasSuffix(".html")
          || ($0.hasPrefix("Exercises/") && $0.hasSuffix(".swift"))
      }.sorted()
    #expect(onDisk == UnwrapContent.paths)
    for path in onDisk {
      #expect(
        try ContentSource.builtIn.read(path) == ContentSource.folder(folder).read(path), "\(path)")
    }
    #expect(ContentSource.builtIn.sectionFolders() == ContentSource.folder(folder).sectionFolders())
  }

  /// `UnwrapContent.file` is a binary search: the paths must be in strictly increasing order, each
  /// finds its own text, and a path between, before or after them finds nothing.
  @Test func everyEmbeddedPathFindsItsTextAndNoOtherPathFindsAny() throws {
    let paths = UnwrapContent.paths
    #expect(zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 })
    for path in paths {
      let text = try #require(UnwrapContent.file(path), "\(path)")
      #expect(text == UnwrapContent.embeddedTexts[paths.firstIndex(of: path)!], "\(path)")
      #expect(UnwrapContent.file(path + "x") == nil)
      #expect(UnwrapContent.file(String(path.dropLast())) == nil)
    }
    for absent in ["", "A", "zzz", "Sections/", "Sections/zzz/lesson.html"] {
      #expect(UnwrapContent.file(absent) == nil, "\(absent)")
    }
  }
}

@Suite struct ContentValidatorTests {
  @Test func validContentHasNoProblems() throws {
    let folder = try Fixtures.content(sections: Fixtures.validatedSections)
    #expect(Fixtures.problems(in: folder).isEmpty)
  }

  @Test func reportsEveryProblemWithFileAndItem() throws {
    let folder = try Fixtures.content(sections: Fixtures.validatedSections)
    try folder.write(Fixtures.reviewJSON(correct: 5), to: "Sections/boxes/review.json")
    try folder.write("<p>Too short.</p>", to: "Sections/storage-summary/lesson.html")
    try folder.write("<p>stray</p>", to: "Sections/orphan/lesson.html")
    let problems = Fixtures.problems(in: folder)
    #expect(
      problems.contains(
        ContentError(
          file: "Sections/boxes/review.json", item: "correct",
          message: "has 5 statements; a review has 6")))
    #expect(
      problems.contains {
        $0.file == "Sections/storage-summary/lesson.html" && $0.message.contains("2 words")
      })
    #expect(
      problems.contains(
        ContentError(file: "Sections/orphan", message: "is not listed in Chapters.json")))
    #expect(problems.count == 3)
  }

  /// Without `data-error` nothing checks that a mistake fails for the reason the lesson gives.
  @Test func aCompileMistakeWithoutDataErrorIsAProblem() throws {
    let lesson = try HTMLSubsetParser(file: "l.html").parse(
      """
      <pre class="swift" data-mistake="compile" data-error="cannot find 'a' in scope">
      print(a)
      </pre>
      <pre class="swift" data-mistake="compile">
      print(b)
      </pre>
      <pre class="swift" data-mistake="trap">
      print([1][2])
      </pre>
      """)
    let problems = ContentValidator(source: .builtIn).validateLesson(lesson, file: "l.html")
      .filter { !$0.message.contains("words of prose") }
    #expect(
      problems == [
        ContentError(
          file: "l.html", item: "line 4 (code block 2)",
          message: ContentValidator.mistakeWithoutError)
      ])
  }

  @Test func duplicateSlugsRepeatedStatementsAndCodeWithoutCompilesFlag() throws {
    let folder = try Fixtures.content(sections: ["boxes", "boxes"])
    var review = Fixtures.reviewJSON()
    review = review.replacingOccurrences(of: #""text": "false 2""#, with: #""text": "false 1""#)
    review = review.replacingOccurrences(of: #""text": "true 1""#, with: #""code": "let a = 1""#)
    try folder.write(review, to: "Sections/boxes/review.json")
    let problems = ContentValidator(directory: folder.url).validate()
    #expect(
      problems.contains {
        $0.item == "chapters[0].sections[1]" && $0.message.contains("used twice")
      })
    #expect(
      problems.contains { $0.item == "wrong[1]" && $0.message == "repeats another statement" })
    #expect(problems.contains { $0.item == "correct[0].compiles" })
  }

  @Test func slugs() {
    #expect(ContentValidator.isSlug("multi-line-strings"))
    #expect(!ContentValidator.isSlug("Multi"))
    #expect(!ContentValidator.isSlug("a--b"))
    #expect(!ContentValidator.isSlug(""))
  }
}
