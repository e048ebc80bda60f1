import Foundation
import UnwrapContent

/// A section as a learner meets it: where it sits in the syllabus, its lesson and its review.
public struct Section: Equatable, Sendable {
  public var slug: String
  public var chapter: Chapter
  public var lesson: Lesson
  public var review: Review
  /// The postscript parsed into lesson blocks, if the review has one.
  public var postscript: [LessonBlock]?

  public var title: String { chapter.title(of: slug) }
}

/// Reads content from a folder (the shipped bundle or `UNWRAP_CONTENT_DIR`), turning every problem into a `ContentError`.
public struct ContentLibrary: Sendable {
  /// The folder holding `Chapters.json`.
  public let directory: URL
  public let syllabus: Syllabus

  public static let chaptersFile = "Chapters.json"

  /// Loads the syllabus from `directory`.
  public init(directory: URL) throws(ContentError) {
    self.directory = directory
    self.syllabus = try Self.decode(Syllabus.self, file: Self.chaptersFile, in: directory)
  }

  /// The content folder to use: `UNWRAP_CONTENT_DIR` when set, otherwise the content shipped with the binary.
  public static func defaultDirectory(environment: [String: String]) throws(ContentError) -> URL {
    if let override = environment["UNWRAP_CONTENT_DIR"], !override.isEmpty {
      let url = URL(fileURLWithPath: override, isDirectory: true)
      guard FileManager.default.fileExists(atPath: url.appendingPathComponent(chaptersFile).path)
      else {
        throw ContentError(
          file: url.appendingPathComponent(chaptersFile).path,
          message: "not found (UNWRAP_CONTENT_DIR points at \(override))")
      }
      return url
    }
    guard let url = UnwrapContent.directory else {
      throw ContentError(
        file: chaptersFile,
        message:
          "the content shipped with unwrap was not found beside the binary; reinstall it, or set UNWRAP_CONTENT_DIR to a Content folder"
      )
    }
    return url
  }

  public static func sectionFolder(_ slug: String) -> String { "Sections/\(slug)" }
  public static func lessonFile(_ slug: String) -> String { "Sections/\(slug)/lesson.html" }
  public static func reviewFile(_ slug: String) -> String { "Sections/\(slug)/review.json" }

  /// Whether the syllabus lists this section.
  public func hasSection(_ slug: String) -> Bool {
    syllabus.allSections.contains(slug)
  }

  /// Loads one section in full: lesson, review and postscript.
  public func section(_ slug: String) throws(ContentError) -> Section {
    guard let chapter = syllabus.chapter(containing: slug) else {
      throw ContentError(file: Self.chaptersFile, message: "no section is called \(slug)")
    }
    let review = try self.review(slug)
    let lesson = try self.lesson(slug)
    var postscript: [LessonBlock]?
    if let source = review.postscript {
      postscript = try HTMLSubsetParser(file: Self.reviewFile(slug) + " (postscript)").parse(source)
        .blocks
    }
    return Section(
      slug: slug, chapter: chapter, lesson: lesson, review: review, postscript: postscript)
  }

  public func review(_ slug: String) throws(ContentError) -> Review {
    try Self.decode(Review.self, file: Self.reviewFile(slug), in: directory)
  }

  public func lesson(_ slug: String) throws(ContentError) -> Lesson {
    let file = Self.lessonFile(slug)
    let source = try Self.read(file, in: directory)
    return try HTMLSubsetParser(file: file).parse(source)
  }

  /// The section titles, from `Chapters.json`, keyed by slug.
  public func sectionTitles() -> [String: String] {
    syllabus.titles
  }

  static func read(_ file: String, in directory: URL) throws(ContentError) -> String {
    let url = directory.appendingPathComponent(file)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw ContentError(file: file, message: "is missing")
    }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ContentError(file: file, message: "could not be read as UTF-8 text")
    }
  }

  static func decode<T: Decodable>(_ type: T.Type, file: String, in directory: URL)
    throws(ContentError) -> T
  {
    let text = try read(file, in: directory)
    do {
      return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    } catch {
      throw ContentError.decoding(error, file: file)
    }
  }
}
