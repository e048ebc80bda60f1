/// One chapter of the syllabus: a name, a slug, and its sections in teaching order with their titles.
///
/// `Chapters.json` lists each section as `{ "slug": …, "title": … }`, so the table of contents (the
/// learn list, the home screen) is read from one small file rather than from every review.
public struct Chapter: Codable, Equatable, Sendable {
  public var name: String
  public var slug: String
  /// Section slugs in teaching order.
  public var sections: [String]
  /// Each section's title, by slug.
  public var titles: [String: String]

  public init(name: String, slug: String, sections: [String], titles: [String: String] = [:]) {
    self.name = name
    self.slug = slug
    self.sections = sections
    self.titles = titles
  }

  /// One entry of a chapter's `sections` array.
  struct SectionEntry: Codable {
    var slug: String
    var title: String

    /// Every key this type reads; `content validate` reports any other (`KeySchema`).
    enum CodingKeys: String, CodingKey, CaseIterable {
      case slug, title
    }
  }

  /// Every key a chapter reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, slug, sections
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    slug = try container.decode(String.self, forKey: .slug)
    let entries = try container.decode([SectionEntry].self, forKey: .sections)
    sections = entries.map(\.slug)
    titles = Dictionary(
      entries.map { ($0.slug, $0.title) }, uniquingKeysWith: { first, _ in first })
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(slug, forKey: .slug)
    try container.encode(
      sections.map { SectionEntry(slug: $0, title: title(of: $0)) }, forKey: .sections)
  }

  /// A section's title; its slug when the chapter names none.
  public func title(of section: String) -> String {
    titles[section] ?? section
  }
}

/// The ordered list of chapters from `Chapters.json`; the one place that knows what comes after what.
public struct Syllabus: Codable, Equatable, Sendable {
  public var chapters: [Chapter]

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case chapters
  }

  /// The keys of `Chapters.json`.
  static var keySchema: KeySchema {
    KeySchema(
      CodingKeys.self,
      nested: [
        "chapters": KeySchema(
          Chapter.CodingKeys.self,
          nested: ["sections": KeySchema(Chapter.SectionEntry.CodingKeys.self)])
      ])
  }

  public init(chapters: [Chapter]) {
    self.chapters = chapters
  }

  /// Every section slug in teaching order.
  public var allSections: [String] { chapters.flatMap(\.sections) }

  /// Every section's title, by slug.
  public var titles: [String: String] {
    chapters.reduce(into: [:]) { titles, chapter in
      titles.merge(chapter.titles) { first, _ in first }
    }
  }

  /// A section's title; its slug when the syllabus does not list it.
  public func title(of section: String) -> String {
    chapter(containing: section)?.title(of: section) ?? section
  }

  public func chapter(slug: String) -> Chapter? {
    chapters.first { $0.slug == slug }
  }

  /// The chapter that holds a section.
  public func chapter(containing section: String) -> Chapter? {
    chapters.first { $0.sections.contains(section) }
  }

  /// Whether `earlier` is taught before (or is) `later`.
  public func section(_ earlier: String, isTaughtNoLaterThan later: String) -> Bool {
    let order = allSections
    guard let first = order.firstIndex(of: earlier), let second = order.firstIndex(of: later) else {
      return false
    }
    return first <= second
  }
}
