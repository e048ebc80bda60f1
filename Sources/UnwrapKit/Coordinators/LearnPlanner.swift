/// The state of one section for a learner, as the Learn list shows it.
public enum SectionState: Equatable, Sendable {
  case notStarted
  case read
  case reviewed
}

/// Answers "which section?" questions: what a slug means, what comes next, how far along a chapter is.
public struct LearnPlanner: Sendable {
  public let syllabus: Syllabus

  public init(syllabus: Syllabus) {
    self.syllabus = syllabus
  }

  public func state(of slug: String, in progress: LearnerProgress) -> SectionState {
    if progress.hasReviewed(slug) { return .reviewed }
    if progress.hasRead(slug) { return .read }
    return .notStarted
  }

  /// What `unwrap learn <slug>` means.
  public enum Target: Equatable, Sendable {
    case section(String)
    /// A chapter slug, resolved to its first section not yet reviewed (or its first section when all are).
    case chapter(Chapter, section: String)
    /// A chapter whose `sections` is empty (content an author is editing): there is nothing to open.
    case emptyChapter(Chapter)
    case unknown(suggestions: [String])
  }

  public func resolve(_ slug: String, progress: LearnerProgress) -> Target {
    let wanted = slug.lowercased()
    if syllabus.allSections.contains(wanted) { return .section(wanted) }
    if let chapter = syllabus.chapter(slug: wanted) {
      guard let first = chapter.sections.first else { return .emptyChapter(chapter) }
      let section = chapter.sections.first { !progress.hasReviewed($0) } ?? first
      return .chapter(chapter, section: section)
    }
    let candidates = syllabus.chapters.map(\.slug) + syllabus.allSections
    return .unknown(suggestions: Suggestions.closest(to: wanted, in: candidates))
  }

  /// The first section after `slug` (wrapping to the start) that is not yet reviewed.
  public func nextSection(after slug: String, progress: LearnerProgress) -> String? {
    let order = syllabus.allSections
    let start = (order.firstIndex(of: slug) ?? -1) + 1
    let rotated = order[start...] + order[..<start]
    return rotated.first { !progress.hasReviewed($0) && $0 != slug }
  }

  /// The first section in the syllabus not yet read.
  public func firstUnread(progress: LearnerProgress) -> String? {
    syllabus.allSections.first { !progress.hasRead($0) }
  }

  /// The first section in the syllabus not yet reviewed.
  public func firstUnreviewed(progress: LearnerProgress) -> String? {
    syllabus.allSections.first { !progress.hasReviewed($0) }
  }
}
