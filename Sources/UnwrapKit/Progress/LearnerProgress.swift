/// What the learner has done with one section.
public struct SectionProgress: Codable, Equatable, Sendable {
  /// The day the lesson was first read.
  public var read: Day?
  /// The day the review was first completed.
  public var reviewed: Day?
  /// Fields a newer unwrap wrote, written back unchanged.
  var unknownFields: UnknownFields = [:]

  public init(read: Day? = nil, reviewed: Day? = nil) {
    self.read = read
    self.reviewed = reviewed
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case read, reviewed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    read = try container.decodeIfPresent(Day.self, forKey: .read)
    reviewed = try container.decodeIfPresent(Day.self, forKey: .reviewed)
    unknownFields = try decoder.unknownFields(besides: CodingKeys.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(read, forKey: .read)
    try container.encodeIfPresent(reviewed, forKey: .reviewed)
    try encoder.encode(unknownFields: unknownFields)
  }
}

/// Everything unwrap remembers about a learner: one value, one file format, one place that writes it.
public struct LearnerProgress: Codable, Equatable, Sendable {
  /// The schema this build writes. A file with a larger number was written by a newer unwrap.
  public static let currentSchemaVersion = 3

  public var schemaVersion: Int
  public var sections: [String: SectionProgress]
  public var points: Points
  /// The days with at least one completed activity, for streaks.
  public var activeDays: Set<Day>
  /// Practice activities by id. Added in schema 2.
  public var practice: [String: ActivityProgress]
  /// Daily challenge results by day. Added in schema 2.
  public var challenges: [Day: ChallengeResult]
  /// Spaced-review cards by statement id (`section:correct:2`). Added in schema 3.
  public var cards: [String: ReviewCard]
  /// Whether sections reviewed before spaced review existed have had their statements scheduled.
  public var reviewCardsSeeded: Bool
  /// The exercises of the workspace that passed, by name, with the day each first passed. Added
  /// after schema 3 without a bump: an older file has none (and an unwrap from before
  /// `unknownFields` dropped them on its next save).
  public var exercises: [String: Day]
  /// Fields this unwrap does not know, written back unchanged, so a field added within a schema
  /// version survives an older unwrap's saves.
  var unknownFields: UnknownFields

  public init() {
    schemaVersion = Self.currentSchemaVersion
    sections = [:]
    points = Points()
    activeDays = []
    practice = [:]
    challenges = [:]
    cards = [:]
    reviewCardsSeeded = true
    exercises = [:]
    unknownFields = [:]
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case schemaVersion, sections, points, activeDays, practice, challenges, cards, reviewCardsSeeded
    case exercises
  }

  /// The fields every unwrap that wrote a file of `schema` wrote, so a file of that schema without
  /// one of them is damaged, not empty there: a field is read as its default only when the file
  /// comes from before it existed (`exercises` came within schema 3, so it may always be missing).
  static func requiredFields(forSchema schema: Int) -> Set<String> {
    var fields: Set<String> = ["sections", "points", "activeDays"]
    if schema >= 2 { fields.formUnion(["practice", "challenges"]) }
    if schema >= 3 { fields.formUnion(["cards", "reviewCardsSeeded"]) }
    return fields
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // An older file is read as the current schema (what it lacks takes defaults) and saved as such.
    let schema = try container.decode(Int.self, forKey: .schemaVersion)
    schemaVersion = Self.currentSchemaVersion
    let required = Self.requiredFields(forSchema: schema)
    // A field that is there must hold a value (no unwrap writes null); one that is missing is
    // damage unless the file is older than the field.
    func field<T: Decodable>(_ key: CodingKeys, or fallback: T) throws -> T {
      if container.contains(key) || required.contains(key.stringValue) {
        return try container.decode(T.self, forKey: key)
      }
      return fallback
    }
    sections = try field(.sections, or: [:])
    points = try field(.points, or: Points())
    activeDays = try field(.activeDays, or: [])
    practice = try field(.practice, or: [:])
    let challengeList: [String: ChallengeResult] = try field(.challenges, or: [:])
    var challenges: [Day: ChallengeResult] = [:]
    for (text, result) in challengeList {
      guard let day = Day(text) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [CodingKeys.challenges, JSONFieldKey(text)],
            debugDescription: "not a real date written YYYY-MM-DD: \(text)"))
      }
      challenges[day] = result
    }
    self.challenges = challenges
    cards = try field(.cards, or: [:])
    reviewCardsSeeded = try field(.reviewCardsSeeded, or: false)
    let exerciseList: [String: String] = try field(.exercises, or: [:])
    var exercises: [String: Day] = [:]
    for (name, text) in exerciseList {
      guard let day = Day(text) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [CodingKeys.exercises, JSONFieldKey(name)],
            debugDescription: "not a real date written YYYY-MM-DD: \(text)"))
      }
      exercises[name] = day
    }
    self.exercises = exercises
    unknownFields = try decoder.unknownFields(besides: CodingKeys.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(sections, forKey: .sections)
    try container.encode(points, forKey: .points)
    try container.encode(activeDays.sorted(), forKey: .activeDays)
    try container.encode(practice, forKey: .practice)
    try container.encode(
      Dictionary(uniqueKeysWithValues: challenges.map { ($0.key.description, $0.value) }),
      forKey: .challenges)
    try container.encode(cards, forKey: .cards)
    try container.encode(reviewCardsSeeded, forKey: .reviewCardsSeeded)
    try container.encode(exercises.mapValues(\.description), forKey: .exercises)
    try encoder.encode(unknownFields: unknownFields)
  }

  public func hasRead(_ slug: String) -> Bool { sections[slug]?.read != nil }
  public func hasReviewed(_ slug: String) -> Bool { sections[slug]?.reviewed != nil }

  /// Marks a section read, awarding the reading points the first time. Returns the points awarded.
  @discardableResult
  public mutating func markRead(_ slug: String, on day: Day) -> Int {
    activeDays.insert(day)
    guard !hasRead(slug) else { return 0 }
    sections[slug, default: SectionProgress()].read = day
    points.award(PointValues.reading, to: .learning)
    return PointValues.reading
  }

  /// Marks a section reviewed (which also counts as reading it), awarding points once each. Returns the points awarded.
  @discardableResult
  public mutating func markReviewed(_ slug: String, on day: Day) -> Int {
    var awarded = markRead(slug, on: day)
    guard !hasReviewed(slug) else { return awarded }
    sections[slug, default: SectionProgress()].reviewed = day
    points.award(PointValues.reviewing, to: .review)
    awarded += PointValues.reviewing
    return awarded
  }
}
