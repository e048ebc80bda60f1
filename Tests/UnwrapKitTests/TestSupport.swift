import Foundation
import UnwrapKit

/// A private temporary folder for one test, removed when the value is released.
final class TemporaryFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-test-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }
}

/// Builds small content folders for loader, validator and coordinator tests.
enum Fixtures {
  /// Validation problems, less the activities' unlock sections and the banks' minimum sizes, which a
  /// fixture's tiny syllabus and banks lack.
  static func problems(in folder: TemporaryFolder) -> [ContentError] {
    ContentValidator(directory: folder.url).validate().filter {
      !$0.message.contains("unlock section") && !$0.message.contains(" needs at least ")
    }
  }

  static func statement(_ text: String) -> String {
    #"{ "text": "\#(text)", "reason": "Because \#(text)." }"#
  }

  static func reviewJSON(
    type: String = "single", correct: Int = 6, wrong: Int = 6
  ) -> String {
    let truths = (1...max(correct, 1)).prefix(correct).map { statement("true \($0)") }
    let falses = (1...max(wrong, 1)).prefix(wrong).map { statement("false \($0)") }
    return """
      {
        "reviewType": "\(type)", "question": "True or false?",
        "hint": "Think.", "postscript": "<p>A nugget.</p>",
        "correct": [\(truths.joined(separator: ","))],
        "wrong": [\(falses.joined(separator: ","))]
      }
      """
  }

  static let lessonHTML: String = {
    let sentence = "A box keeps one value at a time and you can look inside whenever you like. "
    return
      "<p>\(String(repeating: sentence, count: 12))</p>\n<pre class=\"swift\">\nprint(1)\n</pre>\n"
  }()

  /// Sections for a folder that `content validate` passes: a chapter ends with its summary.
  static let validatedSections = ["boxes", "storage-summary"]

  /// A content folder with one chapter of the given sections, each valid (as content, not as a
  /// syllabus, unless the last is `storage-summary`, as in `validatedSections`).
  static func content(sections: [String] = ["boxes", "crates"], type: String = "single") throws
    -> TemporaryFolder
  {
    let folder = TemporaryFolder()
    let list = sections.map { #"{ "slug": "\#($0)", "title": "\#($0.capitalized)" }"# }
      .joined(separator: ", ")
    try folder.write(
      #"{ "chapters": [ { "name": "Storage", "slug": "storage", "sections": [\#(list)] } ] }"#,
      to: "Chapters.json")
    try folder.write(
      #"{ "terms": [ { "term": "box", "definition": "A place for one value.", "section": "\#(sections[0])" } ] }"#,
      to: "Glossary.json")
    for bank in ["PredictTheOutput", "TapToCode", "RearrangeTheLines", "FreeCoding"] {
      try folder.write(#"{ "questions": [] }"#, to: "Practice/\(bank).json")
    }
    try folder.write(#"{ "templates": [] }"#, to: "Practice/SpotTheError.json")
    for slug in sections {
      try folder.write(lessonHTML, to: "Sections/\(slug)/lesson.html")
      try folder.write(
        reviewJSON(type: type), to: "Sections/\(slug)/review.json")
    }
    return folder
  }
}
