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
}
