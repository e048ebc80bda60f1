/// Checks every number and day of a decoded progress file against `ProgressBounds`.
///
/// Decoding only checks shapes; a hand-edited file can still hold a negative count or a points total
/// near `Int.max` that would trap the first award. The store runs this check on every load.
extension LearnerProgress {
  /// The first value out of bounds, as a one-line reason naming its field, or nil when all are fine.
  /// Fields are checked in a fixed order, so the same file always gets the same reason.
  public func boundsViolation() -> String? {
    // Every load and save runs this, and nearly always nothing is wrong: the first pass goes in
    // whatever order the dictionaries hold and names no field; only a failure is checked again in
    // sorted order, so the message names the first field deterministically.
    guard violation(inOrder: false) != nil else { return nil }
    return violation(inOrder: true)
  }

  private func violation(inOrder: Bool) -> String? {
    func ordered<Key: Comparable, Value>(_ dictionary: [Key: Value]) -> [(key: Key, value: Value)] {
      inOrder ? dictionary.sorted { $0.key < $1.key } : Array(dictionary)
    }
    var check = BoundsCheck()
    for source in PointSource.allCases {
      check.points(points[source], "points.\(source.rawValue)")
    }
    for (slug, section) in ordered(sections) {
      check.day(section.read, "sections.\(slug).read")
      check.day(section.reviewed, "sections.\(slug).reviewed")
    }
    for day in inOrder ? activeDays.sorted() : Array(activeDays) {
      check.day(day, "activeDays")
    }
    for (id, activity) in ordered(practice) {
      check.count(activity.sessions, "practice.\(id).sessions")
    }
    for (day, result) in ordered(challenges) {
      check.day(day, "challenges")
      check.count(result.correct, "challenges.\(day).correct")
      check.count(result.total, "challenges.\(day).total")
      check.count(result.skipped, "challenges.\(day).skipped")
      check.points(result.points, "challenges.\(day).points")
      // Each question is right, wrong or skipped once: a result of 11 right out of 10 was edited.
      if result.correct <= ProgressBounds.maximumCount,
        result.skipped <= ProgressBounds.maximumCount,
        result.correct + result.skipped > result.total
      {
        check.fail(
          "challenges.\(day)",
          "counts \(result.correct) right and \(result.skipped) skipped of \(result.total) questions"
        )
      }
      if let problem = result.marksDisagreement {
        check.fail("challenges.\(day).marks", problem)
      }
    }
    for (id, card) in ordered(cards) {
      check.count(card.repetitions, "cards.\(id).repetitions")
      check.number(
        card.interval, within: 0...ProgressBounds.maximumInterval, "cards.\(id).interval")
      if !ProgressBounds.ease.contains(card.ease) {
        check.fail(
          "cards.\(id).ease",
          "is \(card.ease); it must be between"
            + " \(ProgressBounds.ease.lowerBound) and \(ProgressBounds.ease.upperBound)")
      }
      // A card answered on the last day is due after it (`ProgressBounds.latestDue`).
      check.day(card.due, upTo: ProgressBounds.latestDue, "cards.\(id).due")
    }
    for (name, day) in ordered(exercises) {
      check.day(day, "exercises.\(name)")
    }
    return check.problem
  }
}

extension ChallengeResult {
  /// Why the marks (one per question reached) cannot be this result's, or nil when they can: the
  /// share line and the tally count them, so 14 ticks on a result of 1 right of 10 was edited.
  fileprivate var marksDisagreement: String? {
    guard let marks else { return nil }
    guard marks.allSatisfy({ $0 == "✓" || $0 == "✗" || $0 == "-" }) else {
      return "holds something other than ✓ (right), ✗ (wrong) and - (skipped)"
    }
    let right = marks.count { $0 == "✓" }
    let skips = marks.count { $0 == "-" }
    guard right != correct || skips != skipped || marks.count > total else { return nil }
    return "marks \(right) right and \(skips) skipped of \(marks.count) questions reached,"
      + " but the result counts \(correct) right and \(skipped) skipped of \(total) questions"
  }
}

/// Collects the first out-of-bounds value of a progress check.
private struct BoundsCheck {
  var problem: String?

  mutating func fail(_ field: @autoclosure () -> String, _ what: @autoclosure () -> String) {
    if problem == nil { problem = "the field \(field()) \(what())" }
  }

  mutating func number(
    _ value: Int, within range: ClosedRange<Int>, _ field: @autoclosure () -> String
  ) {
    if !range.contains(value) {
      fail(field(), "is \(value); it must be between \(range.lowerBound) and \(range.upperBound)")
    }
  }

  mutating func points(_ value: Int, _ field: @autoclosure () -> String) {
    number(value, within: 0...ProgressBounds.maximumPoints, field())
  }

  mutating func count(_ value: Int, _ field: @autoclosure () -> String) {
    number(value, within: 0...ProgressBounds.maximumCount, field())
  }

  mutating func day(
    _ value: Day?, upTo latest: Day = ProgressBounds.latestDay, _ field: @autoclosure () -> String
  ) {
    guard let value, value < ProgressBounds.earliestDay || value > latest else { return }
    fail(field(), "is \(value); it must be between \(ProgressBounds.earliestDay) and \(latest)")
  }
}
