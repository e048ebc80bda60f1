import Testing

@testable import unwrap

/// `unwrap glossary` in process: the list, an entry by its name, a typo's entry shown as a guess,
/// and the nearest terms for a miss.
@Suite struct InProcessGlossaryTests {
  @Test func theGlossaryListsFindsNearTermsAndNamesTheNearestForAMiss() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let list = try unwrap.run(["glossary"])
    #expect(list.status == 0)
    #expect(list.output.contains("terms. Look one up with: unwrap glossary <term>"))
    // An empty or all-space term is no term: the list, as `unwrap glossary "$TERM"` with TERM unset.
    for blank in [[""], ["  "], ["", "\t"]] {
      let listed = try unwrap.run(["glossary"] + blank)
      #expect(listed.status == 0, "\(blank): \(listed.error)")
      #expect(listed.output == list.output, "\(blank)")
    }
    let found = try unwrap.run(["glossary", "clsoure"])
    #expect(found.status == 0, "\(found.error)")
    #expect(found.output.lowercased().contains("closure"))
    // A typo's entry is shown as a guess, one line before it; a term's own entry is not.
    #expect(
      found.output.hasPrefix("No entry for \"clsoure\"; showing \"closure\".\n\nclosure\n"),
      "\(found.output.prefix(200))")
    let exact = try unwrap.run(["glossary", "Closures"])
    #expect(exact.status == 0, "\(exact.error)")
    #expect(exact.output.hasPrefix("closure\n"), "\(exact.output.prefix(200))")
    let several = try unwrap.run(["glossary", "closur"])
    #expect(several.output.hasPrefix("No entry for \"closur\"; showing the 5 nearest terms.\n"))
    // An ordinary word two typos from a short term is not shown as that term's entry.
    let word = try unwrap.run(["glossary", "exception"])
    #expect(word.status == 1)
    #expect(word.output.isEmpty, "\(word.output.prefix(200))")
    #expect(
      word.error.contains(
        "The glossary has no entry for \"exception\". The nearest terms: extension"),
      "\(word.error)")
    let missing = try unwrap.run(["glossary", "zzzzqqq"])
    #expect(missing.status == 1)
    #expect(
      missing.error.contains(
        "The glossary has no entry for \"zzzzqqq\". Run `unwrap glossary` to list every term."),
      "\(missing.error)")
    let near = try unwrap.run(["glossary", "for", "each"])
    #expect(near.status == 1)
    #expect(
      near.error.contains("The nearest terms: ") && near.error.contains("for loop"),
      "\(near.error)")
    // A pasted paragraph is quoted by its start, and is near no term.
    let paragraph = (0..<2_000).map { "word\($0)" }
    let pasted = try unwrap.run(["glossary"] + paragraph)
    #expect(pasted.status == 1)
    #expect(
      pasted.error.contains(
        "no entry for \"word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 …\". Run"),
      "\(pasted.error.prefix(300))")
    #expect(!pasted.error.contains("word1999"))
  }
}
