import Foundation
import Testing
import UnwrapKit

/// The content folder in this checkout, which is what ships.
enum ShippedContent {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Content")

  static let library: ContentLibrary? = try? ContentLibrary(directory: directory)
  static let sections: [String] = library?.syllabus.allSections ?? []
  static let toolchain = SwiftToolchain.find()
}

@Suite struct ShippedContentTests {
  @Test func chaptersLoad() throws {
    let library = try ContentLibrary(directory: ShippedContent.directory)
    #expect(!library.syllabus.chapters.isEmpty)
    #expect(library.syllabus.chapters.first?.slug == "simple-types")
  }

  @Test func validatorFindsNoProblems() {
    let problems = ContentValidator(directory: ShippedContent.directory).validate()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyChapterEndsWithASummary() throws {
    let library = try ContentLibrary(directory: ShippedContent.directory)
    for chapter in library.syllabus.chapters where chapter.sections.count > 1 {
      #expect(chapter.sections.last == "\(chapter.slug)-summary")
    }
  }

  @Test(arguments: ShippedContent.sections)
  func sectionHasALessonAndAWellShapedReview(slug: String) throws {
    let section = try #require(ShippedContent.library).section(slug)
    #expect(section.review.correct.count == 6)
    #expect(section.review.wrong.count == 6)
    let all = section.review.correct + section.review.wrong
    #expect(Set(all.map { [$0.text ?? "", $0.code ?? ""] }).count == 12, "statements are unique")
    #expect(all.allSatisfy { !$0.reason.isEmpty })
    #expect(ContentValidator.lessonWordRange.contains(section.lesson.proseWordCount))
  }

  @Test(
    .enabled(
      if: ShippedContent.toolchain != nil,
      "no swiftc on this machine: code samples were not compiled"),
    arguments: ShippedContent.sections)
  func everyCodeSampleCompilesAndPrintsWhatItShows(slug: String) throws {
    let library = try #require(ShippedContent.library)
    let checker = CodeSampleChecker(toolchain: try #require(ShippedContent.toolchain))
    let problems = try checker.check(
      slug: slug, lesson: library.lesson(slug), review: library.review(slug))
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }
}
