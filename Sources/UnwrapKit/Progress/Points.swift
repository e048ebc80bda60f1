/// Where points came from, so the home screen can show them by source.
public enum PointSource: String, Codable, CaseIterable, Sendable {
  case learning
  case review
  case practice
  case challenges
}

/// The learner's points, kept by source.
public struct Points: Codable, Equatable, Sendable {
  public var learning = 0
  public var review = 0
  public var practice = 0
  public var challenges = 0

  public init(learning: Int = 0, review: Int = 0, practice: Int = 0, challenges: Int = 0) {
    self.learning = learning
    self.review = review
    self.practice = practice
    self.challenges = challenges
  }

  public var total: Int { learning + review + practice + challenges }

  public subscript(source: PointSource) -> Int {
    get {
      switch source {
      case .learning: learning
      case .review: review
      case .practice: practice
      case .challenges: challenges
      }
    }
    set {
      switch source {
      case .learning: learning = newValue
      case .review: review = newValue
      case .practice: practice = newValue
      case .challenges: challenges = newValue
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
