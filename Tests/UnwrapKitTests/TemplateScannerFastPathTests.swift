import Testing

@testable import UnwrapKit

/// The byte scanner that ASCII templates take finds exactly what the character scanner finds, and
/// the exact substring search agrees with the standard library's on code.
@Suite struct TemplateScannerFastPathTests {
  static let templates = [
    "let NAME_1 = NUMBER_1\nprint(\"\\(NAME_1|capitalized) has ${NUMBER_1 * 2}\")",
    "if CITY_1 == \"x\" || flag {\r\n  print(WORD_1|uppercased|count)\r\n}",
    "OK_ but _NAME_1 and NAME_1_ and aNAME_1 and NAME_1a, X_1|count|| y",
    "${ {1: 2}[1] } NAME_2",
  ]

  @Test(arguments: templates)
  func bytesAndCharactersGiveTheSameSegments(template: String) throws {
    let bytes = try TemplateScanner.segments(of: Array(template.utf8))
    let characters = try TemplateScanner.segments(of: Array(template))
    #expect(bytes == characters)
    #expect(!bytes.isEmpty)
  }

  @Test func textThatIsNotASCIIIsScannedByCharacter() throws {
    // "é" is a letter, so the capitals after it do not start a placeholder; "→" is not.
    let segments = try TemplateScanner.segments("caféNAME_1 →NAME_2")
    #expect(
      segments == [
        .literal("caféNAME_1 →"), .placeholder(PlaceholderReference(word: "NAME_2", filters: [])),
      ])
  }

  @Test func exactSearchFindsWhatTheStandardLibraryFinds() {
    let line = "    let total = try await fetch(count: 3) == 4"
    for target in [" = ", "try ", "await fetch(", " == ", "missing", "4", "    l"] {
      let exact = line.firstExactRange(of: target)
      let standard = line.firstRange(of: target)
      #expect(exact == standard, "\(target)")
      #expect(line.containsExactly(target) == line.contains(target))
    }
    let tail = line[line.firstExactRange(of: "await ")!.upperBound...]
    #expect(tail.firstExactRange(of: "(").map { tail[..<$0.lowerBound] } == "fetch")
  }
}
