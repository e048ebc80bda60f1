/// One chapter of the syllabus: a name, a slug, and its sections in teaching order.
public struct Chapter: Codable, Equatable, Sendable {
  public var name: String
  public var slug: String
  public var sections: [String]

  public init(name: String, slug: String, sections: [String]) {
    self.name = name
    self.slug = slug
    self.sections = sections
  }
}

/// The ordered list of chapters from `Chapters.json`; the one place that knows what comes after what.
public struct Syllabus: Codable, Equatable, Sendable {
  public var chapters: [Chapter]

  public init(chapters: [Chapter]) {
    self.chapters = chapters
  }

  /// Every section slug in teaching order.
  public var allSections: [String] { chapters.flatMap(\.sections) }

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
