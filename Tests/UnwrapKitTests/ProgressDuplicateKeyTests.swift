import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// A field given twice is ambiguous (readers disagree on which copy counts), so the file is refused
/// as damaged, with the field and its lines named, at any depth; saving over it would drop a copy.
@Suite struct ProgressDuplicateKeyTests {
  let day = Day("2026-05-01")!

  /// A file unwrap could have written, with `extra` as the first line inside `object` ("" for the
  /// top level). `sections.a.read` has an escape, so the file also takes the decoder's path.
  static func file(inside object: String = "", extra: String, escape: Bool = false) -> String {
    let slug = escape ? #"a\u0062"# : "ab"
    var lines = [
      "{",
      #"  "activeDays" : ["2026-04-01"],"#,
      #"  "cards" : {"s:correct:1" : {"due" : "2026-04-02", "ease" : 2.5, "interval" : 1, "repetitions" : 1}},"#,
      #"  "challenges" : {"2026-04-01" : {"correct" : 1, "endedEarly" : false, "points" : 50, "skipped" : 0, "total" : 10}},"#,
      #"  "exercises" : {"hello" : "2026-04-01"},"#,
      #"  "points" : {"challenges" : 50, "exercises" : 0, "learning" : 16000, "practice" : 460, "review" : 200},"#,
      #"  "practice" : {"tap-to-code" : {"recent" : ["x"], "sessions" : 2}},"#,
      #"  "reviewCardsSeeded" : true,"#,
      #"  "schemaVersion" : 3,"#,
      #"  "sections" : {"\#(slug)" : {"read" : "2026-04-01"}}"#,
      "}",
    ]
    if object.isEmpty {
      lines.insert("  " + extra + ",", at: 1)
    } else {
      let index = lines.firstIndex { $0.contains(object) }!
      lines[index] = lines[index].replacingOccurrences(of: object, with: object + extra + ", ")
    }
    return lines.joined(separator: "\n")
  }

  static let zeros =
    #""points" : {"learning": 0, "review": 0, "practice": 0, "challenges": 0, "exercises": 0}"#

  static let cases: [(String, String)] = [
    // The audit's file: a first "points" of zeros would have been read, then saved over the real one.
    (file(extra: zeros), "the field points appears twice, on lines 2 and 7"),
    (file(extra: zeros, escape: true), "the field points appears twice, on lines 2 and 7"),
    (
      file(inside: #""points" : {"#, extra: #""learning" : 0"#),
      "the field points.learning appears twice, on line 6"
    ),
    (
      file(inside: #""ab" : {"#, extra: #""read" : "2026-01-01""#),
      "the field sections.ab.read appears twice, on line 10"
    ),
    (
      file(inside: #""tap-to-code" : {"#, extra: #""sessions" : 0"#),
      "the field practice.tap-to-code.sessions appears twice, on line 7"
    ),
    (
      file(inside: #""2026-04-01" : {"#, extra: #""points" : 0"#),
      "the field challenges.2026-04-01.points appears twice, on line 4"
    ),
    (
      file(inside: #""s:correct:1" : {"#, extra: #""ease" : 5"#),
      "the field cards.s:correct:1.ease appears twice, on line 3"
    ),
    (
      file(inside: #""sections" : {"#, extra: #""ab" : {}"#),
      "the field sections.ab appears twice, on line 10"
    ),
    // The same key spelled with an escape is the same key.
    (
      file(inside: #""exercises" : {"#, extra: #""hell\u006f" : "2026-01-01""#),
      "the field exercises.hello appears twice, on line 5"
    ),
    // Inside a field this unwrap does not know, and inside a list.
    (
      file(extra: #""later" : {"list" : [1, {"a" : 1, "a" : 2}]}"#),
      "the field later.list[1].a appears twice, on line 2"
    ),
  ]

  @Test(arguments: cases)
  func aFieldGivenTwiceIsDamageNamedByItsLines(contents: String, reason: String) throws {
    let folder = TemporaryFolder()
    try folder.write(contents, to: "progress.json")
    let store = FileProgressStore(directory: folder.url)
    #expect(throws: ProgressError.self) { try store.load() }
    let error = #expect(throws: ProgressError.self) {
      try store.update { $0.points.award(20, to: .practice) }
    }
    guard case .damaged(_, let found, let backup)? = error else {
      Issue.record("expected damaged, got \(String(describing: error))")
      return
    }
    #expect(found == reason + ", so unwrap cannot tell which to use")
    #expect(try String(contentsOfFile: try #require(backup), encoding: .utf8) == contents)
    #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == contents)
  }

  @Test func theSameFileWithoutTheSecondCopyLoads() throws {
    for contents in [
      Self.file(extra: #""later" : 1"#), Self.file(extra: "\"x\" : 1", escape: true),
    ] {
      let folder = TemporaryFolder()
      try folder.write(contents, to: "progress.json")
      #expect(try FileProgressStore(directory: folder.url).load().points.total == 16_710)
    }
  }
}
