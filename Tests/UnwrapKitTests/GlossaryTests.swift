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

  @Test func toleratesSmallTyposAndPrefixes() {
    #expect(glossary.search("varidic") == .matches([glossary.terms[3]]))
    #expect(glossary.search("dictonary") == .matches([glossary.terms[4]]))
    #expect(glossary.search("chaining") == .matches([glossary.terms[1]]))
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
    let folder = try Fixtures.content()
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

  /// Typo matches come nearest first: `optional chaning` is one typo from optional chaining and
  /// four from `if let` (by its alias `optional binding`), which comes earlier in the file.
  @Test func typoMatchesAreRankedByTyposThenFileOrder() {
    let glossary = Glossary(terms: [
      GlossaryEntry(term: "if let", definition: "Unwraps.", aliases: ["optional binding"]),
      GlossaryEntry(term: "optional chaining", definition: "Reads through optionals."),
      GlossaryEntry(term: "cart", definition: "A."),
      GlossaryEntry(term: "card", definition: "B."),
    ])
    #expect(
      glossary.search("optional chaning") == .matches([glossary.terms[1], glossary.terms[0]]))
    // Equally near: the file's order.
    #expect(glossary.search("carx") == .matches([glossary.terms[2], glossary.terms[3]]))
    // A term further than a quarter of the search but clearly nearest still answers alone.
    let closures = Glossary(terms: [
      GlossaryEntry(term: "class", definition: "A reference type."),
      GlossaryEntry(term: "closure", definition: "A function without a name."),
    ])
    #expect(closures.search("clsore") == .matches([closures.terms[1]]))
  }

  /// The shipped glossary, as the learner met it: the term meant comes first.
  @Test func theShippedGlossaryPutsTheNearestTermFirst() throws {
    let glossary = try ContentLibrary.builtIn().glossary()
    guard case .matches(let found) = glossary.search("optional chaning") else {
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
    #expect(glossary.search("clsoure") == .matches([glossary.terms[0]]))
    #expect(glossary.search("closrue") == .matches([glossary.terms[0]]))
    #expect(Suggestions.typoDistance("clsoure", "closure") == 1)
    // Nothing is clearly nearest: no entry is guessed.
    guard case .noMatch = glossary.search("zzzzzzzz") else {
      Issue.record("a word near nothing matched an entry")
      return
    }
  }
}

extension Glossary.SearchResult {
  /// The terms a search found, or none when it found nothing.
  var matchedTerms: [String] {
    if case .matches(let entries) = self { return entries.map(\.term) }
    return []
  }
}
