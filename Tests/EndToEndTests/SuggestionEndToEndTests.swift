import Foundation
import Testing

/// Small typos are forgiven: a mistyped subcommand is named back with the nearest one, and a
/// mistyped glossary term finds the one entry clearly nearest to it.
@Suite struct SuggestionEndToEndTests {
  @Test func aMistypedSubcommandSuggestsTheNearestOne() throws {
    let result = try UnwrapBinary.runOnce(["lern"])
    #expect(result.status != 0)
    #expect(result.error.contains("Did you mean: learn?"), "\(result.error)")
  }

  @Test func aWordNearNoSubcommandSaysHowToListThem() throws {
    let result = try UnwrapBinary.runOnce(["xyzzyplugh"])
    #expect(result.status == 64)
    #expect(result.error.contains("unwrap --help"), "\(result.error)")
  }

  @Test func helpForAMistypedCommandSaysSoAndFails() throws {
    let result = try UnwrapBinary.runOnce(["help", "lern"])
    #expect(result.status == 64)
    #expect(
      result.error.contains("\"lern\" is not an unwrap command. Did you mean: learn?"),
      "\(result.error)")
    #expect(result.output.isEmpty)
    let nested = try UnwrapBinary.runOnce(["help", "exercises", "chek"])
    #expect(nested.status == 64)
    #expect(nested.error.contains("is not an unwrap exercises command. Did you mean: check?"))
    let known = try UnwrapBinary.runOnce(["help", "exercises", "check"])
    #expect(known.status == 0, "\(known.error)")
    #expect(known.output.contains("USAGE: unwrap exercises check"), "\(known.output)")
  }

  @Test func aGlossaryTermWithTwoLettersSwappedIsFound() throws {
    let result = try UnwrapBinary.runOnce(["glossary", "clsoure"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.lowercased().contains("closure"))
  }
}
