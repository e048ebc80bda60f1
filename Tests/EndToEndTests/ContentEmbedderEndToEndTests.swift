import Foundation
import Testing
import UnwrapKit

/// The embedder, run by the EmbedContent plugin at build time, stops the build for content it cannot
/// embed with a message that says which file, where, what is wrong and how to see every problem; the
/// built-in copy is not checked as it loads, so nothing it cannot parse, and no control character
/// that would reach a learner's terminal, gets into the binary.
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
    Case(
      file: "Sections/variables/review.json", target: #""text": ""#,
      replacement: #""text": "True \u001b[31mRED "#,
      says: #"Sections/variables/review.json: correct[0].text: holds the control character \u{1B}"#),
    Case(
      file: "Practice/PredictTheOutput.json", target: #""hint": ""#,
      replacement: #""hint": "Adds two\r\n"#,
      says: #"Practice/PredictTheOutput.json: questions[0].hint: holds the control character \u{D}"#
    ),
  ]

  @Test(arguments: cases)
  func aMistakeStopsTheBuildNamingFileAndPlace(_ mistake: Case) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-embed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let folder = scratch.appendingPathComponent("Content")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    let output = scratch.appendingPathComponent("Embedded.swift")
    let runner = UnwrapBinary()
    defer { runner.removeDataDirectory() }
    let intact = try runner.run([folder.path, output.path], program: Self.embedder)
    #expect(intact.status == 0, "\(intact.error)")
    let file = folder.appendingPathComponent(mistake.file)
    let text = try String(contentsOf: file, encoding: .utf8)
    let target = try #require(text.firstRange(of: mistake.target), "\(mistake.target)")
    try text.replacingCharacters(in: target, with: mistake.replacement)
      .write(to: file, atomically: true, encoding: .utf8)
    let broken = try runner.run([folder.path, output.path], program: Self.embedder)
    #expect(broken.status == 1)
    #expect(broken.error.hasPrefix("error: \(mistake.says)"), "\(broken.error)")
    #expect(broken.error.contains("content validate"), "\(broken.error)")
  }
}
