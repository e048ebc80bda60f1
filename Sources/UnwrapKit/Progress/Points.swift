/// Where points came from, so the home screen can show them by source.
public enum PointSource: String, Codable, CaseIterable, Sendable {
  case learning
  case review
  case practice
  case challenges
  case exercises
}

/// The learner's points, kept by source.
public struct Points: Codable, Equatable, Sendable {
  public var learning = 0
  public var review = 0
  public var practice = 0
  public var challenges = 0
  /// Added after the others: a file without it loads with 0.
  public var exercises = 0
  /// Sources a newer unwrap counts, written back unchanged (but not in `total`: this unwrap cannot
  /// tell what they are worth).
  var unknownFields: UnknownFields = [:]

  public init(
    learning: Int = 0, review: Int = 0, practice: Int = 0, challenges: Int = 0, exercises: Int = 0
  ) {
    self.learning = learning
    self.review = review
    self.practice = practice
    self.challenges = challenges
    self.exercises = exercises
  }

  /// Decodes each source, naming the field when its number does not fit a whole number (the JSON
  /// decoder would otherwise report only that the file is not valid JSON).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONFieldKey.self)
    for source in PointSource.allCases {
      let key = JSONFieldKey(source.rawValue)
      do {
        if source == .exercises {
          self[source] = try container.decodeIfPresent(Int.self, forKey: key) ?? 0
          continue
        }
        self[source] = try container.decode(Int.self, forKey: key)
      } catch let error as DecodingError {
        throw error
      } catch {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath + [key],
            debugDescription: "not a whole number unwrap can use"))
      }
    }
    unknownFields = try decoder.unknownFields(besides: PointSource.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONFieldKey.self)
    for source in PointSource.allCases {
      try container.encode(self[source], forKey: JSONFieldKey(source.rawValue))
    }
    try encoder.encode(unknownFields: unknownFields)
  }

  /// All points together. Each source counts at most `ProgressBounds.maximumPoints`, so the sum
  /// cannot overflow even for a value built in code rather than loaded from a checked file.
  public var total: Int {
    PointSource.allCases.reduce(0) { $0 + min(max(self[$1], 0), ProgressBounds.maximumPoints) }
  }

  /// Adds `amount` to one source, saturating within `0...ProgressBounds.maximumPoints`.
  public mutating func award(_ amount: Int, to source: PointSource) {
    self[source] = ProgressBounds.points(self[source], plus: amount)
  }

  public subscript(source: PointSource) -> Int {
    get {
      switch source {
      case .learning: learning
      case .review: review
      case .practice: practice
      case .challenges: challenges
      case .exercises: exercises
      }
    }
    set {
      switch source {
      case .learning: learning = newValue
      case .review: review = newValue
      case .practice: practice = newValue
      case .challenges: challenges = newValue
      case .exercises: exercises = newValue
      }
    }
  }
}

/// How many points each kind of work is worth, in one place.
public enum PointValues {
  /// Reading a section for the first time.
  public static let reading = 100
  /// Completing a section's review for the first time.
  public static let reviewing = 100
}
