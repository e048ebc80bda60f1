import UnwrapContent

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
    /// `learn`, `challenge`, `exercises` or `practice`.
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
  /// Spaced-review cards due today that `unwrap review` can ask (`ReviewPractice.dueCards`).
  public var reviewsDue: Int
  /// Today's challenge is done: finished or ended early, not open to be continued
  /// (`challengeToContinueToday`).
  public var challengeTakenToday: Bool
  public var challengeScoreToday: Int?
  /// Today's challenge was ended before its last question (nil when none was taken today): it
  /// counts towards no badge. False while it is open to be continued.
  public var challengeEndedEarlyToday: Bool?
  /// Today's challenge was cut short by a judging failure and `unwrap challenge` goes on with it:
  /// a script reading `status --json` must not take it for taken.
  public var challengeToContinueToday: Bool = false
  /// Today's challenge result as saved (nil when none was taken today), so the home screen tells
  /// it in the challenge's own words, a challenge left early with where it was left.
  public var challengeToday: ChallengeResult?
  /// Today's challenge is being answered in another unwrap now, so it is not "left" but open
  /// (set by the command, which asks the challenge's claim; false when none was begun today).
  public var challengeOpenElsewhere = false
  public var isFirstRun: Bool
  /// Workspace exercises passed, and how many the content holds.
  public var exercisesDone: Int
  public var exercisesTotal: Int
  /// Exercises whose section is read and that have not passed yet.
  public var exercisesOpen: Int
  /// The command the home screen's Exercises row names, by the same rule as an exercise's next
  /// step: `unwrap exercises` in a workspace or to go back to one, `unwrap exercises init` when there
  /// is none to go to, or the command that mends a damaged one.
  public var exercisesCommand: String
  public var next: NextStep

  /// `reviews` says which cards can be asked, so only those are counted as due (nil when the
  /// reviews cannot be read, and so none can be asked); `exercises` is every workspace exercise in
  /// syllabus order; `workspace` says where the learner's workspace is from the current folder, so
  /// the next step goes back to it, or makes or mends one.
  public init(
    progress: LearnerProgress, syllabus: Syllabus, titles: [String: String], badges: BadgeCatalog,
    reviews: ReviewPractice?, today: Day, exercises: [ExerciseOutline] = [],
    workspace: WorkspacePlace = .here
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
    reviewsDue = reviews?.dueCards(of: progress, on: today).count ?? 0
    let todays = progress.challenges[today]
    challengeToContinueToday = todays?.canContinue == true
    challengeTakenToday = todays != nil && !challengeToContinueToday
    challengeScoreToday = todays?.points
    challengeEndedEarlyToday = todays.map { !$0.isFinished && !$0.canContinue }
    challengeToday = todays
    // A failed review of a section never read records neither, but it does make review cards.
    isFirstRun =
      progress.activeDays.isEmpty && progress.sections.isEmpty && progress.cards.isEmpty
    exercisesDone = exercises.filter { progress.hasDone(exercise: $0.name) }.count
    exercisesTotal = exercises.count
    let open = exercises.filter {
      progress.hasRead($0.section) && !progress.hasDone(exercise: $0.name)
    }
    exercisesOpen = open.count
    exercisesCommand = Self.exercisesPlace(workspace, passedAny: exercisesDone > 0).command
    // The next unread section; once everything is read, the first one not yet reviewed.
    let planner = LearnPlanner(syllabus: syllabus)
    let nextSection =
      planner.firstUnread(progress: progress) ?? planner.firstUnreviewed(progress: progress)
    // After today's challenge, an open exercise comes before the next lesson: write what was read.
    if let section = nextSection, sectionsRead < 3 {
      next = NextStep(
        kind: "learn", command: "unwrap learn \(section)", title: titles[section] ?? section)
    } else if !challengeTakenToday {
      next = NextStep(kind: "challenge", command: "unwrap challenge", title: "Today's challenge")
    } else if let exercise = open.first {
      next = Self.exerciseStep(
        "Exercise: \(exercise.title)", workspace: workspace, passedAny: exercisesDone > 0)
    } else if let section = nextSection {
      next = NextStep(
        kind: "learn", command: "unwrap learn \(section)", title: titles[section] ?? section)
    } else {
      next = NextStep(kind: "practice", command: "unwrap practice", title: "Practice")
    }
  }

  /// The next step for the exercise called `title`: in the workspace here, back in the learner's
  /// own, or in one to make or mend first. Passed exercises say nothing of where a workspace is
  /// (the progress file may come from another machine), so only `workspace` is trusted.
  static func exerciseStep(_ title: String, workspace: WorkspacePlace, passedAny: Bool) -> NextStep
  {
    let (command, place) = exercisesPlace(workspace, passedAny: passedAny)
    return NextStep(kind: "exercises", command: command, title: title + place)
  }

  /// The command that leads to the exercises from `workspace`, and the words that say where.
  private static func exercisesPlace(_ workspace: WorkspacePlace, passedAny: Bool) -> (
    command: String, place: String
  ) {
    switch workspace {
    case .here: ("unwrap exercises", "")
    case .elsewhere: ("unwrap exercises", ", in your exercise workspace")
    case .gone: ("unwrap exercises init", ", in a new workspace: yours is gone")
    case .none: ("unwrap exercises init", passedAny ? ", in a new workspace" : "")
    case .damaged(let repair): (repair, ", once your workspace is mended")
    }
  }
}
