import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

@Suite struct ProgressStoreTests {
  let day = Day("2026-05-01")!

  @Test func aMissingFileIsFreshProgressAndUpdatesPersist() throws {
    let folder = TemporaryFolder()
    let store = FileProgressStore(directory: folder.url.appendingPathComponent("nested/data"))
    #expect(try store.load() == LearnerProgress())
    _ = try store.update { $0.markReviewed("variables", on: day) }
    let reloaded = try FileProgressStore(fileURL: store.fileURL).load()
    #expect(reloaded.points.total == 200)
    #expect(reloaded.hasReviewed("variables"))
    let text = try String(contentsOf: store.fileURL, encoding: .utf8)
    #expect(text.contains("\"schemaVersion\" : \(LearnerProgress.currentSchemaVersion)"))
  }

  /// Damaged files, and the reason each is told with.
  static let damaged: [(contents: String, reason: String)] = [
    ("", "the file is empty"),
    (
      "{\"schemaVersion\": 1, \"points\": {\"learn",
      "the file is not valid JSON at line 1, column 39: expected a closing \""
        + " (the file ends here; it may have been cut short)"
    ),
    // A string the decoder refuses is named where it stands, never taken for a number or a field
    // of the wrong kind.
    (
      "{\n\"schemaVersion\": 3,\n\"sections\": {\"variables\": {\"read\": \"2026-02-27\\q\"}}}",
      #"the file is not valid JSON at line 3, column 47: an unknown escape \q in a string"#
        + #" (JSON knows \" \\ \/ \b \f \n \r \t and \u with four hexadecimal digits;"#
        + #" write a backslash as \\)"#
    ),
    (
      ProgressFixture.json(schema: 3, #""note": "\u00e""#),
      #"the file is not valid JSON at line 1, column 31: \u00e is not a \u escape: one needs"#
        + #" four hexadecimal digits, like \u00e9"#
    ),
    (
      ProgressFixture.json(schema: 3, #""note": "C:\Users\me""#),
      #"the file is not valid JSON at line 1, column 33: an unknown escape \U in a string"#
        + #" (JSON knows \" \\ \/ \b \f \n \r \t and \u with four hexadecimal digits;"#
        + #" write a backslash as \\)"#
    ),
    (
      ProgressFixture.json(schema: 3, "\"note\": \"a\tb\""),
      #"the file is not valid JSON at line 1, column 32: a tab inside a string (JSON needs it"#
        + #" written \t)"#
    ),
    (
      ProgressFixture.json(schema: 3, "\"note\": \"a\nb\""),
      #"the file is not valid JSON at line 1, column 32: expected a closing " before the end"#
        + " of the line"
    ),
    ("[1, 2, 3]", "the file is not in the expected format"),
    ("null", "the file is not in the expected format"),
    ("{\"points\": 5}", "the field schemaVersion is missing"),
    (
      ProgressFixture.json(schema: 1, "\"points\": \"many\""),
      "the field points has the wrong kind of value"
    ),
    // No unwrap writes null, or leaves out a field its version always wrote: the file is damaged,
    // not empty there.
    (
      ProgressFixture.json(schema: 3, "\"points\": null"),
      "the field points has the wrong kind of value"
    ),
    (
      ProgressFixture.json(schema: 3, "\"sections\": null"),
      "the field sections has the wrong kind of value"
    ),
    (
      ProgressFixture.json(schema: 3, "\"exercises\": null"),
      "the field exercises has the wrong kind of value"
    ),
    (
      ProgressFixture.json(schema: 3).replacingOccurrences(of: "\"cards\": {}, ", with: ""),
      "the field cards is missing"
    ),
    (
      ProgressFixture.json(schema: 2).replacingOccurrences(of: "\"activeDays\": [], ", with: ""),
      "the field activeDays is missing"
    ),
  ]

  @Test(arguments: damaged)
  func damagedFilesAreReportedKeptAndNeverOverwritten(contents: String, reason: String) throws {
    let folder = TemporaryFolder()
    try folder.write(contents, to: "progress.json")
    let store = FileProgressStore(directory: folder.url)
    let error = #expect(throws: ProgressError.self) {
      try store.update { $0.markRead("x", on: day) }
    }
    guard case .damaged(let path, let found, let backup)? = error else {
      Issue.record("expected damaged, got \(String(describing: error))")
      return
    }
    #expect(path == store.fileURL.path)
    #expect(found == reason)
    // The message names the one command that starts afresh without losing the file.
    #expect(error?.description.contains("start afresh with `unwrap reset`") == true)
    let backupPath = try #require(backup)
    #expect(try String(contentsOfFile: backupPath, encoding: .utf8) == contents)
    #expect(
      try String(contentsOf: store.fileURL, encoding: .utf8) == contents,
      "the original is untouched")
    // A second attempt reuses the same backup rather than piling up copies.
    _ = try? store.load()
    let backups = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
      $0.contains(".backup-")
    }
    #expect(backups.count == 1)
  }

  @Test func binaryGarbageIsDamage() throws {
    let folder = TemporaryFolder()
    let url = folder.url.appendingPathComponent("progress.json")
    try Data([0xFF, 0xFE, 0x00, 0x12, 0x80]).write(to: url)
    let error = #expect(throws: ProgressError.self) { try FileProgressStore(fileURL: url).load() }
    guard case .damaged(_, let reason, _)? = error else {
      Issue.record("not damaged")
      return
    }
    #expect(reason == "the file is not text")
  }

  @Test func aNewerSchemaIsRefusedWithABackup() throws {
    let folder = TemporaryFolder()
    try folder.write("{\"schemaVersion\": 99}", to: "progress.json")
    let error = #expect(throws: ProgressError.self) {
      try FileProgressStore(directory: folder.url).load()
    }
    guard case .newerVersion(_, let found, let supported, let backup)? = error else {
      Issue.record("wrong error")
      return
    }
    #expect(found == 99)
    #expect(supported == LearnerProgress.currentSchemaVersion)
    #expect(backup != nil)
    #expect(error?.description.contains("newer unwrap") == true)
  }

  @Test func manyThreadsAwardingAtOnceLoseNothing() async throws {
    let folder = TemporaryFolder()
    let url = folder.url.appendingPathComponent("progress.json")
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          let store = FileProgressStore(fileURL: url)
          for award in 0..<25 {
            _ = try? store.update { $0.markRead("w\(worker)-\(award)", on: Day("2026-05-01")!) }
          }
        }
      }
    }
    let progress = try FileProgressStore(fileURL: url).load()
    #expect(progress.sections.count == 200)
    #expect(progress.points.learning == 200 * PointValues.reading)
  }

  @Test func anOlderFileLoadsWithDefaultsAndIsUpgradedInPlaceWithABackup() throws {
    let folder = TemporaryFolder()
    let old = ProgressFixture.json(
      schema: 1,
      "\"points\": {\"learning\": 100, \"review\": 0, \"practice\": 0, \"challenges\": 0}")
    try folder.write(old, to: "progress.json")
    let store = FileProgressStore(directory: folder.url)
    #expect(try store.load().points.learning == 100)
    #expect(try store.load().practice.isEmpty)
    _ = try store.update { $0.markRead("variables", on: Day("2026-05-01")!) }
    #expect(try store.load().points.learning == 200)
    let backup = folder.url.appendingPathComponent("progress.json.schema-1-backup")
    #expect(try String(contentsOf: backup, encoding: .utf8) == old)
    let text = try String(contentsOf: store.fileURL, encoding: .utf8)
    #expect(text.contains("\"schemaVersion\" : \(LearnerProgress.currentSchemaVersion)"))
  }

  @Test func dataDirectoryFollowsOptionThenEnvironmentThenXDG() {
    #expect(
      FileProgressStore.dataDirectory(option: "/a", environment: ["UNWRAP_DATA_DIR": "/b"]).path
        == "/a")
    #expect(
      FileProgressStore.dataDirectory(option: nil, environment: ["UNWRAP_DATA_DIR": "/b"]).path
        == "/b")
    #expect(
      FileProgressStore.dataDirectory(option: nil, environment: ["XDG_DATA_HOME": "/x"]).path
        == "/x/unwrap")
    #expect(
      FileProgressStore.dataDirectory(option: nil, environment: ["HOME": "/h"]).path
        == "/h/.local/share/unwrap")
  }
}

@Suite struct DayAndRandomTests {
  @Test func daysParseValidateAndStep() {
    #expect(Day("2026-02-29") == nil)
    #expect(Day("2024-02-29") != nil)
    #expect(Day("2026-1-01") == nil)
    #expect(Day("2026-12-31")!.adding(days: 1) == Day("2027-01-01"))
    #expect(Day("2026-03-01")!.adding(days: -1) == Day("2026-02-28"))
    #expect(Day("2026-01-09")! < Day("2026-01-10")!)
    #expect(Day("1900-02-29") == nil)
    #expect(Day("2000-02-29") != nil)
    #expect(Day("2026-04-31") == nil)
    #expect(Day("1970-01-01")!.daysSinceEpoch == 0)
    #expect(Day("2026-11-22")!.daysSinceEpoch == 20_779)
    // Every day for four centuries round-trips through its day number, one step at a time.
    var day = Day("1900-01-01")!
    var wrong: [Day] = []
    for number in day.daysSinceEpoch..<(day.daysSinceEpoch + 146_097) {
      let next = day.adding(days: 1)
      if day.daysSinceEpoch != number || !(next > day) || Day(day.description) != day {
        wrong.append(day)
      }
      day = next
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    #expect(day == Day("2300-01-01"))
    // Four-digit years are zero-padded; a year past four digits is written in full.
    #expect(Day(year: 5, month: 3, day: 7)?.description == "0005-03-07")
    #expect(Day(year: 987, month: 12, day: 31)?.description == "0987-12-31")
    #expect(Day(year: 12_345, month: 1, day: 2)?.description == "12345-01-02")
  }

  @Test func seededGeneratorsRepeat() {
    var a = SeededGenerator(seed: 9)
    var b = SeededGenerator(seed: 9)
    #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    var c = SeededGenerator(seed: 10)
    #expect(a.next() != c.next())
  }
}
