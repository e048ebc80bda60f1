/// Everything the home screen shows, as one value: rank, points by source, streaks, badges, today's
/// challenge and the next thing to do. `unwrap status --json` prints it as is.
public struct StatusSnapshot: Codable, Equatable, Sendable {
  public struct RankInfo: Codable, Equatable, Sendable {
    public var number: Int
    public var name: String
    public var nextName: String?
    public var pointsToNext: Int?
    /// From 0 to 1.
    public var progressToNext: Double
  }

  public struct NextStep: Codable, Equatable, Sendable {
    /// `learn`, `challenge` or `practice`.
    public var kind: String
    public var command: String
    public var title: String
  }

  public var totalPoints: Int
  public var points: Points
  public var rank: RankInfo
  public var currentStreak: Int
  public var bestStreak: Int
  public var badgesEarned: Int
  public var badgesTotal: Int
  public var sectionsRead: Int
  public var sectionsReviewed: Int
  public var sectionsTotal: Int
  /// Spaced-review cards due today.
  public var reviewsDue: Int
  public var challengeTakenToday: Bool
  public var challengeScoreToday: Int?
  public var isFirstRun: Bool
  public var next: NextStep

  public init(
    progress: LearnerProgress, syllabus: Syllabus, titles: [String: String], badges: BadgeCatalog,
    today: Day
  ) {
    totalPoints = progress.points.total
    points = progress.points
    let total = progress.points.total
    let current = Rank.forPoints(total)
    rank = RankInfo(
      number: current.number, name: current.name, nextName: current.next?.name,
      pointsToNext: current.next.map { $0.threshold - total },
      progressToNext: current.progress(total))
    currentStreak = Streaks.current(progress.activeDays, today: today)
    bestStreak = Streaks.best(progress.activeDays)
    let all = badges.badges(for: progress, today: today)
    badgesEarned = all.filter(\.isEarned).count
    badgesTotal = all.count
    sectionsRead = syllabus.allSections.filter { progress.hasRead($0) }.count
    sectionsReviewed = syllabus.allSections.filter { progress.hasReviewed($0) }.count
    sectionsTotal = syllabus.allSections.count
    reviewsDue = progress.dueCards(on: today).count
    let todays = progress.challenges[today]
    challengeTakenToday = todays != nil
    challengeScoreToday = todays?.points
    isFirstRun = progress.activeDays.isEmpty && progress.sections.isEmpty
    // The next unread section; once everything is read, the first one not yet reviewed.
    let planner = LearnPlanner(syllabus: syllabus)
    let nextSection =
      syllabus.allSections.first { !progress.hasRead($0) }
      ?? planner.firstUnreviewed(progress: progress)
    if let section = nextSection, sectionsRead < 3 || challengeTakenToday {
      next = NextStep(
        kind: "learn", command: "unwrap learn \(section)", title: titles[section] ?? section)
    } else if !challengeTakenToday {
      next = NextStep(kind: "challenge", command: "unwrap challenge", title: "Today's challenge")
    } else {
      next = NextStep(kind: "practice", command: "unwrap practice", title: "Practice")
    }
  }
}
