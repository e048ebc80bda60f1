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
/// A placeholder is a run of capitals, digits and underscores that contains an underscore, starts with a
/// capital, does not end with an underscore and is a whole word: nothing of a word before it, and no
/// letter or digit after it (so ordinary words like `OK`, and `NAME_1s`, stay text). Filters follow a `|` directly; `||` is left alone.
enum TemplateScanner {
  static func segments(_ text: String) throws(PlaceholderError) -> [TemplateSegment] {
    // Templates are nearly all ASCII, where bytes are characters: scanning bytes skips grapheme
    // breaking, which was most of a question's generation. Other text is scanned by character.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return try segments(of: Array(text.utf8))
    }
    return try segments(of: Array(text))
  }

  static func segments<Units: RandomAccessCollection<Unit>, Unit: TemplateUnit>(
    of units: Units
  ) throws(PlaceholderError) -> [TemplateSegment] where Units.Index == Int {
    var segments: [TemplateSegment] = []
    var literalStart = 0
    var index = 0
    let count = units.count

    func isUppercase(_ unit: Unit) -> Bool { unit.ascii.map { (65...90).contains($0) } ?? false }
    func isPlaceholderUnit(_ unit: Unit) -> Bool {
      guard let byte = unit.ascii else { return false }
      return (65...90).contains(byte) || (48...57).contains(byte) || byte == 95
    }
    func isLetter(_ unit: Unit) -> Bool {
      guard let byte = unit.ascii else { return unit.isLetter }
      return (65...90).contains(byte) || (97...122).contains(byte)
    }
    func isLetterOrNumber(_ unit: Unit) -> Bool {
      guard let byte = unit.ascii else { return unit.isLetter || unit.isNumber }
      return (65...90).contains(byte) || (97...122).contains(byte) || (48...57).contains(byte)
    }
    func closeLiteral(at end: Int) {
      if literalStart < end { segments.append(.literal(Unit.text(units[literalStart..<end]))) }
    }

    while index < count {
      let unit = units[index]
      if unit.ascii == 36, index + 1 < count, units[index + 1].ascii == 123 {  // "${"
        var depth = 1
        var end = index + 2
        while end < count, depth > 0 {
          if units[end].ascii == 123 { depth += 1 }
          if units[end].ascii == 125 { depth -= 1 }
          end += 1
        }
        guard depth == 0 else { throw PlaceholderError("a ${ that is never closed") }
        closeLiteral(at: index)
        segments.append(.expression(Unit.text(units[(index + 2)..<(end - 1)])))
        index = end
        literalStart = end
        continue
      }
      let startsWord =
        index == 0 || !(isLetterOrNumber(units[index - 1]) || units[index - 1].ascii == 95)
      if startsWord, isUppercase(unit) {
        var end = index
        while end < count, isPlaceholderUnit(units[end]) { end += 1 }
        let endsWord = end == count || !isLetterOrNumber(units[end])
        let word = Unit.text(units[index..<end])
        if endsWord, word.utf8.contains(95), word.utf8.last != 95 {
          var filters: [String] = []
          while end + 1 < count, units[end].ascii == 124, isLetter(units[end + 1]) {  // "|"
            var filterEnd = end + 1
            while filterEnd < count, isLetter(units[filterEnd]) { filterEnd += 1 }
            let filter = Unit.text(units[(end + 1)..<filterEnd])
            guard PlaceholderEngine.filters.contains(filter) else {
              throw PlaceholderError("unknown filter |\(filter) after \(word)")
            }
            filters.append(filter)
            end = filterEnd
          }
          closeLiteral(at: index)
          segments.append(.placeholder(PlaceholderReference(word: word, filters: filters)))
          index = end
          literalStart = end
          continue
        }
      }
      index += 1
    }
    closeLiteral(at: count)
    return segments
  }
}

extension TemplateScanner {
  /// `text` with every `${…}` expression written as a placeholder word, as the Swift a learner sees
  /// has a value there: the construct check must not read the engine's `$` as a closure's `$0`.
  /// Text that does not scan (a `${` never closed) is returned as it is; validation names it.
  static func expressionsAsValues(_ text: String) -> String {
    guard text.contains("${"), let segments = try? segments(text) else { return text }
    return segments.map { segment in
      switch segment {
      case .literal(let literal): literal
      case .placeholder(let reference):
        ([reference.word] + reference.filters).joined(separator: "|")
      case .expression: "EXPRESSION_VALUE"
      }
    }.joined()
  }
}

/// What the scanner reads template text as: bytes, where the text is ASCII, or characters.
protocol TemplateUnit {
  /// The unit's ASCII value, or nil for anything else.
  var ascii: UInt8? { get }
  var isLetter: Bool { get }
  var isNumber: Bool { get }
  static func text(_ units: some Collection<Self>) -> String
}

extension Character: TemplateUnit {
  var ascii: UInt8? { asciiValue }
  static func text(_ units: some Collection<Character>) -> String { String(units) }
}

extension UInt8: TemplateUnit {
  var ascii: UInt8? { self < 0x80 ? self : nil }
  // Only ASCII text is scanned as bytes, so a unit that is not ASCII never reaches these.
  var isLetter: Bool { false }
  var isNumber: Bool { false }
  static func text(_ units: some Collection<UInt8>) -> String {
    String(decoding: units, as: UTF8.self)
  }
}

extension TemplateScanner {
  /// Every run in `text` that looks like a placeholder (capitals, digits and underscores with an
  /// underscore, starting a word with a capital) but runs straight into a letter or digit
  /// (`NAME_1s`, `NAME_l`): the scanner leaves it as written, since a placeholder must end its word.
  /// Each comes with its problem, for `content validate` (`field` names where it is).
  static func gluedRunProblems(in text: String, field: String) -> [String] {
    let characters = Array(text)
    func isRunCharacter(_ character: Character) -> Bool {
      guard let byte = character.asciiValue else { return false }
      return (65...90).contains(byte) || (48...57).contains(byte) || byte == 95
    }
    func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    var problems: [String] = []
    var index = 0
    while index < characters.count {
      let startsWord = index == 0 || !isWordCharacter(characters[index - 1])
      guard startsWord, let byte = characters[index].asciiValue, (65...90).contains(byte) else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, isRunCharacter(characters[end]) { end += 1 }
      let run = String(characters[index..<end])
      var wordEnd = end
      while wordEnd < characters.count, isWordCharacter(characters[wordEnd]) { wordEnd += 1 }
      if run.contains("_"), wordEnd > end {
        let word = String(characters[index..<wordEnd])
        let tail = String(characters[end..<wordEnd])
        problems.append(
          "\(field) has \(word), which stays as written, not a placeholder: a placeholder must end its word, and \"\(tail)\" follows \(run) (put a space or punctuation after the placeholder)"
        )
      }
      index = max(wordEnd, index + 1)
    }
    return problems
  }
}
