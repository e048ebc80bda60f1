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

    // Templates are nearly all ASCII: answer from the byte before asking Unicode's tables.
    func isPlaceholderCharacter(_ character: Character) -> Bool {
      guard let byte = character.asciiValue else { return false }
      return isUppercase(byte) || (48...57).contains(byte) || byte == 95
    }
    func isUppercase(_ byte: UInt8) -> Bool { (65...90).contains(byte) }
    func isLetter(_ character: Character) -> Bool {
      guard let byte = character.asciiValue else { return character.isLetter }
      return isUppercase(byte) || (97...122).contains(byte)
    }
    func isLetterOrNumber(_ character: Character) -> Bool {
      guard let byte = character.asciiValue else { return character.isLetter || character.isNumber }
      return isUppercase(byte) || (97...122).contains(byte) || (48...57).contains(byte)
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
        || !(isLetterOrNumber(characters[index - 1]) || characters[index - 1] == "_")
      if startsWord, let byte = character.asciiValue, isUppercase(byte) {
        var end = index
        while end < characters.count, isPlaceholderCharacter(characters[end]) { end += 1 }
        let endsWord =
          end == characters.count || !isLetterOrNumber(characters[end])
        let word = String(characters[index..<end])
        if endsWord, word.contains("_"), !word.hasSuffix("_") {
          var filters: [String] = []
          while end + 1 < characters.count, characters[end] == "|", isLetter(characters[end + 1]) {
            var filterEnd = end + 1
            while filterEnd < characters.count, isLetter(characters[filterEnd]) { filterEnd += 1 }
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
