import ContentSyntax
import Foundation

// Build tool behind the EmbedContent plugin: writes every JSON and HTML file under a content folder
// into one Swift file as string literals, keyed by their path inside the folder. Beside them it
// writes what start-up needs without decoding JSON: the syllabus of `Chapters.json` as Swift values,
// and where each item of a `{ "questions": [ … ] }` (or `"templates"`) bank starts and ends, with its id and section, so
// a command decodes only the items it shows.
//
// Exercises (`Exercises/<name>/exercise.json`, `exercise.swift`, `solution.swift`) are embedded as
// text too, with each exercise's name, section, title and order as Swift values.
//
// Usage: ContentEmbedder <content folder> <output .swift file>

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: ContentEmbedder <content folder> <output>\n".utf8))
  exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true).standardizedFileURL
let walker = FileManager.default.enumerator(atPath: folder.path)
let paths = (walker?.allObjects as? [String] ?? [])
  .filter {
    $0.hasSuffix(".json") || $0.hasSuffix(".html")
      || ($0.hasPrefix("Exercises/") && $0.hasSuffix(".swift"))
  }
  .sorted()

/// A Swift string literal that holds `text` exactly.
func literal(_ text: String) -> String { SwiftStringLiteral.make(text) }

/// The UTF-8 byte ranges of the elements of the array that is the value of the top-level `key`.
func elementRanges(of key: String, in bytes: [UInt8]) -> [Range<Int>]? {
  var index = 0
  var depth = 0
  var stringStart = 0
  var lastKey = ""
  var arrayStart: Int?
  scan: while index < bytes.count {
    switch bytes[index] {
    case UInt8(ascii: "\""):
      stringStart = index + 1
      index += 1
      while bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      if depth == 1 { lastKey = String(decoding: bytes[stringStart..<index], as: UTF8.self) }
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      depth += 1
      if bytes[index] == UInt8(ascii: "["), depth == 2, lastKey == key {
        arrayStart = index
        break scan
      }
    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
    default: break
    }
    index += 1
  }
  guard let arrayStart else { return nil }
  var ranges: [Range<Int>] = []
  var level = 0
  var start: Int?
  var lastByte = arrayStart
  index = arrayStart + 1
  while index < bytes.count {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\""):
      if start == nil { start = index }
      index += 1
      while bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      if start == nil { start = index }
      level += 1
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      if level == 0 {
        if let start { ranges.append(start..<lastByte + 1) }
        return ranges
      }
      level -= 1
    case UInt8(ascii: ","):
      if level == 0 {
        if let start { ranges.append(start..<lastByte + 1) }
        start = nil
        index += 1
        continue
      }
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
      index += 1
      continue
    default:
      if start == nil { start = index }
    }
    lastByte = index
    index += 1
  }
  return nil
}

/// The key a bank lists its items under: `questions`, or `templates` (Spot the Error).
func bankKey(_ object: [String: Any]) -> String? {
  ["questions", "templates"].first { object[$0] is [Any] }
}

/// Where each question of a bank starts and ends, checked against what JSONSerialization reads.
func bankItems(_ path: String, text: String, object: [String: Any]) -> String {
  let bytes = Array(text.utf8)
  guard let key = bankKey(object), let questions = object[key] as? [[String: Any]],
    let ranges = elementRanges(of: key, in: bytes), ranges.count == questions.count
  else { fail("\(path): could not find each question of the bank (is every question an object?)") }
  var items = ""
  for (question, range) in zip(questions, ranges) {
    guard let id = question["id"] as? String, let section = question["section"] as? String,
      let item = try? JSONSerialization.jsonObject(with: Data(bytes[range])) as? [String: Any],
      item["id"] as? String == id
    else {
      fail(
        "\(path): question \(ranges.firstIndex(of: range)! + 1) has no \"id\" or \"section\" text")
    }
    let needs = ((question["needs"] as? [String]) ?? []).map(literal).joined(separator: ", ")
    items +=
      "      .init(id: \(literal(id)), section: \(literal(section)), needs: [\(needs)], utf8Offsets: \(range.lowerBound)..<\(range.upperBound)),\n"
  }
  return "    \(literal(path)): [\n\(items)    ],\n"
}

/// A bank's question ids sorted as Swift's `<` sorts them at run time (`bankItems` checked each has one).
func sortedIDs(_ path: String, object: [String: Any]) -> String {
  let questions = bankKey(object).flatMap { object[$0] as? [[String: Any]] } ?? []
  let ids = questions.compactMap { $0["id"] as? String }.sorted()
  return "    \(literal(path)): [\(ids.map(literal).joined(separator: ", "))],\n"
}

/// The glossary's terms as Swift values.
func glossaryTerms(_ json: Any) -> String {
  guard let terms = (json as? [String: Any])?["terms"] as? [[String: Any]] else {
    fail("Glossary.json: has no \"terms\" list of objects")
  }
  var result = ""
  for term in terms {
    guard let name = term["term"] as? String, let definition = term["definition"] as? String,
      Set(term.keys).isSubset(of: ["term", "definition", "section", "aliases"])
    else { fail("Glossary.json: a term has no term or definition, or a field unknown here") }
    let section = (term["section"] as? String).map(literal) ?? "nil"
    let aliases = (term["aliases"] as? [String]).map {
      "[\($0.map(literal).joined(separator: ", "))]"
    }
    result +=
      "    .init(term: \(literal(name)), definition: \(literal(definition)), section: \(section), aliases: \(aliases ?? "nil")),\n"
  }
  return result
}

/// How many right and wrong statements each review holds, by section slug.
func reviewCounts(_ paths: [String], json: [String: Any]) -> String {
  var result = ""
  for path in paths where path.hasPrefix("Sections/") && path.hasSuffix("/review.json") {
    let slug = path.split(separator: "/")[1]
    guard let object = json[path] as? [String: Any] else {
      fail("\(path): is not a JSON object ({ \"question\": …, \"correct\": … })")
    }
    let correct = (object["correct"] as? [Any])?.count ?? 0
    let wrong = (object["wrong"] as? [Any])?.count ?? 0
    result += "    \(literal(String(slug))): .init(correct: \(correct), wrong: \(wrong)),\n"
  }
  return result.isEmpty ? "    :\n" : result
}

/// The chapters of `Chapters.json` as Swift values.
func chapters(_ json: Any) -> String {
  guard let chapters = (json as? [String: Any])?["chapters"] as? [[String: Any]] else {
    fail("Chapters.json: has no \"chapters\" list of objects")
  }
  var result = ""
  for chapter in chapters {
    guard let name = chapter["name"] as? String, let slug = chapter["slug"] as? String,
      let sections = chapter["sections"] as? [[String: Any]]
    else { fail("Chapters.json: a chapter has no name, slug or sections") }
    let entries = sections.map { section in
      "(\(literal(section["slug"] as? String ?? "")), \(literal(section["title"] as? String ?? "")))"
    }
    result +=
      "    .init(name: \(literal(name)), slug: \(literal(slug)), sections: [\(entries.joined(separator: ", "))]),\n"
  }
  return result
}

/// Each exercise's name, section, title and order, from its `exercise.json`, in syllabus order
/// (section, then order, then name; a section the syllabus does not list goes last), as
/// `ContentLibrary.exerciseOutlines()` returns them, so start-up does not sort them.
func exercises(_ paths: [String], json: [String: Any]) -> String {
  var position: [String: Int] = [:]
  if let chapters = (json["Chapters.json"] as? [String: Any])?["chapters"] as? [[String: Any]] {
    let slugs = chapters.flatMap { ($0["sections"] as? [[String: Any]] ?? []).map { $0["slug"] } }
    for (index, slug) in slugs.enumerated() {
      if let slug = slug as? String, position[slug] == nil { position[slug] = index }
    }
  }
  var entries: [(key: (Int, Int, String), line: String)] = []
  for path in paths where path.hasPrefix("Exercises/") && path.hasSuffix("/exercise.json") {
    let parts = path.split(separator: "/")
    guard parts.count == 3, let object = json[path] as? [String: Any],
      let section = object["section"] as? String, let title = object["title"] as? String
    else { fail("\(path): an exercise needs a section and a title") }
    let order = object["order"] as? Int ?? 0
    let name = String(parts[1])
    entries.append(
      (
        (position[section] ?? Int.max, order, name),
        "    .init(name: \(literal(name)), section: \(literal(section)), title: \(literal(title)), order: \(order)),\n"
      ))
  }
  return entries.sorted { $0.key < $1.key }.map(\.line).joined()
}

// The files as two arrays in `paths` order (sorted with Swift's own `<`, which the binary search in
// `UnwrapContent.file` uses too), not a dictionary: a dictionary of every file would hash all its
// keys on the first lookup of every run, a quarter of a millisecond of start-up.
var source = """
  // Generated by ContentEmbedder from the Content folder at build time; do not edit.

  extension UnwrapContent {
    static let embeddedPaths: [String] = [

  """
var texts: [String: String] = [:]
// Every JSON file checked as `content validate` checks it, then parsed once: the first problem stops
// the build, named in the words `content validate` uses.
var json: [String: Any] = [:]
for path in paths {
  // Read as `content validate` reads a folder: `String(data:encoding:)` would drop a byte-order mark.
  guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
  else { fail("\(path): could not be read") }
  guard let text = String(validating: data, as: UTF8.self) else {
    let problem = InvalidUTF8.contentProblem(in: Array(data))
    fail("\(path): \(problem?.place ?? "line 1, column 1"): \(InvalidUTF8.contentMessage)")
  }
  source += "    \(literal(path)),\n"
  texts[path] = text
  if path.hasSuffix(".json") {
    if let problem = JSONSyntaxCheck.firstContentProblem(in: text) {
      fail("\(path): \(problem.place): \(problem.sentence)")
    }
    json[path] = parse(path, text)
  } else if path.hasSuffix(".html"), ContentTextRules.startsWithByteOrderMark(Array(text.utf8)) {
    // As `MarkupScanner` refuses one, which would otherwise first meet it as a learner opens the lesson.
    fail("\(path): line 1, column 1: \(ContentTextRules.byteOrderMarkMessage)")
  }
}
source += "  ]\n\n  static let embeddedTexts: [String] = [\n"
for path in paths {
  source += "    \(literal(texts[path]!)),\n"
}
source += "  ]\n"
let banks = paths.filter { path in
  guard path.hasPrefix("Practice/"), let object = json[path] as? [String: Any] else { return false }
  return bankKey(object) != nil
}
source += "\n  static let embeddedBankItems: [String: [BankItemLocation]] = [\n"
source +=
  banks.isEmpty
  ? "    :\n"
  : banks.map { bankItems($0, text: texts[$0]!, object: json[$0] as! [String: Any]) }.joined()
source += "  ]\n\n  static let embeddedBankItemIDsSorted: [String: [String]] = [\n"
source +=
  banks.isEmpty
  ? "    :\n" : banks.map { sortedIDs($0, object: json[$0] as! [String: Any]) }.joined()
source += "  ]\n\n  static let embeddedChapters: [ChapterOutline] = [\n"
source += json["Chapters.json"].map(chapters) ?? ""
source += "  ]\n\n  static let embeddedGlossaryTerms: [GlossaryTermOutline] = [\n"
source += json["Glossary.json"].map(glossaryTerms) ?? ""
source += "  ]\n\n  static let embeddedReviewStatementCounts: [String: ReviewStatementCount] = [\n"
source += reviewCounts(paths, json: json)
source += "  ]\n\n  static let embeddedExercises: [ExerciseOutline] = [\n"
source += exercises(paths, json: json)
source += "  ]\n}\n"
do {
  try source.write(to: URL(fileURLWithPath: arguments[2]), atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("error: could not write \(arguments[2]): \(error)\n".utf8))
  exit(1)
}
