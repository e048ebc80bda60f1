import Testing

@testable import UnwrapKit

/// A review may use only what its lesson and the lessons before it teach: the construct check
/// reads its statements' code in syllabus order, as `content validate` runs it.
@Suite struct ReviewConstructTests {
  let syllabus = Syllabus(chapters: [
    Chapter(
      name: "A", slug: "a",
      sections: ["variables", "missing-data", "for-loops", "skipping-items", "a-summary"])
  ])

  /// The problems of a review of `statement` (five more plain ones beside it), read after the
  /// sections up to `section`, whose lessons are `lessons`.
  func problems(
    _ statement: ReviewStatement, after section: String, lessons: [String: String] = [:]
  ) throws -> [String] {
    var allowance = ReviewAllowance(syllabus: syllabus)
    for slug in syllabus.allSections {
      let lesson = try HTMLSubsetParser(file: "lesson.html").parse(
        lessons[slug] ?? "<p>Words.</p>")
      allowance.read(slug, lesson: lesson, postscript: nil)
      if slug == section { break }
    }
    let review = Review(
      reviewType: .single, question: "True or false?", hint: "Think.",
      correct: [statement], wrong: [])
    return ContentValidator.reviewConstructProblems(
      review, postscript: nil, file: "Sections/\(section)/review.json", allowance: allowance,
      taught: TaughtNames(["print", "count"])
    ).map { "\($0.item): \($0.message)" }
  }

  @Test func aStatementUsingALaterSectionsConstructIsReported() throws {
    let loop = ReviewStatement(
      text: "This code prints 1 and 2:", code: "for n in 1...2 {\n    print(n)\n}",
      compiles: true, reason: "It counts.")
    #expect(
      try problems(loop, after: "missing-data") == [
        "correct[0].code: uses a for loop, which \"for-loops\" teaches later; write it with what this lesson and the ones before it teach"
      ])
    #expect(try problems(loop, after: "for-loops") == [])
    let skip = ReviewStatement(
      text: "Nested loops with no `continue` run every iteration.", reason: "Nothing skips.")
    #expect(try problems(skip, after: "for-loops").count == 1)
    #expect(try problems(skip, after: "skipping-items") == [])
  }

  @Test func whatALessonSoFarShowsIsAllowedBeforeItsOwnSection() throws {
    let missing = ReviewStatement(text: "A missing key gives `nil`.", reason: "It is optional.")
    #expect(try problems(missing, after: "variables").count == 1)
    let lessons = ["variables": "<p>A lookup can give <code>nil</code>.</p>"]
    #expect(try problems(missing, after: "variables", lessons: lessons) == [])
  }

  @Test func theTextOfACodeStatementQuotesOutputNotCode() throws {
    let wave = ReviewStatement(
      text: "This code prints `Hi there!`:", code: "print(\"Hi there!\")", compiles: true,
      reason: "It prints.")
    #expect(try problems(wave, after: "variables") == [])
  }

  @Test func untaughtNamesAreReportedOnlyInCodeThatCompiles() throws {
    let popped = ReviewStatement(
      text: "This code prints 2:", code: "var n = [1, 2]\nprint(n.popLast())", compiles: true,
      reason: "It pops.")
    #expect(
      try problems(popped, after: "variables") == [
        "correct[0].code: \(SyllabusConstructs.untaughtMessage("popLast()"))"
      ])
    var wrong = popped
    wrong.compiles = false
    #expect(try problems(wrong, after: "variables") == [])
  }
}
