import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// A field this unwrap does not know (one a newer unwrap added within the schema version) survives
/// a read-modify-write at every level the file has, written back as it was read.
@Suite struct ProgressUnknownFieldsTests {
  let day = Day("2026-05-01")!

  /// A schema-3 file with a field unwrap does not know at the top, in points and in every record.
  static let file = ProgressFixture.json(
    schema: 3,
    #"""
    "futureField": {"list": [1, -2.50, "x\ny", true, null, {}, []], "nested": {"z": 1, "a": {"b": 1e3}}},
    "aaa": "sorts first",
    "points": {"learning": 100, "review": 0, "practice": 0, "challenges": 0, "exercises": 0, "bonus": 500},
    "sections": {"variables": {"read": "2026-04-01", "note": "liked it"}},
    "practice": {"tap-to-code": {"sessions": 1, "recent": ["a"], "bestRun": 4}},
    "challenges": {"2026-04-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "mood": ["ok"]}},
    "cards": {"variables:correct:1": {"repetitions": 1, "ease": 2.5, "interval": 1, "due": "2026-04-02", "lapses": 0}},
    "exercises": {"hello": "2026-04-01"}
    """#)

  /// The fields of `file` that unwrap does not know, each by where it is.
  static func unknownFields(_ data: Data) throws -> [String: NSObject] {
    let top = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    func field(_ path: String) -> NSObject? {
      var value: Any? = top
      for key in path.split(separator: "/") { value = (value as? [String: Any])?[String(key)] }
      return value as? NSObject
    }
    let paths = [
      "futureField", "aaa", "points/bonus", "sections/variables/note",
      "practice/tap-to-code/bestRun",
      "challenges/2026-04-01/mood", "cards/variables:correct:1/lapses",
    ]
    var found: [String: NSObject] = [:]
    for path in paths { found[path] = field(path) }
    return found
  }

  @Test func theStoreKeepsThemThroughASave() throws {
    let folder = TemporaryFolder()
    try folder.write(Self.file, to: "progress.json")
    let store = FileProgressStore(directory: folder.url)
    let before = try Self.unknownFields(Data(Self.file.utf8))
    #expect(before.count == 7)
    try store.update { progress in
      progress.recordPracticeAnswer(activity: "tap-to-code", item: "b", correctly: true, on: day)
      progress.recordReviewAnswer("variables:correct:1", correctly: true, on: day)
      progress.markReviewed("variables", on: day)
      let saved = progress.saveChallenge(
        ChallengeResult(correct: 0, total: 10, skipped: 0, points: 0, endedEarly: true),
        over: progress.challenges[day], awarding: 0, on: day)
      #expect(saved)
    }
    let saved = try Data(contentsOf: store.fileURL)
    #expect(try Self.unknownFields(saved) == before)
    // What was changed was saved beside them, and a second save keeps them too.
    let progress = try store.load()
    #expect(progress.points.total == 100 + 100 + 20)
    #expect(progress.practice["tap-to-code"]?.recent == ["a", "b"])
    #expect(progress.cards["variables:correct:1"]?.repetitions == 2)
    try store.update { $0.markRead("optionals", on: day) }
    #expect(try Self.unknownFields(Data(contentsOf: store.fileURL)) == before)
  }

  /// Start-up stays on the fast reader with them, and the decoder reads them the same.
  @Test func bothReadersKeepThemAlike() throws {
    let data = Data(Self.file.utf8)
    let (fast, _) = try #require(ProgressFastReader.read([UInt8](data)))
    let slow = try JSONDecoder().decode(LearnerProgress.self, from: data)
    #expect(fast == slow)
    #expect(fast.unknownFields.keys.sorted() == ["aaa", "futureField"])
    #expect(fast.points.unknownFields == ["bonus": .number("500")])
    #expect(fast.points.total == 100, "a source this unwrap does not know counts for nothing")
  }

  /// Either writer writes them back: the fast one, and `JSONEncoder` when it steps aside.
  @Test func bothWritersWriteThemBack() throws {
    let progress = try JSONDecoder().decode(LearnerProgress.self, from: Data(Self.file.utf8))
    let fast = Data(try #require(ProgressFastWriter.write(progress)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let slow = try encoder.encode(progress)
    let expected = try Self.unknownFields(Data(Self.file.utf8))
    #expect(try Self.unknownFields(fast) == expected)
    #expect(try Self.unknownFields(slow) == expected)
    #expect(ProgressFastReader.read([UInt8](fast))?.0 == progress)
    // Read by the fast reader, kept values are written as they were read, numbers included.
    let read = try #require(ProgressFastReader.read(Array(Self.file.utf8))).0
    let text = String(decoding: try #require(ProgressFastWriter.write(read)), as: UTF8.self)
    #expect(text.contains("-2.50,") && text.contains(#""b" : 1e3"#))
    #expect(text.hasPrefix("{\n  \"aaa\" : \"sorts first\",\n  \"activeDays\" : ["))
  }
}
