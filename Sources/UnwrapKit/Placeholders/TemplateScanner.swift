/// A placeholder word with the filters written after it (`NAME_1|capitalized|count`).
struct PlaceholderReference: Equatable {
  var word: String
  var filters: [String]
}

/// A piece of a template: literal text, a placeholder, or a `${…}` expression.
enum TemplateSegment: Equatable {
  case literal(String)
  case placeholder(PlaceholderReference)
  case expression(String)
}

/// Splits template text into literals, placeholders and expressions.
///
/// A placeholder is a run of capitals, digits and underscores that contains an underscore and starts with a
/// capital (so ordinary words like `OK` stay text). Filters follow a `|` directly; `||` is left alone.
enum TemplateScanner {
  static func segments(_ text: String) throws(PlaceholderError) -> [TemplateSegment] {
    let characters = Array(text)
    var segments: [TemplateSegment] = []
    var literal = ""
    var index = 0

    func isPlaceholderCharacter(_ character: Character) -> Bool {
      character.isASCII && (character.isUppercase || character.isNumber || character == "_")
    }

    while index < characters.count {
      let character = characters[index]
      if character == "$", index + 1 < characters.count, characters[index + 1] == "{" {
        var depth = 1
        var end = index + 2
        while end < characters.count, depth > 0 {
          if characters[end] == "{" { depth += 1 }
          if characters[end] == "}" { depth -= 1 }
          end += 1
        }
        guard depth == 0 else { throw PlaceholderError("a ${ that is never closed") }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
        segments.append(.expression(String(characters[(index + 2)..<(end - 1)])))
        index = end
        continue
      }
      let startsWord =
        index == 0
        || !(characters[index - 1].isLetter || characters[index - 1].isNumber
          || characters[index - 1] == "_")
      if startsWord, character.isASCII, character.isUppercase {
        var end = index
        while end < characters.count, isPlaceholderCharacter(characters[end]) { end += 1 }
        let endsWord =
          end == characters.count || !(characters[end].isLetter || characters[end].isNumber)
        let word = String(characters[index..<end])
        if endsWord, word.contains("_"), !word.hasSuffix("_") {
          var filters: [String] = []
          while end + 1 < characters.count, characters[end] == "|", characters[end + 1].isLetter {
            var filterEnd = end + 1
            while filterEnd < characters.count, characters[filterEnd].isLetter { filterEnd += 1 }
            let filter = String(characters[(end + 1)..<filterEnd])
            guard PlaceholderEngine.filters.contains(filter) else {
              throw PlaceholderError("unknown filter |\(filter) after \(word)")
            }
            filters.append(filter)
            end = filterEnd
          }
          if !literal.isEmpty { segments.append(.literal(literal)) }
          literal = ""
          segments.append(.placeholder(PlaceholderReference(word: word, filters: filters)))
          index = end
          continue
        }
      }
      literal.append(character)
      index += 1
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    return segments
  }
}
