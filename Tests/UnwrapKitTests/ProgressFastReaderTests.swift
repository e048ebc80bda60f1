import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// The fast reader must give exactly what `JSONDecoder` gives, or step aside (nil).
@Suite struct ProgressFastReaderTests {
  /// A learner with some of everything, built from a seed.
  static func progress(seed: UInt64) -> LearnerProgress {
    var random = SeededGenerator(seed: seed)
    var progress = LearnerProgress()
    let start = Day("2026-01-01")!
    for index in 0..<Int.random(in: 0...120, using: &random) {
      let day = Day(daysSinceEpoch: start.daysSinceEpoch + Int.random(in: 0...300, using: &random))
      progress.markRead("section-\(index)", on: day)
      if Bool.random(using: &random) { progress.markReviewed("section-\(index)", on: day) }
    }
    for index in 0..<Int.random(in: 0...40, using: &random) {
      progress.cards["s\(index):correct:\(index % 6)"] = ReviewCard(
        repetitions: Int.random(in: 0...9, using: &random),
        ease: Double.random(in: 1.3...3.5, using: &random), interval: index * 3,
        due: Day(daysSinceEpoch: start.daysSinceEpoch + index))
    }
    for index in 0..<Int.random(in: 0...12, using: &random) {
      progress.challenges[Day(daysSinceEpoch: start.daysSinceEpoch + index)] = ChallengeResult(
        correct: index % 5, total: 10, skipped: 1, points: index * 50,
        endedEarly: index.isMultiple(of: 3),
        marks: index.isMultiple(of: 2) ? "✓✗-" : nil)
      progress.challenges[Day(daysSinceEpoch: start.daysSinceEpoch + index)]?.canContinue =
        index % 4 == 2
      progress.challenges[Day(daysSinceEpoch: start.daysSinceEpoch + index)]?.seed =
        index % 4 == 2 ? random.next() : nil
    }
    for index in 0..<Int.random(in: 0...20, using: &random) {
      progress.exercises["exercise-\(index)"] = Day(daysSinceEpoch: start.daysSinceEpoch + index)
    }
    progress.points[.exercises] = Int.random(in: 0...3, using: &random) * 50
    progress.practice["free-coding"] = ActivityProgress(sessions: 3, recent: ["a", "b", "ü-ß"])
    progress.points[.practice] = Int.random(in: 0...5_000, using: &random)
    progress.reviewCardsSeeded = Bool.random(using: &random)
    if seed.isMultiple(of: 3) { keepUnknownFields(in: &progress) }
    return progress
  }

  /// Fields a newer unwrap might have written, at every level, in values both writers write alike.
  static func keepUnknownFields(in progress: inout LearnerProgress) {
    let value = JSONNode.object(
      keys: ["list", "flag", "name"],
      values: [
        .array([.number("1"), .null, .object(keys: [], values: []), .array([])]),
        .bool(false), .string("ü \" \\"),
      ])
    progress.unknownFields = ["later": value, "Zeta": .number("-3")]
    progress.points.unknownFields = ["bonus": .number("7")]
    progress.practice["free-coding"]?.unknownFields = ["streak": value]
    if let slug = progress.sections.keys.first {
      progress.sections[slug]?.unknownFields = ["a": value]
    }
    if let id = progress.cards.keys.first {
      progress.cards[id]?.unknownFields = ["lapses": .number("2")]
    }
    if let day = progress.challenges.keys.first {
      progress.challenges[day]?.unknownFields = ["mood": .string("ok")]
    }
  }

  static func written(_ progress: LearnerProgress) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(progress)
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func readsWhatTheStoreWritesExactlyAsJSONDecoderDoes(seed: UInt64) throws {
    let data = try Self.written(Self.progress(seed: seed))
    let slow = try JSONDecoder().decode(LearnerProgress.self, from: data)
    let fast = try #require(ProgressFastReader.read([UInt8](data)))
    #expect(fast.0 == slow)
    #expect(fast.version == LearnerProgress.currentSchemaVersion)
  }

  /// Documents that are valid and unusual, or not valid at all. For each, the fast reader either
  /// agrees with JSONDecoder or steps aside; it never accepts what JSONDecoder refuses.
  static let unusual: [String] = [
    #"{"schemaVersion": 3}"#,
    #"{"schemaVersion": 1, "sections": {"a": {"read": null}}}"#,
    #"{"schemaVersion": 3, "sections": {"a": {"read": "2026-02-30"}}}"#,
    #"{"schemaVersion": 3, "sections": {"a\u0041": {"read": "2026-02-03"}}}"#,
    #"{"schemaVersion": 3.0}"#,
    #"{"schemaVersion": 03}"#,
    #"{"schemaVersion": 4}"#,
    #"{"schemaVersion": 3, "points": {"learning": 1, "review": 2, "practice": 3}}"#,
    #"{"schemaVersion": 3, "points": {"learning": 1, "review": 2, "practice": 3, "challenges": 1e2}}"#,
    #"{"schemaVersion": 3, "extra": true}"#,
    #"{"schemaVersion": 3, "schemaVersion": 3}"#,
    #"{"schemaVersion": 3} x"#,
    #"{"schemaVersion": 3,}"#,
    #"{"schemaVersion": 99999999999999999999}"#,
    #"{"schemaVersion": -0, "reviewCardsSeeded": true, "activeDays": ["2026-01-01", "2026-01-01"]}"#,
    #"{"schemaVersion": 3, "cards": {"x": {"repetitions": 1, "ease": 2.5e0, "interval": 1, "due": "2026-01-01"}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-13-01": {"correct": 1, "total": 1, "skipped": 0, "points": 0, "endedEarly": false}}}"#,
    #"{"schemaVersion": 3, "practice": {"p": {"sessions": 1}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "marks": "✓", "canContinue": true}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "canContinue": false}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "canContinue": null}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "canContinue": 1}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "marks": "✓", "canContinue": true, "seed": 18446744073709551615}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "marks": "✓", "canContinue": true, "seed": 18446744073709551616}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "marks": "✓", "canContinue": true, "seed": -1}}}"#,
    #"{"schemaVersion": 3, "challenges": {"2026-01-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "marks": "✓", "canContinue": true, "seed": 3.0}}}"#,
    #"{"schemaVersion": 3, "points": {"learning": 1, "review": 2, "practice": 3, "challenges": 4, "exercises": null}}"#,
    #"{"schemaVersion": 3, "points": {"learning": 1, "review": 2, "practice": 3, "challenges": 4}}"#,
    #"{"schemaVersion": 3, "exercises": {"a": "2026-01-02", "b": "2026-02-30"}}"#,
    #"{"schemaVersion": 3, "exercises": {"a": "2026-01-02"}}"#,
    "{\"schemaVersion\": 3, \"sections\": {\"caf\u{E9}\": {}}}",
    #"{"schemaVersion": 3, "practice": {"p\/q\n": {"sessions": 1, "recent": ["\ud83d\ude00", "\u00e9\t"]}}}"#,
    #"{"schemaVersion": 3, "practice": {"p": {"sessions": 1, "recent": ["\ud800"]}}}"#,
    #"{"schemaVersion": 3, "practice": {"p": {"sessions": 1, "recent": ["\ude00\ud83d"]}}}"#,
    #"{"schemaVersion": 3, "practice": {"p": {"sessions": 1, "recent": ["\x"]}}}"#,
    #"{"schemaVersion": 3, "practice": {"p": {"sessions": 1, "recent": ["\u12"]}}}"#,
    "",
    "[]",
    "{\"schemaVersion\": 3, \"sections\": {\"a\": {\"read\": \"2026-01-01\"}}",
  ]

  @Test(arguments: unusual)
  func neverDisagreesWithJSONDecoder(document: String) {
    let data = Data(document.utf8)
    let slow = try? JSONDecoder().decode(LearnerProgress.self, from: data)
    guard let (fast, version) = ProgressFastReader.read([UInt8](data)) else { return }
    let probe = try? JSONDecoder().decode(FileProgressStore.SchemaProbe.self, from: data)
    #expect(version == probe?.schemaVersion)
    #expect(fast == slow, "the fast reader accepted \(document) differently")
  }

  @Test func refusesBytesThatAreNotUTF8() {
    var bytes = Array(#"{"schemaVersion": 3, "sections": {"#.utf8)
    bytes += [0x22, 0xFF, 0x22] + Array(#": {}}}"#.utf8)
    #expect(ProgressFastReader.read(bytes) == nil)
  }

  /// An escape in a string (a slug, an id) is read here too; a key spelled two ways is one key.
  @Test func readsEscapesItself() throws {
    let document = ProgressFixture.json(
      schema: 3,
      #""practice": {"p\/q\u00e9\n": {"sessions": 1, "recent": ["\ud83d\ude00\"\\"]}}"#)
    let (progress, _) = try #require(ProgressFastReader.read(Array(document.utf8)))
    #expect(progress.practice["p/qé\n"]?.recent == ["😀\"\\"])
    let twice = ProgressFixture.json(
      schema: 3, #""exercises": {"a": "2026-01-01", "\u0061": "2026-01-02"}"#)
    #expect(ProgressFastReader.read(Array(twice.utf8)) == nil)
    #expect(
      JSONTreeParser.firstDuplicateKey(in: Array(twice.utf8))?.reason.hasPrefix(
        "the field exercises.a appears twice, on line 1") == true)
  }

  @Test func readsTheCommonShapeWithoutFallingBack() throws {
    // If the fast path quietly stopped applying, start-up would slow down and nothing else would say so.
    for seed in 0..<5 as Range<UInt64> {
      #expect(ProgressFastReader.read([UInt8](try Self.written(Self.progress(seed: seed)))) != nil)
    }
  }
}
