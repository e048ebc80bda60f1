import Foundation
import TestSupport
import Testing
import UnwrapKit

/// The embedder, run by the EmbedContent plugin at build time, stops the build for content it cannot
/// embed with a message that says which file, where, what is wrong and how to see every problem; the
/// built-in copy is not checked as it loads, so nothing it cannot parse, no control character that
/// would reach a learner's terminal and no key given twice gets into the binary. It runs the check
/// `content validate` runs (`JSONSyntaxCheck`), so the two refuse the same files in the same words.
@Suite struct ContentEmbedderEndToEndTests {
  /// The embedder as the plugin runs it (a tool built for the host), or the product of its target.
  static let embedder: URL = {
    let tool = UnwrapBinary.built("ContentEmbedder-tool")
    return FileManager.default.fileExists(atPath: tool.path)
      ? tool : UnwrapBinary.built("ContentEmbedder")
  }()

  /// One mistake an author makes in one file, and what the build must say of it.
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var target: String
    var replacement: String
    var says: String
    var testDescription: String { "\(file): \(says)" }
  }

  static let cases: [Case] = [
    // A missing comma in a bank built silently, and every use of the activity then exited 66.
    Case(
      file: "Practice/TapToCode.json", target: #"",\#n      "section""#,
      replacement: #""\#n      "section""#,
      says: "Practice/TapToCode.json: line 5, column 7: is not valid JSON"),
    // A stray comma was "no chapters".
    Case(
      file: "Chapters.json", target: "},", replacement: "},,",
      says: "Chapters.json: line 7, column"),
    // A missing comma in a review was "not a JSON object".
    Case(
      file: "Sections/variables/review.json", target: #""reviewType""#,
      replacement: #""extra": 1 "reviewType""#, says: "Sections/variables/review.json: line"),
    // Control characters, by line and column in `content validate`'s words.
    Case(
      file: "Sections/variables/review.json", target: #""text": ""#,
      replacement: #""text": "True \u001b[31mRED "#,
      says:
        #"Sections/variables/review.json: line 8, column 21: holds the control character \u{1B}"#
    ),
    Case(
      file: "Practice/PredictTheOutput.json", target: #""hint": ""#,
      replacement: #""hint": "Adds two\r\n"#,
      says:
        #"Practice/PredictTheOutput.json: line 12, column 24: holds the control character \u{D}"#
    ),
    // Linux's JSONSerialization reads a trailing comma and a byte-order mark, so both were built
    // into the binary while `content validate` refused them.
    Case(
      file: "Sections/variables/review.json", target: "    }\n  ]\n}",
      replacement: "    },\n  ]\n}",
      says: "Sections/variables/review.json: line 60, column 6: is not valid JSON: a trailing comma"
        + " before ] (JSON allows none; remove it)"),
    Case(
      file: "Sections/variables/review.json", target: "{", replacement: "\u{FEFF}{",
      says: "Sections/variables/review.json: line 1, column 1: is not valid JSON: starts with a"
        + " byte-order mark"),
    Case(
      file: "Sections/variables/lesson.html", target: "<", replacement: "\u{FEFF}<",
      says: "Sections/variables/lesson.html: line 1, column 1: starts with a byte-order mark"),
    // A key given twice: the decoder would read the first "section", JSONSerialization the last.
    Case(
      file: "Practice/PredictTheOutput.json", target: #""hint": "Assigning"#,
      replacement: #""section": "loops",\#n      "hint": "Assigning"#,
      says: #"Practice/PredictTheOutput.json: line 12, column 7: "section" is given twice in this"#
        + " object (first on line 5); the decoder would silently read the first"),
    // What the shared check leaves to JSONSerialization: a number's form.
    Case(
      file: "Sections/variables/review.json", target: #""reviewType""#,
      replacement: #""extra": 01, "reviewType""#,
      says: "Sections/variables/review.json: line 3, column 13: is not valid JSON (number with"
        + " leading zero)"),
  ]

  /// A copy of the checkout's content in a scratch folder, and where the embedder writes.
  static func scratchCopy() throws -> (folder: URL, output: URL, scratch: URL) {
    let scratch = ContentCopies.root.appendingPathComponent(
      "unwrap-embed-\(UUID().uuidString)")
    let folder = scratch.appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    return (folder, scratch.appendingPathComponent("Embedded.swift"), scratch)
  }

  /// The checkout's content embeds, so each case below fails for its one mistake alone.
  @Test func theCheckoutsContentEmbeds() throws {
    let copy = try Self.scratchCopy()
    defer { try? FileManager.default.removeItem(at: copy.scratch) }
    let runner = UnwrapBinary()
    defer { runner.removeDataDirectory() }
    let intact = try runner.run([copy.folder.path, copy.output.path], program: Self.embedder)
    #expect(intact.status == 0, "\(intact.error)")
  }

  /// A file saved in another encoding stops the build at its first such byte, with the advice to
  /// save it as UTF-8 and the note every content problem gets.
  @Test func aFileNotInUTF8StopsTheBuildNamingLineAndColumn() throws {
    let copy = try Self.scratchCopy()
    defer { try? FileManager.default.removeItem(at: copy.scratch) }
    let runner = UnwrapBinary()
    defer { runner.removeDataDirectory() }
    let file = copy.folder.appendingPathComponent("Practice/FreeCoding.json")
    var bytes = Array(try Data(contentsOf: file))
    let lineStart = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
    bytes.insert(0xE9, at: lineStart + 2)
    try Data(bytes).write(to: file)
    let broken = try runner.run([copy.folder.path, copy.output.path], program: Self.embedder)
    #expect(broken.status == 1)
    #expect(
      broken.error.hasPrefix(
        "error: Practice/FreeCoding.json: line 2, column 3: is not UTF-8 text: a character here"
          + " was saved in another encoding (such as Latin-1); save the file as UTF-8"),
      "\(broken.error)")
    #expect(broken.error.contains("content validate"), "\(broken.error)")
  }

  @Test(arguments: cases)
  func aMistakeStopsTheBuildNamingFileAndPlace(_ mistake: Case) throws {
    let copy = try Self.scratchCopy()
    defer { try? FileManager.default.removeItem(at: copy.scratch) }
    let runner = UnwrapBinary()
    defer { runner.removeDataDirectory() }
    let file = copy.folder.appendingPathComponent(mistake.file)
    let text = try String(contentsOf: file, encoding: .utf8)
    let target = try #require(text.firstRange(of: mistake.target), "\(mistake.target)")
    try text.replacingCharacters(in: target, with: mistake.replacement)
      .write(to: file, atomically: true, encoding: .utf8)
    let broken = try runner.run([copy.folder.path, copy.output.path], program: Self.embedder)
    #expect(broken.status == 1)
    #expect(broken.error.hasPrefix("error: \(mistake.says)"), "\(broken.error)")
    #expect(broken.error.contains("content validate"), "\(broken.error)")
  }
}
