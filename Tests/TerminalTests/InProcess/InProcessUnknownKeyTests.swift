import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// A misspelt optional key or attribute is skipped by the decoder and the parser, so the item means
/// something else without a word: `content validate` names each one, with the key it meant.
@Suite struct InProcessUnknownKeyTests {
  @Test func everyUnknownKeyAndAttributeIsNamedWithTheNearestKnownOne() throws {
    let folder = try Self.content(editing: [
      // The first "requires" after the item's id is its own.
      ("Practice/FreeCoding.json", "\"free-weather-closure\"", "\"requires\"", "\"require\""),
      ("Practice/FreeCoding.json", "", "\"startingCode\"", "\"startingcode\""),
      ("Chapters.json", "", "\"slug\"", "\"colour\": \"red\", \"slug\""),
      ("Glossary.json", "", "\"aliases\"", "\"alias\""),
      ("Sections/variables/review.json", "", "\"reason\"", "\"because\": \"\", \"reason\""),
      ("Exercises/after-landing/exercise.json", "", "\"hint\"", "\"hints\": \"\", \"hint\""),
      ("Sections/protocol-inheritance/lesson.html", "", "data-continues", "data-continue"),
      ("Sections/protocol-inheritance/lesson.html", "", " data-continues>", " date-continues>"),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try InProcessContentValidateTests.validate(folder)
    #expect(result.status == 1, "\(result.output)")
    for line in [
      #"Practice/FreeCoding.json: free-weather-closure: has the key "require", which unwrap does not read; did you mean "requires"?"#,
      #"Practice/FreeCoding.json: free-garden-bed-area: has the key "startingcode", which unwrap does not read; did you mean "startingCode"?"#,
      #"Chapters.json: chapters[0]: has the key "colour", which unwrap does not read; the keys it reads are "name", "slug", "sections""#,
      #"Glossary.json: terms[0]: has the key "alias", which unwrap does not read; did you mean "aliases"?"#,
      #"Sections/variables/review.json: correct[0]: has the key "because", which unwrap does not read"#,
      #"Exercises/after-landing/exercise.json: has the key "hints", which unwrap does not read; did you mean "hint"?"#,
      "Sections/protocol-inheritance/lesson.html: line 18: <pre> has the attribute data-continue, which unwrap does not read; did you mean data-continues?",
      "Sections/protocol-inheritance/lesson.html: line 26: <pre> has the attribute date-continues, which unwrap does not read; did you mean data-continues?",
    ] {
      #expect(result.output.contains(line), "\(line)\n\(result.output)")
    }
    #expect(result.output.contains("8 problems found"), "\(result.output)")
  }

  /// A misspelt required key fails the decoder as a missing one, which alone does not say why:
  /// the key written is named beside it, with the one it was meant to be.
  @Test func aMisspeltRequiredKeyIsNamedBesideTheMissingOne() throws {
    let folder = try Self.content(editing: [
      ("Practice/TapToCode.json", "", "\"prompt\"", "\"promt\""),
      ("Exercises/after-landing/exercise.json", "", "\"title\"", "\"titel\""),
      ("Sections/variables/review.json", "", "\"question\"", "\"questoin\""),
      ("Glossary.json", "", "\"definition\"", "\"defintion\""),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try InProcessContentValidateTests.validate(folder)
    #expect(result.status == 1, "\(result.output)")
    for line in [
      "Practice/TapToCode.json: questions[0].prompt: is missing",
      #"Practice/TapToCode.json: tap-lanterns-variable: has the key "promt", which unwrap does not read; did you mean "prompt"?"#,
      "Exercises/after-landing/exercise.json: title: is missing",
      #"Exercises/after-landing/exercise.json: has the key "titel", which unwrap does not read; did you mean "title"?"#,
      "Sections/variables/review.json: question: is missing",
      #"Sections/variables/review.json: has the key "questoin", which unwrap does not read; did you mean "question"?"#,
      "Glossary.json: terms[0].definition: is missing",
      #"Glossary.json: terms[0]: has the key "defintion", which unwrap does not read; did you mean "definition"?"#,
    ] {
      #expect(result.output.contains(line), "\(line)\n\(result.output)")
    }
    #expect(result.output.contains("8 problems found"), "\(result.output)")

    // The syllabus stops everything else from loading: its unknown key is named all the same.
    let chapters = try Self.content(editing: [("Chapters.json", "", "\"name\"", "\"nmae\"")])
    defer { try? FileManager.default.removeItem(at: chapters) }
    let syllabus = try InProcessContentValidateTests.validate(chapters)
    #expect(syllabus.status == 1, "\(syllabus.output)")
    for line in [
      "Chapters.json: chapters[0].name: is missing",
      #"Chapters.json: chapters[0]: has the key "nmae", which unwrap does not read; did you mean "name"?"#,
    ] {
      #expect(syllabus.output.contains(line), "\(line)\n\(syllabus.output)")
    }
  }

  @Test func anAttributeOnAnElementThatTakesNoneSaysSo() {
    let problems = HTMLSubsetParser.unknownAttributes(
      in: "<p class=\"lead\">Hi</p>\n<aside class=\"pitfall\" id=\"x\"><p>Careful</p></aside>",
      file: "lesson.html")
    #expect(
      problems.map(\.description) == [
        "lesson.html: line 1: <p> has the attribute class, which unwrap does not read; <p> takes no attributes",
        "lesson.html: line 2: <aside> has the attribute id, which unwrap does not read; it reads class",
      ])
  }

  /// A copy of the checkout's content in a new folder (the caller removes it), with each edit made in
  /// turn: in `file`, the first `old` after the first `after` (from the start when empty) becomes `new`.
  static func content(editing edits: [(file: String, after: String, old: String, new: String)])
    throws -> URL
  {
    let folder = ContentCopies.root.appendingPathComponent(
      "unwrap-content-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    for edit in edits {
      let url = folder.appendingPathComponent(edit.file)
      let text = try String(contentsOf: url, encoding: .utf8)
      let start = try #require(
        edit.after.isEmpty ? text.startIndex : text.range(of: edit.after)?.upperBound)
      let range = try #require(text.range(of: edit.old, range: start..<text.endIndex))
      try text.replacingCharacters(in: range, with: edit.new)
        .write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }
}
