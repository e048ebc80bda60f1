extension ContentValidator {
  /// The most sentences a glossary definition may have.
  public static let maximumDefinitionSentences = 3

  /// Problems with `Glossary.json`: shape, unique terms and aliases, linked sections, definition length.
  func validateGlossary(in library: ContentLibrary) -> [ContentError] {
    let file = Glossary.file
    let glossary: Glossary
    do {
      glossary = try library.glossary()
    } catch {
      return library.source.loadProblems(error, in: file, schema: Glossary.keySchema)
    }
    var problems = library.source.unknownKeys(in: file, schema: Glossary.keySchema)
    var seen: [String: String] = [:]
    let sections = Set(library.syllabus.allSections)
    for (index, entry) in glossary.terms.enumerated() {
      let item = "terms[\(index)] (\(entry.term))"
      for name in entry.names {
        let key = Glossary.normalize(name)
        if key.isEmpty {
          problems.append(ContentError(file: file, item: item, message: "has an empty name"))
        } else if let other = seen[key] {
          problems.append(
            ContentError(file: file, item: item, message: "\"\(name)\" is already used by \(other)")
          )
        } else {
          seen[key] = entry.term
        }
      }
      let sentences = Self.sentenceCount(entry.definition)
      if sentences == 0 || sentences > Self.maximumDefinitionSentences {
        problems.append(
          ContentError(
            file: file, item: "\(item).definition",
            message: "has \(sentences) sentences; a definition has 1 to 3"))
      }
      if let section = entry.section, !sections.contains(section) {
        problems.append(
          ContentError(
            file: file, item: "\(item).section",
            message: "\"\(section)\" is not a section in \(ContentLibrary.chaptersFile)"))
      }
    }
    return problems
  }

  /// Sentences end with `.`, `!` or `?` followed by a space or the end; dots inside code do not count.
  static func sentenceCount(_ text: String) -> Int {
    var count = 0
    var inCode = false
    let characters = Array(text.trimmed())
    for (index, character) in characters.enumerated() {
      if character == "`" { inCode.toggle() }
      guard !inCode, ".!?".contains(character) else { continue }
      if index + 1 == characters.count || characters[index + 1] == " " { count += 1 }
    }
    return count
  }
}
