import Testing

@testable import UnwrapKit

/// Every chapter of more than one section ends with its summary section, `<chapter>-summary`:
/// `content validate` says so of a chapter that does not, as `swift test` long did alone.
@Suite struct ChapterSummaryRuleTests {
  let validator = ContentValidator(source: .builtIn)

  @Test func aChapterWithoutItsSummaryLastIsAProblem() {
    let syllabus = Syllabus(chapters: [
      Chapter(
        name: "Loops", slug: "loops", sections: ["for-loops", "loops-summary", "while-loops"],
        titles: ["for-loops": "For", "loops-summary": "Summary", "while-loops": "While"])
    ])
    #expect(
      validator.validateSyllabus(syllabus) == [
        ContentError(
          file: "Chapters.json", item: "chapters[0].sections",
          message:
            "ends with \"while-loops\"; every chapter ends with its summary section, \"loops-summary\""
        )
      ])
  }

  @Test func aSummaryLastOrASingleSectionIsFine() {
    let syllabus = Syllabus(chapters: [
      Chapter(
        name: "Loops", slug: "loops", sections: ["for-loops", "loops-summary"],
        titles: ["for-loops": "For", "loops-summary": "Summary"]),
      Chapter(
        name: "Wrap up", slug: "wrap-up", sections: ["next-steps"], titles: ["next-steps": "Next"]),
    ])
    #expect(validator.validateSyllabus(syllabus).isEmpty)
  }
}
