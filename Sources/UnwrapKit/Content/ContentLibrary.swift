import ContentSyntax
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

/// Reads content from its source (built into the binary, or `UNWRAP_CONTENT_DIR`), turning every
/// problem into a `ContentError`.
public struct ContentLibrary: Sendable {
  public let source: ContentSource
  public let syllabus: Syllabus

  public static let chaptersFile = "Chapters.json"

  /// Loads the syllabus from `source`. The built-in syllabus was written as Swift values at build
  /// time (`UnwrapContent.chapters`), so no JSON is decoded for it.
  public init(source: ContentSource) throws(ContentError) {
    self.source = source
    if source == .builtIn, !UnwrapContent.chapters.isEmpty {
      self.syllabus = Self.builtInSyllabus
    } else {
      self.syllabus = try Self.decode(Syllabus.self, file: Self.chaptersFile, from: source)
    }
  }

  /// The syllabus built into the binary, as `Chapters.json` would decode.
  static var builtInSyllabus: Syllabus {
    Syllabus(
      chapters: UnwrapContent.chapters.map { outline in
        Chapter(
          name: outline.name, slug: outline.slug, sections: outline.sections.map(\.slug),
          titles: Dictionary(
            outline.sections.map { ($0.slug, $0.title) }, uniquingKeysWith: { first, _ in first }))
      })
  }

  /// Loads the syllabus from a content folder on disk.
  public init(directory: URL) throws(ContentError) {
    try self.init(source: .folder(directory))
  }

  /// The content built into the binary.
  public static func builtIn() throws(ContentError) -> ContentLibrary {
    try ContentLibrary(source: .builtIn)
  }

  /// The content to use: the folder `UNWRAP_CONTENT_DIR` names when set, otherwise the built-in copy.
  public static func defaultSource(environment: [String: String]) throws(ContentError)
    -> ContentSource
  {
    guard let override = environment["UNWRAP_CONTENT_DIR"], !override.isEmpty else {
      return .builtIn
    }
    let url = URL(fileURLWithPath: override, isDirectory: true)
    guard FileManager.default.fileExists(atPath: url.appendingPathComponent(chaptersFile).path)
    else {
      throw ContentError(
        file: url.appendingPathComponent(chaptersFile).path,
        message: "not found (UNWRAP_CONTENT_DIR points at \(override))")
    }
    return .folder(url)
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

  /// Loads a review, refusing one with fewer statements than its kind asks (`ReviewType`), which
  /// could not be taken as a review at all.
  public func review(_ slug: String) throws(ContentError) -> Review {
    let file = Self.reviewFile(slug)
    let review = try Self.decode(Review.self, file: file, from: source)
    try review.checkEnoughStatements(file: file)
    return review
  }

  public func lesson(_ slug: String) throws(ContentError) -> Lesson {
    let file = Self.lessonFile(slug)
    return try HTMLSubsetParser(file: file).parse(try source.read(file))
  }

  /// The section titles, from `Chapters.json`, keyed by slug.
  public func sectionTitles() -> [String: String] {
    syllabus.titles
  }

  /// Decodes a JSON content file. Every file in a folder passes `JSONSyntaxCheck` first, so a control
  /// character or a nesting too deep is refused by line and column before the decoder (which recurses)
  /// sees it. The built-in copy skips the check to save start-up time: the embedder runs the same
  /// check on every file and stops the build at the first problem, `content validate` runs it on
  /// every built-in file (`ContentValidator.textProblems`), and so do the tests of the shipped content.
  static func decode<T: Decodable>(_ type: T.Type, file: String, from source: ContentSource)
    throws(ContentError) -> T
  {
    let text = try source.read(file)
    if source != .builtIn, let problem = textProblem(in: text, file: file) {
      throw problem
    }
    do {
      return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    } catch {
      throw ContentError.decoding(error, file: file, text: text)
    }
  }

  /// What `JSONSyntaxCheck` finds first in a JSON content file, by line and column, as loading it
  /// from a folder reports it; nil when the file is well-formed JSON that keeps `ContentTextRules`.
  static func textProblem(in text: String, file: String) -> ContentError? {
    guard let problem = JSONSyntaxCheck.firstContentProblem(in: text) else { return nil }
    return ContentError(file: file, item: problem.place, message: problem.sentence)
  }
}
