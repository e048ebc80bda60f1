import UnwrapContent

/// One glossary entry: a term a learner meets, what it means, and the section that teaches it.
public struct GlossaryEntry: Codable, Equatable, Sendable {
  public var term: String
  public var definition: String
  /// The slug of the section that teaches the term, when one does.
  public var section: String?
  /// Other spellings a learner might search for.
  public var aliases: [String]?

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case term, definition, section, aliases
  }

  public init(term: String, definition: String, section: String? = nil, aliases: [String]? = nil) {
    self.term = term
    self.definition = definition
    self.section = section
    self.aliases = aliases
  }

  /// The term and its aliases.
  public var names: [String] { [term] + (aliases ?? []) }
}

/// The glossary shipped in `Glossary.json`, and how a learner finds things in it.
public struct Glossary: Codable, Equatable, Sendable {
  public var terms: [GlossaryEntry]

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case terms
  }

  /// The keys of `Glossary.json`.
  static var keySchema: KeySchema {
    KeySchema(CodingKeys.self, nested: ["terms": KeySchema(GlossaryEntry.CodingKeys.self)])
  }

  public init(terms: [GlossaryEntry]) {
    self.terms = terms
  }

  public static let file = "Glossary.json"

  /// What a search found: the entries it names, entries close to it, or when nothing is close, the
  /// nearest terms to suggest.
  public enum SearchResult: Equatable, Sendable {
    /// Entries the search names: a term or alias, whatever the case, hyphens or a plural.
    case matches([GlossaryEntry])
    /// Entries the search names none of but is close to (it begins a word of theirs, or is a small
    /// typo away), nearest first: a guess, which the learner is told.
    case nearMatches([GlossaryEntry])
    case noMatch(nearest: [String])
  }

  /// Finds entries by term or alias, tolerating case, plurals, hyphens and small typos.
  public func search(_ query: String) -> SearchResult {
    let wanted = Self.normalize(query)
    guard !wanted.isEmpty else { return .noMatch(nearest: []) }
    let exact = terms.filter { $0.names.contains { Self.normalize($0) == wanted } }
    if !exact.isEmpty { return .matches(exact) }
    let partial = terms.filter { entry in
      entry.names.contains { name in
        let normalized = Self.normalize(name)
        return wanted.count >= 3
          && (normalized.hasPrefix(wanted) || normalized.contains(" " + wanted))
      }
    }
    if !partial.isEmpty { return .nearMatches(partial) }
    // Typo distances cost the product of the two lengths; a search several times longer than any
    // term (a pasted paragraph) is near none of them, so it is not measured against each.
    guard wanted.count <= Self.longestSearch else { return .noMatch(nearest: []) }
    // Each entry's typos to its nearest name, measured once: they find the terms a typo away and,
    // when none is, the nearest terms to suggest.
    let distances = terms.map { entry in
      entry.names.map { Suggestions.typoDistance(Self.normalize($0), wanted) }.min() ?? Int.max
    }
    if let nearest = distances.min() {
      let nearestEntries = terms.indices.filter { distances[$0] == nearest }.map { terms[$0] }
      if Self.isSmallTypo(nearest, length: wanted.count, alone: nearestEntries.count == 1) {
        return .nearMatches(nearestEntries)
      }
    }
    var scored = zip(terms, distances).map { (term: $0.term, distance: $1) }
    scored.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.term < $1.term) }
    // Otherwise suggest only what is plausibly meant: terms sharing a word with the search (`for
    // each` → `for loop`), then terms within half the search's length of typos, and fewer typos
    // than it has characters. A search near nothing (`x`, `é`) gets no suggestions rather than
    // three arbitrary short terms.
    let words = Set(wanted.split(separator: " ").filter { $0.count >= 3 })
    let sharingTerms = Set(
      terms.filter { entry in
        entry.names.contains { !words.isDisjoint(with: Self.normalize($0).split(separator: " ")) }
      }.map(\.term))
    let sharing = scored.filter { sharingTerms.contains($0.term) }
    let near = scored.filter {
      $0.distance <= Suggestions.typoAllowance(length: wanted.count, share: 2)
    }
    var nearest: [String] = []
    for candidate in sharing + near where !nearest.contains(candidate.term) {
      nearest.append(candidate.term)
    }
    return .noMatch(nearest: Array(nearest.prefix(3)))
  }

  /// The longest search measured for typos: the longest term or alias is 29 characters.
  static let longestSearch = 100

  /// The shortest search (in characters, spaces included) that may hold two typos.
  static let shortestSearchWithTwoTypos = 8

  /// Whether the nearest terms, `typos` away from a search `length` characters long, are what the
  /// learner meant to type: what a learner calls a small typo, one letter swapped, missing, extra
  /// or wrong (`clsoure`, `closur`, `optionnal`); or, in a search of eight characters or more
  /// (Algolia's default for two typos; Meilisearch's is nine), two, when one term `alone` is that
  /// near.
  /// Two typos make a short word into another (`vector` is two from `actor`, `thing` from
  /// `String`, `raise` from `range`), and several terms two typos away are several guesses, so
  /// those searches get suggestions instead.
  static func isSmallTypo(_ typos: Int, length: Int, alone: Bool) -> Bool {
    typos <= 1 || (typos == 2 && length >= shortestSearchWithTwoTypos && alone)
  }

  /// Terms grouped by their first letter, letters in order, terms sorted within each.
  public func byFirstLetter() -> [(letter: String, terms: [GlossaryEntry])] {
    let groups = Dictionary(grouping: terms) { String($0.term.prefix(1)).uppercased() }
    return groups.keys.sorted().map { letter in
      (letter, groups[letter]!.sorted { $0.term.lowercased() < $1.term.lowercased() })
    }
  }

  /// Lowercased, hyphens and underscores as spaces, whitespace collapsed, and a plural `s`/`es` dropped.
  public static func normalize(_ text: String) -> String {
    normalizeASCII(text) ?? normalizeAnyText(text)
  }

  /// `normalizeAnyText` in one pass over the bytes, for ASCII text (every term, and nearly every
  /// search): a search normalizes every name in the glossary, and this is several times faster.
  static func normalizeASCII(_ text: String) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    var lastWordStart = 0
    for byte in text.utf8 {
      switch byte {
      case 0x80...: return nil
      case UInt8(ascii: "`"): continue
      case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "), 0x09...0x0D:
        pendingSpace = !result.isEmpty
      default:
        if pendingSpace {
          result.append(UInt8(ascii: " "))
          lastWordStart = result.count
          pendingSpace = false
        }
        result.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
      }
    }
    let last = result[lastWordStart...]
    func ends(_ suffix: String) -> Bool { last.reversed().starts(with: suffix.utf8.reversed()) }
    if last.count > 4, ends("ies") {
      result.removeLast(3)
      result.append(UInt8(ascii: "y"))
    } else if last.count > 4, ends("sses") || ends("xes") || ends("ches") {
      result.removeLast(2)
    } else if last.count > 3, ends("s"), !ends("ss") {
      result.removeLast()
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Lower case, hyphens and underscores as spaces, no backticks, single spaces, and the last word's
  /// plural made singular.
  static func normalizeAnyText(_ text: String) -> String {
    var words = text.lowercased()
      .replacingEvery("-", with: " ").replacingEvery("_", with: " ")
      .replacingEvery("`", with: "")
      .split(whereSeparator: \.isWhitespace).map(String.init)
    if var last = words.popLast() {
      if last.count > 4, last.hasSuffix("ies") {
        last = String(last.dropLast(3)) + "y"
      } else if last.count > 4,
        last.hasSuffix("sses") || last.hasSuffix("xes") || last.hasSuffix("ches")
      {
        last = String(last.dropLast(2))
      } else if last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss") {
        last = String(last.dropLast())
      }
      words.append(last)
    }
    return words.joined(separator: " ")
  }
}

extension ContentLibrary {
  /// The glossary, from `Glossary.json`; for the built-in copy, from the Swift values the embedder
  /// wrote at build time (`UnwrapContent.glossaryTerms`), so no JSON is decoded.
  public func glossary() throws(ContentError) -> Glossary {
    guard source == .builtIn, !UnwrapContent.glossaryTerms.isEmpty else {
      return try Self.decode(Glossary.self, file: Glossary.file, from: source)
    }
    return Glossary(
      terms: UnwrapContent.glossaryTerms.map {
        GlossaryEntry(
          term: $0.term, definition: $0.definition, section: $0.section, aliases: $0.aliases)
      })
  }
}
