import Foundation
import Testing
import UnwrapKit

/// The content built into the binary, which is what ships (a UnwrapKitTests test proves it equals the
/// checkout's Content folder).
enum ShippedContent {
  static let library: ContentLibrary? = try? ContentLibrary.builtIn()
  static let sections: [String] = library?.syllabus.allSections ?? []
  static let toolchain = RecordedToolchain.find()
}

// Ten minutes, not five: a lesson with package samples builds and tests whole packages, which on a
// busy two-core machine takes minutes.
@Suite(.timeLimit(.minutes(30))) struct ShippedContentTests {
  @Test func chaptersLoad() throws {
    let library = try ContentLibrary.builtIn()
    #expect(!library.syllabus.chapters.isEmpty)
    #expect(library.syllabus.chapters.first?.slug == "simple-types")
  }

  @Test func validatorFindsNoProblems() {
    let problems = ContentValidator(source: .builtIn).validate()
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyModernSwiftChapterOfTheSwiftSixReadyBadgeIsInTheSyllabus() throws {
    let slugs = try ContentLibrary.builtIn().syllabus.chapters.map(\.slug)
    for chapter in BadgeCatalog.modernSwiftChapters {
      #expect(slugs.contains(chapter), "Swift 6 Ready counts \(chapter), which is not a chapter")
    }
  }

  @Test func everyChapterEndsWithASummary() throws {
    let library = try ContentLibrary.builtIn()
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
    let checker = CodeSampleChecker(runner: try #require(ShippedContent.toolchain))
    let problems = try checker.check(
      slug: slug, lesson: library.lesson(slug), review: library.review(slug))
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }
}
