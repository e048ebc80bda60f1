/// Marks the first time each glossary term appears in a lesson's prose, so the learner knows they can look it up.
public struct GlossaryMarker: Sendable {
  /// Normalized term (and alias) word sequences keyed by their first word, each list longest first so
  /// "optional chaining" wins over "optional". Looking up by first word keeps marking linear in the text.
  private let phrasesByFirstWord: [String: [[String]]]

  public init(glossary: Glossary) {
    var phrases = Set<[String]>()
    for entry in glossary.terms {
      for name in entry.names {
        let words = Glossary.normalize(name).split(separator: " ").map(String.init)
        // One-word keywords (`switch`, `break`) are everyday English in prose: leave them unmarked.
        if words.count == 1,
          SwiftKeywords.all.contains(words[0]) || SwiftKeywords.all.contains(name)
        {
          continue
        }
        if !words.isEmpty, words.count <= 4,
          words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        {
          phrases.insert(words)
        }
      }
    }
    let ordered = phrases.sorted {
      $0.count > $1.count || ($0.count == $1.count && $0.joined() < $1.joined())
    }
    phrasesByFirstWord = Dictionary(grouping: ordered) { $0[0] }
  }

  /// The not-yet-seen phrases that start at `index` of `words`, longest first.
  private func phrases(at index: Int, of words: [String], excluding seen: Set<[String]>)
    -> [[String]]
  {
    (phrasesByFirstWord[words[index]] ?? []).filter { phrase in
      !seen.contains(phrase) && index + phrase.count <= words.count
        && words[index..<(index + phrase.count)].elementsEqual(phrase)
    }
  }

  /// The lesson with the first use of each term in plain text wrapped in `.glossaryTerm`.
  public func mark(_ blocks: [LessonBlock]) -> [LessonBlock] {
    var seen = Set<[String]>()
    return blocks.map { mark($0, seen: &seen) }
  }

  private func mark(_ block: LessonBlock, seen: inout Set<[String]>) -> LessonBlock {
    switch block {
    case .paragraph(let inlines): return .paragraph(mark(inlines, seen: &seen))
    case .list(let ordered, let items):
      return .list(ordered: ordered, items: items.map { mark($0, seen: &seen) })
    case .pitfall(let children): return .pitfall(children.map { mark($0, seen: &seen) })
    case .heading, .code: return block
    }
  }

  private func mark(_ inlines: [Inline], seen: inout Set<[String]>) -> [Inline] {
    var result: [Inline] = []
    for inline in inlines {
      switch inline {
      case .text(let text):
        result += mark(text, seen: &seen)
      case .strong(let children), .emphasis(let children):
        // The author already emphasised it: count it as seen rather than mark it twice.
        let words = Self.words(in: children.map(\.plainText).joined()).map {
          Glossary.normalize($0.word)
        }
        for index in words.indices {
          seen.formUnion(phrases(at: index, of: words, excluding: seen))
        }
        result.append(inline)
      default:
        result.append(inline)
      }
    }
    return result
  }

  private func mark(_ text: String, seen: inout Set<[String]>) -> [Inline] {
    let words = Self.words(in: text)
    let normalized = words.map { Glossary.normalize($0.word) }
    var result: [Inline] = []
    var cursor = text.startIndex
    var index = 0
    while index < words.count {
      guard let phrase = phrases(at: index, of: normalized, excluding: seen).first else {
        index += 1
        continue
      }
      seen.insert(phrase)
      let start = words[index].range.lowerBound
      let end = words[index + phrase.count - 1].range.upperBound
      if cursor < start { result.append(.text(String(text[cursor..<start]))) }
      result.append(.glossaryTerm(String(text[start..<end])))
      cursor = end
      index += phrase.count
    }
    if cursor < text.endIndex { result.append(.text(String(text[cursor...]))) }
    return result
  }

  private static func words(in text: String) -> [(word: String, range: Range<String.Index>)] {
    var result: [(String, Range<String.Index>)] = []
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let isWordCharacter =
        character.isLetter || character.isNumber || character == "-" && start != nil
      if isWordCharacter {
        if start == nil { start = index }
      } else if let wordStart = start {
        result.append((String(text[wordStart..<index]), wordStart..<index))
        start = nil
      }
      index = text.index(after: index)
    }
    if let wordStart = start {
      result.append((String(text[wordStart...]), wordStart..<text.endIndex))
    }
    return result.map { ($0.0.trimming { $0 == "-" }, $0.1) }
  }
}
