import UnwrapContent

extension PointValues {
  /// Each workspace exercise, the first time it passes.
  public static let exercise = 50
}

extension LearnerProgress {
  public func hasDone(exercise name: String) -> Bool { exercises[name] != nil }

  /// Records a passed exercise: the day is active, and the first pass earns its points and its day.
  /// Returns the points awarded (0 when it had passed before).
  @discardableResult
  public mutating func recordExercisePassed(_ name: String, on day: Day) -> Int {
    activeDays.insert(day)
    guard exercises[name] == nil else { return 0 }
    exercises[name] = day
    points.award(PointValues.exercise, to: .exercises)
    return PointValues.exercise
  }
}

/// One exercise as lists and the watch screen show it: where it is in the syllabus, whether it is
/// done, and whether its section has been read (an exercise opens with its section, as practice does).
public struct ExerciseStatus: Codable, Equatable, Sendable {
  public var number: Int
  public var name: String
  public var title: String
  public var section: String
  public var done: Bool
  public var locked: Bool

  public init(
    number: Int, name: String, title: String, section: String, done: Bool, locked: Bool
  ) {
    self.number = number
    self.name = name
    self.title = title
    self.section = section
    self.done = done
    self.locked = locked
  }

  /// Every outline's status in the order given (syllabus order), numbered as `numbers` says (a
  /// workspace's files are), else from 1 by position.
  public static func all(
    _ outlines: [ExerciseOutline], progress: LearnerProgress, numbers: [String: Int] = [:]
  ) -> [ExerciseStatus] {
    outlines.enumerated().map { index, outline in
      ExerciseStatus(
        number: numbers[outline.name] ?? index + 1, name: outline.name, title: outline.title,
        section: outline.section,
        done: progress.hasDone(exercise: outline.name), locked: !progress.hasRead(outline.section))
    }
  }

  /// Whether it can be worked on now: its lesson is read and it has not passed yet.
  public var isOpen: Bool { !done && !locked }

  /// The exercise to work on: the first open one, so a learner who skipped a lesson is not held at
  /// the exercise it locks; when none is open, the first not done (locked: its screen names the
  /// lesson to read); nil when all are done.
  public static func current(in statuses: [ExerciseStatus]) -> ExerciseStatus? {
    statuses.first(where: \.isOpen) ?? statuses.first { !$0.done }
  }

  /// Where moving on from `name` goes: the next open exercise after it, round to the start, with
  /// the locked ones passed over on the way; when none is open, the next not done (locked), passing
  /// over nothing; nil when every other exercise is done.
  public static func next(after name: String, in statuses: [ExerciseStatus])
    -> (next: ExerciseStatus, skipped: [ExerciseStatus])?
  {
    let rest =
      statuses.firstIndex { $0.name == name }.map {
        Array(statuses[($0 + 1)...] + statuses[..<$0])
      } ?? statuses
    if let open = rest.firstIndex(where: \.isOpen) {
      return (rest[open], rest[..<open].filter { !$0.done })
    }
    return rest.first { !$0.done }.map { ($0, []) }
  }
}
