import Foundation
import Testing

@testable import UnwrapKit

@Suite struct GlossaryTests {
  let glossary = Glossary(terms: [
    GlossaryEntry(term: "array", definition: "An ordered list.", section: "arrays"),
    GlossaryEntry(
      term: "optional chaining", definition: "Reading through optionals with `?.`.",
      section: "optional-chaining"),
    GlossaryEntry(
      term: "optional", definition: "A value that may be missing.", aliases: ["optional value"]),
    GlossaryEntry(term: "variadic", definition: "Taking any number of arguments."),
    GlossaryEntry(term: "dictionary", definition: "Keys and values."),
  ])

  /// The byte-wise ASCII path normalizes exactly as the general one, for every shipped name and for
  /// awkward searches.
  @Test func asciiNormalizingMatchesTheGeneralPath() throws {
    let shipped = try ContentLibrary.builtIn().glossary().terms.flatMap(\.names)
    let awkward = [
      "", " ", "`", "  Optional--Chaining__Values  ", "classes", "boxes", "matches", "glasses",
      "bus", "ties", "pies", "dies", "ss", "CLASS", "a`b`c", "tab\there", "x\u{0B}y\u{0C}z",
      "Dictionaries", "--s", "_ies", "string's",
    ]
    for text in shipped + awkward {
      #expect(Glossary.normalizeASCII(text) == Glossary.normalizeAnyText(text), "\(text)")
    }
    #expect(Glossary.normalizeASCII("café") == nil)
  }

  @Test func findsByTermAliasCaseAndPlural() {
    #expect(glossary.search("Arrays") == .matches([glossary.terms[0]]))
    #expect(glossary.search("optional values") == .matches([glossary.terms[2]]))
    #expect(glossary.search("OPTIONAL-CHAINING") == .matches([glossary.terms[1]]))
    #expect(glossary.search("dictionaries") == .matches([glossary.terms[4]]))
  }

  /// A typo or the start of a word finds the entry, as a guess: no entry has that name.
  @Test func toleratesSmallTyposAndPrefixes() {
    #expect(glossary.search("varidic") == .nearMatches([glossary.terms[3]]))
    #expect(glossary.search("dictonary") == .nearMatches([glossary.terms[4]]))
    #expect(glossary.search("chaining") == .nearMatches([glossary.terms[1]]))
  }

  @Test func noMatchSuggestsOnlyTermsThatShareAWordOrAreFewTyposAway() {
    #expect(glossary.search("dictionary literal") == .noMatch(nearest: ["dictionary"]))
    // Nothing shares a word with it or is near it: no arbitrary suggestions.
    #expect(glossary.search("monad") == .noMatch(nearest: []))
  }

  /// One or two typos replace a one- or two-character search whole, so such a search is near
  /// nothing: the shipped glossary's `$0` and `??` are two typos from any of them. A short search
  /// one typo from a name still finds it.
  @Test func aOneOrTwoCharacterSearchThatMatchesNothingGetsNoSuggestions() throws {
    let shipped = try ContentLibrary.builtIn().glossary()
    for query in ["x", "é", "!", "ab", "is", "do", "lt", "ws"] {
      #expect(shipped.search(query) == .noMatch(nearest: []), "\(query)")
    }
    #expect(shipped.search("?").matchedTerms == ["nil coalescing"])
    #expect(shipped.search("ni").matchedTerms == ["nil"])
  }

  @Test func groupsByFirstLetter() {
    #expect(glossary.byFirstLetter().map(\.letter) == ["A", "D", "O", "V"])
    #expect(glossary.byFirstLetter()[2].terms.map(\.term) == ["optional", "optional chaining"])
  }

  @Test func marksOnlyTheFirstUseAndPrefersTheLongestPhrase() {
    let marker = GlossaryMarker(glossary: glossary)
    let blocks = marker.mark([
      .paragraph([.text("Optional chaining reads an optional; another optional follows.")]),
      .paragraph([.text("Arrays hold values. An array again.")]),
    ])
    #expect(
      blocks == [
        .paragraph([
          .glossaryTerm("Optional chaining"), .text(" reads an "), .glossaryTerm("optional"),
          .text("; another optional follows."),
        ]),
        .paragraph([.glossaryTerm("Arrays"), .text(" hold values. An array again.")]),
      ])
  }

  @Test func termsTheAuthorEmphasisedAreNotMarkedAgain() {
    let marker = GlossaryMarker(glossary: glossary)
    let blocks = marker.mark([.paragraph([.strong([.text("array")]), .text(" and array")])])
    #expect(blocks == [.paragraph([.strong([.text("array")]), .text(" and array")])])
  }

  @Test func validationFindsDuplicatesUnknownSectionsAndLongDefinitions() throws {
    let folder = try Fixtures.content(sections: Fixtures.validatedSections)
    try folder.write(
      #"""
      { "terms": [
        { "term": "box", "definition": "One. Two. Three. Four." },
        { "term": "Boxes", "definition": "A copy." },
        { "term": "crate", "definition": "Holds `a.b` things.", "section": "nowhere" }
      ] }
      """#, to: "Glossary.json")
    let problems = Fixtures.problems(in: folder).map(\.description)
    #expect(
      problems.contains(
        "Glossary.json: terms[0] (box).definition: has 4 sentences; a definition has 1 to 3"))
    #expect(problems.contains("Glossary.json: terms[1] (Boxes): \"Boxes\" is already used by box"))
    #expect(
      problems.contains(
        "Glossary.json: terms[2] (crate).section: \"nowhere\" is not a section in Chapters.json"))
    #expect(problems.count == 3)
  }

  /// A typo shows only the nearest terms: `optional chaning` is one typo from optional chaining
  /// and four from `if let` (by its alias `optional binding`), which comes earlier in the file and
  /// is not shown. Terms equally near come in the file's order.
  @Test func aTypoShowsOnlyTheNearestTerms() {
    let glossary = Glossary(terms: [
      GlossaryEntry(term: "if let", definition: "Unwraps.", aliases: ["optional binding"]),
      GlossaryEntry(term: "optional chaining", definition: "Reads through optionals."),
      GlossaryEntry(term: "cart", definition: "A."),
      GlossaryEntry(term: "card", definition: "B."),
    ])
    #expect(glossary.search("optional chaning") == .nearMatches([glossary.terms[1]]))
    #expect(glossary.search("carx") == .nearMatches([glossary.terms[2], glossary.terms[3]]))
    // Two typos in a short word are not guessed, however clearly nearest: they are suggested.
    let closures = Glossary(terms: [
      GlossaryEntry(term: "class", definition: "A reference type."),
      GlossaryEntry(term: "closure", definition: "A function without a name."),
    ])
    #expect(closures.search("clsore") == .noMatch(nearest: ["closure"]))
  }

  /// The shipped glossary, as the learner met it: the term meant comes first.
  @Test func theShippedGlossaryPutsTheNearestTermFirst() throws {
    let glossary = try ContentLibrary.builtIn().glossary()
    guard case .nearMatches(let found) = glossary.search("optional chaning") else {
      Issue.record("optional chaning found nothing")
      return
    }
    #expect(found.first?.term == "optional chaining", "\(found.map(\.term))")
  }

  @Test func aTermWithTwoLettersSwappedIsFoundWhenItIsClearlyNearest() {
    let glossary = Glossary(terms: [
      GlossaryEntry(term: "closure", definition: "A function without a name."),
      GlossaryEntry(term: "class", definition: "A reference type."),
      GlossaryEntry(term: "enum", definition: "A type with cases."),
    ])
    #expect(glossary.search("clsoure") == .nearMatches([glossary.terms[0]]))
    #expect(glossary.search("closrue") == .nearMatches([glossary.terms[0]]))
    #expect(Suggestions.typoDistance("clsoure", "closure") == 1)
    // Nothing is clearly nearest: no entry is guessed.
    guard case .noMatch = glossary.search("zzzzzzzz") else {
      Issue.record("a word near nothing matched an entry")
      return
    }
  }

  /// Ordinary words two typos from a short term are other words, not typos: `exception` is not
  /// `extension`. None is shown as an entry; the term is suggested, and the search fails.
  @Test(arguments: [
    ("exception", "extension"), ("vector", "actor"), ("channel", "cancellation"),
    ("raise", "range"), ("thing", "String"),
  ])
  func anOrdinaryWordIsNotTakenForANearTerm(word: String, near: String) throws {
    let shipped = try ContentLibrary.builtIn().glossary()
    guard case .noMatch(let nearest) = shipped.search(word) else {
      Issue.record("\(word) found \(shipped.search(word).matchedTerms)")
      return
    }
    #expect(nearest.contains(near), "\(word): \(nearest)")
  }

  /// What a learner calls a small typo finds the entry meant, first, as a guess: a letter swapped,
  /// missing, doubled, extra or wrong; in a search of eight characters or more, two of them.
  @Test(arguments: [
    ("clsoure", "closure"), ("closrue", "closure"), ("closur", "closure"),
    ("optionnal", "optional"), ("optinal", "optional"), ("optoinal", "optional"),
    ("Optionnals", "optional"), ("arrray", "array"), ("tupel", "tuple"), ("strcut", "struct"),
    ("inheritence", "inheritance"), ("intializer", "initializer"), ("dictonary", "dictionary"),
    ("subscirpt", "subscript"), ("optional chaning", "optional chaining"),
    ("protocl extension", "protocol extension"), ("inheritanse", "inheritance"),
    ("automatic refrence countng", "automatic reference counting"), ("intialiser", "initializer"),
  ])
  func aSmallTypoFindsTheTermMeant(typo: String, term: String) throws {
    let shipped = try ContentLibrary.builtIn().glossary()
    #expect(shipped.search(typo).guessedTerms.first == term, "\(typo): \(shipped.search(typo))")
  }

  /// Two typos are guessed only in a long search, and only when one term alone is that near:
  /// `iterator` is two from both `iteration` and `operator`, so both are suggested instead.
  @Test func twoTyposAreGuessedOnlyInALongSearchNearOneTerm() throws {
    #expect(!Glossary.isSmallTypo(2, length: 7, alone: true))
    #expect(Glossary.isSmallTypo(2, length: 8, alone: true))
    #expect(!Glossary.isSmallTypo(2, length: 8, alone: false))
    #expect(Glossary.isSmallTypo(1, length: 2, alone: false))
    #expect(!Glossary.isSmallTypo(3, length: 30, alone: true))
    let shipped = try ContentLibrary.builtIn().glossary()
    guard case .noMatch(let nearest) = shipped.search("iterator") else {
      Issue.record("iterator found \(shipped.search("iterator").matchedTerms)")
      return
    }
    #expect(nearest.starts(with: ["iteration", "operator"]), "\(nearest)")
  }
}

extension Glossary.SearchResult {
  /// The terms a search found, named or guessed, or none when it found nothing.
  var matchedTerms: [String] {
    switch self {
    case .matches(let entries), .nearMatches(let entries): entries.map(\.term)
    case .noMatch: []
    }
  }

  /// The terms a search guessed, or none when it named an entry or found nothing.
  var guessedTerms: [String] {
    if case .nearMatches(let entries) = self { return entries.map(\.term) }
    return []
  }
}
