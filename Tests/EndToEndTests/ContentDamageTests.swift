import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A damaged copy of any content file, through `UNWRAP_CONTENT_DIR`, is reported by file and item, both by
/// `unwrap content validate` and by the command that loads the file, which exits 66 and saves nothing.
@Suite struct ContentDamageTests {
  /// One content file, how to damage one item inside it, and a command that loads it.
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    /// Replaces the first occurrence of `target` with `replacement`, breaking one item.
    var target: String
    var replacement: String
    /// The item the message must name.
    var item: String
    var loader: [String]

    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(
      file: "Chapters.json", target: #""title": "#, replacement: #""title": 7, "was": "#,
      item: "chapters[0].sections[0].title", loader: ["learn"]),
    Case(
      file: "Sections/variables/lesson.html", target: "<p>", replacement: "<blink>",
      item: "line 1", loader: ["learn", "variables"]),
    Case(
      file: "Sections/variables/review.json", target: #""reason": "#,
      replacement: #""reason": 42, "was": "#, item: "correct[0].reason",
      loader: ["learn", "variables"]),
    Case(
      file: "Glossary.json", target: #""definition": "#, replacement: #""definition": [], "was": "#,
      item: "terms[0].definition", loader: ["glossary", "optional"]),
    Case(
      file: "Practice/PredictTheOutput.json", target: #""id": "#, replacement: #""id": 1, "was": "#,
      item: "questions[0].id", loader: ["practice", "predict-the-output"]),
    Case(
      file: "Practice/TapToCode.json", target: #""pieces": "#,
      replacement: #""pieces": "x", "was": "#,
      item: "questions[0].pieces", loader: ["practice", "tap-to-code"]),
    Case(
      file: "Practice/RearrangeTheLines.json", target: #""id": "#,
      replacement: #""id": null, "was": "#, item: "questions[0].id",
      loader: ["practice", "rearrange-the-lines"]),
    Case(
      file: "Practice/FreeCoding.json", target: #""tests": "#, replacement: #""tests": 3, "was": "#,
      item: "questions[0].tests", loader: ["practice", "free-coding"]),
    Case(
      file: "Practice/SpotTheError.json", target: #""lines": "#,
      replacement: #""lines": {}, "was": "#,
      item: "templates[0].lines", loader: ["practice", "spot-the-error"]),
    Case(
      file: "Exercises/\(ContentSource.builtIn.exerciseFolders().first ?? "none")/exercise.json",
      target: #""hint": "#, replacement: #""hint": 5, "was": "#, item: "hint",
      loader: ["exercises", "init", "/nonexistent-unwrap-damage/ws"]),
  ]

  @Test(arguments: cases)
  func aDamagedItemIsNamedByValidateAndByTheCommandThatLoadsIt(_ damage: Case) throws {
    // damagedCopy removes its folder itself if the copy or the damage fails half-way.
    let folder = try Self.damagedCopy(damage)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectNamed(
      damage.file, item: damage.item, loader: damage.loader, in: folder, onlyItsBank: true)
  }

  @Test(arguments: cases)
  func aTruncatedFileIsNamedByValidateAndByTheCommandThatLoadsIt(_ damage: Case) throws {
    let folder = Self.privateContentFolder()
    // Deferred before the copy, so a copy that fails half-way is removed too.
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    let url = folder.appendingPathComponent(damage.file)
    let data = try Data(contentsOf: url)
    try data.prefix(data.count / 2).write(to: url)
    try Self.expectNamed(
      damage.file, item: nil, loader: damage.loader, in: folder, onlyItsBank: true)
  }

  /// Control characters, raw or spelled as an escape or a numeric reference, each in one file.
  static let controlCases: [Case] = [
    Case(
      file: "Sections/variables/lesson.html", target: "<p>", replacement: "<p>\u{1B}[2J\u{07}",
      item: "line 1, column 4", loader: ["learn", "variables"]),
    Case(
      file: "Sections/variables/lesson.html", target: "<p>", replacement: "<p>&#27;[2J",
      item: "line 1", loader: ["learn", "variables"]),
    Case(
      file: "Sections/variables/lesson.html", target: "<p>", replacement: "<p>&#x1B;[2J",
      item: "line 1", loader: ["learn", "variables"]),
    Case(
      file: "Sections/variables/review.json", target: #""reason": ""#,
      replacement: #""reason": "\u001b[2J"#, item: "line ", loader: ["learn", "variables"]),
    Case(
      file: "Chapters.json", target: #""title": ""#, replacement: "\"title\": \"\u{1B}[2J",
      item: "line ", loader: ["learn"]),
    Case(
      file: "Glossary.json", target: #""definition": ""#,
      replacement: #""definition": "\u001B[31m"#, item: "line ", loader: ["glossary", "optional"]),
    Case(
      file: "Practice/TapToCode.json", target: #""prompt": ""#,
      replacement: "\"prompt\": \"\u{9B}2J", item: "line ",
      loader: ["practice", "tap-to-code"]),
  ]

  @Test(arguments: controlCases)
  func aControlCharacterIsRefusedByValidateAndByTheCommandThatLoadsIt(_ damage: Case) throws {
    let folder = try Self.damagedCopy(damage)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectNamed(
      damage.file, item: damage.item, loader: damage.loader, in: folder, onlyItsBank: true)
    let load = try UnwrapBinary.runOnce(
      damage.loader + ["--no-color"], input: "s\n",
      environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(load.error.contains("control character"), "\(load.error)")
    for text in [load.output, load.error] {
      #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B }, "\(text)")
    }
  }

  /// Nesting far past the limit: an error at file and line, never a stack overflow.
  static let deepCases: [Case] = [
    Case(
      file: "Sections/variables/lesson.html", target: "<p>",
      replacement: "<p>" + String(repeating: "<strong>", count: 50_000) + "x"
        + String(repeating: "</strong>", count: 50_000),
      item: "line 1", loader: ["learn", "variables"]),
    Case(
      file: "Chapters.json", target: #""chapters": ["#,
      replacement: #""chapters": ["# + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000) + ",",
      item: "line 2", loader: ["learn"]),
  ]

  @Test(arguments: deepCases)
  func deepNestingIsAnErrorNamingTheLineNotACrash(_ damage: Case) throws {
    let folder = try Self.damagedCopy(damage)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.expectNamed(
      damage.file, item: damage.item, loader: damage.loader, in: folder, saying: "nests more than")
  }

  @Test func aReviewWithTooFewStatementsDoesNotLoad() throws {
    let file = "Sections/variables/review.json"
    let folder = try Self.copyOfShippedContent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent(file)
    var review = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    review["correct"] = []
    review["wrong"] = []
    try JSONSerialization.data(withJSONObject: review).write(to: url)
    try Self.expectNamed(file, item: "correct", loader: ["learn", "variables"], in: folder)
    let practice = try UnwrapBinary.runOnce(
      ["practice", "review"], input: "s\n", environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(practice.status == 66, "\(practice.error)")
  }

  /// A copy of the shipped content with `damage` applied to its file.
  static func damagedCopy(_ damage: Case) throws -> URL {
    let folder = try copyOfShippedContent()
    do {
      let url = folder.appendingPathComponent(damage.file)
      let text = try String(contentsOf: url, encoding: .utf8)
      let range = try #require(
        text.range(of: damage.target), "\(damage.target) not in \(damage.file)")
      try text.replacingCharacters(in: range, with: damage.replacement).write(
        to: url, atomically: true, encoding: .utf8)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    return folder
  }

  /// `validate` names `file` (and `item`, and says `saying`), and `loader` refuses it with 66,
  /// awarding nothing. With `onlyItsBank`, a damaged bank is validated as an author at work on it
  /// would (`--only`), which skips the lessons and every other bank's templates (a whole check in a
  /// debug build takes most of a second); the damaged lesson, review, glossary, exercise and
  /// syllabus keep the whole check, which is what names them.
  static func expectNamed(
    _ file: String, item: String?, loader: [String], in folder: URL, onlyItsBank: Bool = false,
    saying: String? = nil
  ) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let environment = ["UNWRAP_CONTENT_DIR": folder.path]
    let bank = ActivityRegistry.all.first {
      $0.bankFile.map { "\(ContentLibrary.practiceFolder)/\($0)" } == file
    }
    let only = onlyItsBank ? bank.map { ["--only", $0.info.id] } ?? [] : []
    let validate = try unwrap.run(["content", "validate"] + only, environment: environment)
    #expect(validate.status == 1, "\(validate.output)")
    #expect(validate.output.contains(file), "validate did not name \(file): \(validate.output)")
    if let saying {
      #expect(validate.output.contains(saying), "\(validate.output)")
    }
    if let item {
      #expect(
        validate.output.contains("\(file): \(item)"),
        "validate did not name \(item): \(validate.output)")
    }

    let load = try unwrap.run(loader, input: "s\n", environment: environment)
    #expect(!load.crashed)
    #expect(load.status == 66, "\(loader) exited \(load.status): \(load.error)")
    #expect(load.error.contains(file), "\(loader) did not name \(file): \(load.error)")
    if let item {
      #expect(load.error.contains(item), "\(loader) did not name \(item): \(load.error)")
    }
    let points =
      FileManager.default.fileExists(atPath: unwrap.progressFile.path)
      ? try unwrap.progress().points.total : 0
    #expect(points == 0, "points were awarded from damaged content")
  }

  /// A private copy of the content shipped with this build; removed again if the copy fails.
  static func copyOfShippedContent() throws -> URL {
    let folder = privateContentFolder()
    do {
      try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    return folder
  }

  /// Where a private copy of the content shipped with this build goes.
  static func privateContentFolder() -> URL {
    ContentCopies.root.appendingPathComponent(
      "unwrap-damaged-\(UUID().uuidString)")
  }
}
