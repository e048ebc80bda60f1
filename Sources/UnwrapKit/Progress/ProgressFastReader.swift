/// Reads a well-formed progress file straight from its UTF-8 bytes, without `JSONDecoder`.
///
/// Every command reads progress.json at start-up, and with a hundred sections the `Codable` path
/// costs more than the rest of the command (about 8 million instructions, against 0.4 million
/// here). This reader accepts only the shape unwrap writes, with fields it does not know kept in
/// `unknownFields`; on anything else (a key given twice, a fraction where a whole number belongs, a
/// value of the wrong kind) it returns nil and the store decodes with `JSONDecoder`, which also words the damage message (a key
/// given twice, which the decoder would take, the store refuses first). So the two can never
/// disagree on a file: this one answers only where it is certain.
/// `ProgressFastReaderTests` checks that both give the same value.
enum ProgressFastReader {
  /// The progress and the schema version the file was written in, or nil to use `JSONDecoder`.
  static func read(_ bytes: [UInt8]) -> (LearnerProgress, version: Int)? {
    var parser = JSONTreeParser(bytes: bytes)
    guard let root = parser.parseDocument(), case .object(let keys, let values) = root,
      let index = keys.firstIndex(of: "schemaVersion"), let version = integer(values[index]),
      let progress = progress(from: zip(keys, values))
    else { return nil }
    return (progress, version)
  }

  private static func progress(from fields: Zip2Sequence<[String], [JSONNode]>) -> LearnerProgress?
  {
    var progress = LearnerProgress()
    var seen = Set<String>()
    var schema: Int?
    // Keys the Codable path reads with decodeIfPresent: a missing one leaves the default.
    progress.reviewCardsSeeded = false
    for (key, value) in fields {
      guard seen.insert(key).inserted else { return nil }
      switch key {
      case "schemaVersion":
        // A newer file goes to the Codable path, which names the version it found.
        guard let version = integer(value), version <= LearnerProgress.currentSchemaVersion else {
          return nil
        }
        schema = version
      case "sections":
        guard let sections = dictionary(value, sectionProgress) else { return nil }
        progress.sections = sections
      case "points":
        guard let points = points(value) else { return nil }
        progress.points = points
      case "activeDays":
        guard case .array(let items) = value else { return nil }
        var days = Set<Day>()
        for item in items {
          guard let day = day(item) else { return nil }
          days.insert(day)
        }
        progress.activeDays = days
      case "practice":
        guard let practice = dictionary(value, activity) else { return nil }
        progress.practice = practice
      case "challenges":
        guard let byText = dictionary(value, challenge) else { return nil }
        var challenges: [Day: ChallengeResult] = [:]
        for (text, result) in byText {
          guard let day = Day(text) else { return nil }
          challenges[day] = result
        }
        progress.challenges = challenges
      case "cards":
        guard let cards = dictionary(value, card) else { return nil }
        progress.cards = cards
      case "exercises":
        guard let exercises = dictionary(value, day) else { return nil }
        progress.exercises = exercises
      case "reviewCardsSeeded":
        guard case .bool(let flag) = value else { return nil }
        progress.reviewCardsSeeded = flag
      default:
        guard keep(value) else { return nil }
        progress.unknownFields[key] = value
      }
    }
    // The Codable path requires a schema version, and the fields every writer of that schema wrote;
    // without them it reports the file as damaged.
    guard let schema, LearnerProgress.requiredFields(forSchema: schema).isSubset(of: seen) else {
      return nil
    }
    return progress
  }

  private static func dictionary<Value>(
    _ node: JSONNode, _ element: (JSONNode) -> Value?
  ) -> [String: Value]? {
    guard case .object(let keys, let values) = node else { return nil }
    var result: [String: Value] = [:]
    result.reserveCapacity(keys.count)
    for (key, value) in zip(keys, values) {
      guard result[key] == nil, let decoded = element(value) else { return nil }
      result[key] = decoded
    }
    return result
  }

  /// Whether a field this reader does not know can be kept: not when it gives a key twice, which
  /// the store then names as damage.
  private static func keep(_ value: JSONNode) -> Bool { !value.hasDuplicateKey }

  /// The fields of an object among `known`, each key once, and the others to keep; or nil.
  private static func object(_ node: JSONNode, known: Set<String>) -> (
    fields: [String: JSONNode], unknown: UnknownFields
  )? {
    guard case .object(let keys, let values) = node else { return nil }
    var result: [String: JSONNode] = [:]
    var unknown: UnknownFields = [:]
    for (key, value) in zip(keys, values) {
      if known.contains(key) {
        guard result[key] == nil else { return nil }
        result[key] = value
      } else {
        guard unknown[key] == nil, keep(value) else { return nil }
        unknown[key] = value
      }
    }
    return (result, unknown)
  }

  /// The commonest object in the file (one per section), read without building a dictionary.
  private static func sectionProgress(_ node: JSONNode) -> SectionProgress? {
    guard case .object(let keys, let values) = node else { return nil }
    var section = SectionProgress()
    var seenRead = false
    var seenReviewed = false
    for index in keys.indices {
      switch keys[index] {
      case "read":
        guard !seenRead, let day = optionalDay(values[index]) else { return nil }
        seenRead = true
        section.read = day
      case "reviewed":
        guard !seenReviewed, let day = optionalDay(values[index]) else { return nil }
        seenReviewed = true
        section.reviewed = day
      case let key:
        guard section.unknownFields[key] == nil, keep(values[index]) else { return nil }
        section.unknownFields[key] = values[index]
      }
    }
    return section
  }

  private static let pointSources = Set(PointSource.allCases.map(\.rawValue))

  private static func points(_ node: JSONNode) -> Points? {
    guard let (fields, unknown) = object(node, known: pointSources) else { return nil }
    var points = Points()
    points.unknownFields = unknown
    for source in PointSource.allCases {
      // Exercise points came later: missing (or null) reads as 0, as the Codable path has it.
      if source == .exercises {
        switch fields[source.rawValue] {
        case nil, .null?: continue
        default: break
        }
      }
      guard let value = fields[source.rawValue].flatMap(integer) else { return nil }
      points[source] = value
    }
    return points
  }

  private static func activity(_ node: JSONNode) -> ActivityProgress? {
    guard let (fields, unknown) = object(node, known: ["sessions", "recent"]),
      let sessions = fields["sessions"].flatMap(integer),
      case .array(let items)? = fields["recent"]
    else { return nil }
    var recent: [String] = []
    for item in items {
      guard case .string(let id) = item else { return nil }
      recent.append(id)
    }
    var activity = ActivityProgress(sessions: sessions, recent: recent)
    activity.unknownFields = unknown
    return activity
  }

  private static func challenge(_ node: JSONNode) -> ChallengeResult? {
    guard
      let (fields, unknown) = object(
        node,
        known: [
          "correct", "total", "skipped", "points", "endedEarly", "marks", "canContinue", "seed",
        ]),
      let correct = fields["correct"].flatMap(integer),
      let total = fields["total"].flatMap(integer),
      let skipped = fields["skipped"].flatMap(integer),
      let points = fields["points"].flatMap(integer),
      case .bool(let endedEarly)? = fields["endedEarly"]
    else { return nil }
    var marks: String?
    switch fields["marks"] {
    case nil, .null?: marks = nil
    case .string(let text)?: marks = text
    default: return nil
    }
    var canContinue = false
    switch fields["canContinue"] {
    case nil: break
    case .bool(let value)?: canContinue = value
    default: return nil
    }
    var seed: UInt64?
    switch fields["seed"] {
    case nil: break
    case .number(let text)? where text.utf8.allSatisfy({ (0x30...0x39).contains($0) }):
      guard let value = UInt64(text) else { return nil }
      seed = value
    default: return nil
    }
    var result = ChallengeResult(
      correct: correct, total: total, skipped: skipped, points: points, endedEarly: endedEarly,
      marks: marks)
    result.canContinue = canContinue
    result.seed = seed
    result.unknownFields = unknown
    return result
  }

  private static func card(_ node: JSONNode) -> ReviewCard? {
    guard
      let (fields, unknown) = object(node, known: ["repetitions", "ease", "interval", "due"]),
      let repetitions = fields["repetitions"].flatMap(integer),
      case .number(let easeText)? = fields["ease"], let ease = Double(easeText), ease.isFinite,
      let interval = fields["interval"].flatMap(integer),
      let due = fields["due"].flatMap(day)
    else { return nil }
    var card = ReviewCard(repetitions: repetitions, ease: ease, interval: interval, due: due)
    card.unknownFields = unknown
    return card
  }

  /// A whole number written with digits only (and a leading minus), that fits an Int.
  private static func integer(_ node: JSONNode) -> Int? {
    guard case .number(let text) = node,
      text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) })
    else { return nil }
    return Int(text)
  }

  private static func day(_ node: JSONNode) -> Day? {
    guard case .string(let text) = node else { return nil }
    return Day(isoText: text)
  }

  /// A missing or null day is nil (`.some(nil)`); a day is itself; anything else fails (nil).
  private static func optionalDay(_ node: JSONNode?) -> Day?? {
    switch node {
    case nil, .null?: return .some(nil)
    case let node?: return day(node).map { .some($0) }
    }
  }
}
