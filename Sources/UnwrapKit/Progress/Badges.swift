/// A badge: what it is called, what earns it, and how close the learner is.
public struct Badge: Equatable, Sendable {
  public var id: String
  public var name: String
  public var description: String
  /// Progress so far and the goal, in the badge's own unit.
  public var progress: Int
  public var goal: Int
  public var unit: String

  /// A goal of nothing (a syllabus with no sections yet) is never met by doing nothing.
  public var isEarned: Bool { goal > 0 && progress >= goal }
}

/// Every badge, computed from progress (never stored, so it can never disagree with the points it rewards).
public struct BadgeCatalog: Sendable {
  public let syllabus: Syllabus
  /// The practice activities, by id and title.
  public let activities: [(id: String, title: String)]
  /// The names of the workspace exercises the content holds.
  public let exercises: [String]

  public init(
    syllabus: Syllabus, activities: [(id: String, title: String)], exercises: [String] = []
  ) {
    self.syllabus = syllabus
    self.activities = activities
    self.exercises = exercises
  }

  /// Exercise badges between the first and all of them (only those below the total are offered).
  public static let exerciseGoals = [10, 25]

  public static let sessionsPerActivityBadge = 10
  public static let streakGoals = [5, 10, 30, 100]
  public static let challengeGoals = [5, 20, 50]
  /// The chapters that teach Swift as it is today: finishing all of them earns "Swift 6 Ready".
  /// `ShippedContentTests` checks that each one is in the syllabus.
  public static let modernSwiftChapters = [
    "functional-collections", "errors", "generics", "memory", "concurrency",
    "testing-and-packages", "modern-syntax",
  ]

  public func badges(for progress: LearnerProgress, today: Day) -> [Badge] {
    var badges: [Badge] = []
    let read = syllabus.allSections.filter { progress.hasRead($0) }.count
    badges.append(
      Badge(
        id: "first-steps", name: "First Steps", description: "Read your first lesson.",
        progress: min(read, 1), goal: 1, unit: "lesson"))
    // A chapter with no sections (content still being written) has nothing to graduate from.
    for chapter in syllabus.chapters where !chapter.sections.isEmpty {
      let reviewed = chapter.sections.filter { progress.hasReviewed($0) }.count
      badges.append(
        Badge(
          id: "chapter-\(chapter.slug)", name: "\(chapter.name) Graduate",
          description: "Review every section of \(chapter.name).", progress: reviewed,
          goal: chapter.sections.count,
          unit: chapter.sections.count == 1 ? "section" : "sections"))
    }
    let modernChapters = syllabus.chapters.filter { Self.modernSwiftChapters.contains($0.slug) }
    let modern = modernChapters.flatMap(\.sections)
    if let first = modernChapters.first, let last = modernChapters.last {
      badges.append(
        Badge(
          id: "swift-6-ready", name: "Swift 6 Ready",
          description:
            "Review every section of the \(modernChapters.count) chapters from \(first.name) to \(last.name).",
          progress: modern.filter { progress.hasReviewed($0) }.count, goal: modern.count,
          unit: "sections"))
    }
    badges.append(
      Badge(
        id: "cover-to-cover", name: "Cover to Cover",
        description: "Read every lesson in the syllabus.", progress: read,
        goal: syllabus.allSections.count, unit: "lessons"))
    for activity in activities {
      badges.append(
        Badge(
          id: "practice-\(activity.id)", name: "\(activity.title) Regular",
          description: "Complete \(Self.sessionsPerActivityBadge) sessions of \(activity.title).",
          progress: progress.practice[activity.id]?.sessions ?? 0,
          goal: Self.sessionsPerActivityBadge, unit: "sessions"))
    }
    // Earned by the best run ever, and kept once earned; one not earned yet shows how far the
    // current run has come, since a broken run no longer counts towards it.
    let best = Streaks.best(progress.activeDays)
    let current = Streaks.current(progress.activeDays, today: today)
    for goal in Self.streakGoals {
      badges.append(
        Badge(
          id: "streak-\(goal)", name: "\(goal)-Day Streak",
          description: "Practise on \(goal) days in a row.",
          progress: best >= goal ? best : current, goal: goal, unit: "days"))
    }
    // A challenge ended early is not finished, so it counts towards none of these.
    let challenges = progress.finishedChallenges
    for goal in Self.challengeGoals {
      badges.append(
        Badge(
          id: "challenges-\(goal)", name: "Challenger \(goal)",
          description: "Finish \(goal) daily challenges to the last question.",
          progress: challenges, goal: goal,
          unit: "challenges"))
    }
    badges += exerciseBadges(progress)
    let flawless = progress.challenges.values.filter { $0.correct == $0.total && $0.total > 0 }
      .count
    badges.append(
      Badge(
        id: "flawless", name: "Flawless",
        description: "Answer every question of a daily challenge correctly.",
        progress: min(flawless, 1), goal: 1, unit: "challenge"))
    return badges
  }

  private func exerciseBadges(_ progress: LearnerProgress) -> [Badge] {
    guard !exercises.isEmpty else { return [] }
    let done = exercises.filter { progress.hasDone(exercise: $0) }.count
    var badges = [
      Badge(
        id: "exercise-first", name: "Hello, Editor", description: "Solve your first exercise.",
        progress: min(done, 1), goal: 1, unit: "exercise")
    ]
    for goal in Self.exerciseGoals where goal < exercises.count {
      badges.append(
        Badge(
          id: "exercises-\(goal)", name: "\(goal) Exercises",
          description: "Solve \(goal) exercises in your editor.", progress: done, goal: goal,
          unit: "exercises"))
    }
    badges.append(
      Badge(
        id: "exercises-all", name: "Workspace Complete",
        description: "Solve every exercise in the workspace.", progress: done,
        goal: exercises.count, unit: "exercises"))
    return badges
  }

  /// Badges earned by `after` that `before` had not earned.
  public func newlyEarned(before: LearnerProgress, after: LearnerProgress, today: Day) -> [Badge] {
    let earlier = Set(badges(for: before, today: today).filter(\.isEarned).map(\.id))
    return badges(for: after, today: today).filter { $0.isEarned && !earlier.contains($0.id) }
  }
}
