import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// A bank item an author left with an empty list (`"references": []`, `"answers": []`) is a content
/// problem named by file and item, with exit 66, wherever a question is made from it: never a crash.
@Suite struct InProcessEmptyItemTests {
  /// A copy of the checkout's content (the caller removes it) whose bank `file` has `key` emptied
  /// in every item, so whichever item a session picks first meets it.
  static func contentWithEmpty(_ key: String, in file: String) throws -> URL {
    let folder = ContentCopies.root.appendingPathComponent("unwrap-content-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    let bank = folder.appendingPathComponent("Practice/\(file)")
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: bank)) as? [String: Any])
    let items = try #require(json["questions"] as? [[String: Any]])
    json["questions"] = items.map { item in item.merging([key: [Any]()]) { $1 } }
    try JSONSerialization.data(withJSONObject: json).write(to: bank)
    return folder
  }

  /// What `arguments` print on a copy of the content with `key` emptied in `file`, run by a learner
  /// who has read every section.
  func run(_ arguments: [String], emptying key: String, in file: String) throws
    -> InProcessUnwrap.Result
  {
    let folder = try Self.contentWithEmpty(key, in: file)
    defer { try? FileManager.default.removeItem(at: folder) }
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let library = try ContentLibrary(source: .folder(folder))
    try unwrap.save(PracticeOracle.everythingRead(library))
    return try unwrap.run(
      arguments, input: "q\n", environment: ["UNWRAP_CONTENT_DIR": folder.path])
  }

  @Test(arguments: [[], ["--json"]])
  func showNamesAFreeCodingItemWithoutReferences(extra: [String]) throws {
    let result = try run(
      ["content", "show", "free-coding", "--id", "free-coin-value", "--seed", "1"] + extra,
      emptying: "references", in: "FreeCoding.json")
    #expect(result.status == 66, "\(result.output)")
    #expect(
      result.error.contains(
        "Practice/FreeCoding.json: free-coin-value could not be generated: has no references:"
          + " give at least one right answer"), "\(result.error)")
  }

  @Test func practiceNamesAFreeCodingItemWithoutReferences() throws {
    let result = try run(
      ["practice", "free-coding", "--seed", "1"], emptying: "references", in: "FreeCoding.json")
    #expect(result.status == 66, "\(result.output)")
    #expect(result.error.contains("Practice/FreeCoding.json: free-"), "\(result.error)")
    #expect(result.error.contains(": has no references"), "\(result.error)")
  }

  /// Not "no answer matched and the last one has a condition": there is no answer at all.
  @Test(arguments: [
    ["content", "show", "predict-the-output", "--id", "predict-backup-copy", "--seed", "1"],
    ["practice", "predict-the-output", "--seed", "1"],
  ])
  func aPredictItemWithoutAnswersSaysSo(arguments: [String]) throws {
    let result = try run(arguments, emptying: "answers", in: "PredictTheOutput.json")
    #expect(result.status == 66, "\(result.output)")
    #expect(result.error.contains("Practice/PredictTheOutput.json: predict-"), "\(result.error)")
    #expect(
      result.error.contains("has no answers: give at least one, the last without a condition"),
      "\(result.error)")
    #expect(!result.error.contains("no answer matched"), "\(result.error)")
  }

  /// `unwrap learn CHAPTER` goes to the chapter's first section; a chapter whose `sections` an author
  /// emptied has none, which is said of Chapters.json (the index of its first section trapped).
  @Test func learningAChapterWithoutSectionsNamesIt() throws {
    let folder = ContentCopies.root.appendingPathComponent("unwrap-content-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    let chapters = folder.appendingPathComponent("Chapters.json")
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: chapters)) as? [String: Any])
    var list = try #require(json["chapters"] as? [[String: Any]])
    list[1]["sections"] = [Any]()
    let slug = try #require(list[1]["slug"] as? String)
    json["chapters"] = list
    try JSONSerialization.data(withJSONObject: json).write(to: chapters)
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["learn", slug], environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(result.status == 66, "\(result.output)")
    #expect(
      result.error.contains(
        "Chapters.json: \(slug): has no sections: add its sections, or remove the chapter"),
      "\(result.error)")
  }
}
