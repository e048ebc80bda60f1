/// Every practice activity, built from the content, in the order `unwrap practice` lists them.
public struct PracticeCatalog: Sendable {
  public let activities: [any PracticeActivity]

  public init(activities: [any PracticeActivity]) {
    self.activities = activities
  }

  /// Builds the activities of `ActivityRegistry` (or only those `only` names); any problem is a
  /// `ContentError` naming the bank file. Free Coding runs answers with `toolchain` when there is one.
  public init(
    library: ContentLibrary, toolchain: (any CodeRunner)? = nil, only ids: Set<String>? = nil
  ) throws(ContentError) {
    var activities: [any PracticeActivity] = []
    for registration in ActivityRegistry.all where ids?.contains(registration.info.id) ?? true {
      activities.append(try registration.make(library, toolchain))
    }
    self.activities = activities
  }

  /// What the practice list and the badges show about each activity, in catalog order, known without
  /// loading any bank (the home screen needs only this).
  public static let infos: [ActivityInfo] = ActivityRegistry.all.map(\.info)

  public func activity(id: String) -> (any PracticeActivity)? {
    activities.first { $0.info.id == id }
  }

  /// The unlocked activities with no question yet about the lessons read: a learner who read ahead of
  /// the course's order can open an activity whose every question needs a lesson they skipped. Only
  /// an activity unlocked past the first unread lesson can be one (one unlocked in order has
  /// questions: `ShippedBankTests` proves it), so a learner who reads in order pays nothing; the rest
  /// are built from the embedded index (no bank is decoded). A catalog that cannot be built marks
  /// none, and starting the activity then reports the problem.
  public static func waitingForLessons(library: ContentLibrary, progress: LearnerProgress)
    -> Set<String>
  {
    let order = library.syllabus.allSections
    guard let gap = order.firstIndex(where: { !progress.hasRead($0) }) else { return [] }
    let suspects = Set(
      infos.filter { info in
        progress.hasRead(info.unlockSection)
          && order.firstIndex(of: info.unlockSection).map { $0 > gap } ?? true
      }.map(\.id))
    guard !suspects.isEmpty, let catalog = try? PracticeCatalog(library: library, only: suspects)
    else { return [] }
    return Set(
      catalog.activities.filter { $0.availableItems(hasRead: progress.hasRead).isEmpty }
        .map(\.info.id))
  }
}
