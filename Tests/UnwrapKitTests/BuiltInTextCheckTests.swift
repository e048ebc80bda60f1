import Testing
import UnwrapContent

@testable import UnwrapKit

/// Loading skips `JSONSyntaxCheck` for the built-in copy to save start-up time, so `content validate`
/// runs it on every built-in JSON file: a control character or a syntax mistake is named by line and
/// column, as it is for a folder, and the file is not reported again without a place.
@Suite struct BuiltInTextCheckTests {
  static let review = "Sections/variables/review.json"
  static let bank = "Practice/TapToCode.json"

  /// The built-in copy with `damage` applied to some files' text, as the text check reads it.
  static func validator(_ damage: [String: (String) -> String]) -> ContentValidator {
    ContentValidator(source: .builtIn) { path in
      UnwrapContent.file(path).map { text in damage[path].map { $0(text) } ?? text }
    }
  }

  /// An author's mistakes: an escape written into a review statement, and the comma after a bank
  /// item's id left out.
  static let escapeInReview: @Sendable (String) -> String = {
    $0.replacing(#""text": ""#, with: #""text": "Red \u001b[31m"#, maxReplacements: 1)
  }
  static let missingComma: @Sendable (String) -> String = {
    $0.replacing(#"",\#n      "section""#, with: #""\#n      "section""#, maxReplacements: 1)
  }

  @Test func validateNamesAControlCharacterAndAMissingCommaByLineAndColumn() throws {
    let problems = Self.validator([Self.review: Self.escapeInReview, Self.bank: Self.missingComma])
      .validate()
    let review = try #require(problems.first { $0.file == Self.review })
    #expect(review.item.hasPrefix("line "), "\(review)")
    #expect(review.message.hasPrefix(#"holds the control character \u{1B}"#), "\(review)")
    let bank = try #require(problems.first { $0.file == Self.bank })
    #expect(bank.item.hasPrefix("line "), "\(bank)")
    #expect(bank.message.hasPrefix("is not valid JSON: expected"), "\(bank)")
    // Each damaged file once, and nothing else: the rest of the built-in copy is valid.
    #expect(problems.count == 2, "\(problems)")
  }

  @Test func validatingOneBankChecksItsTextToo() throws {
    let validator = Self.validator([Self.bank: Self.missingComma])
    let library = try ContentLibrary.builtIn()
    let problems = validator.validateBank(file: "TapToCode.json", library: library)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.item.hasPrefix("line ") == true, "\(problems)")
    #expect(validator.validateBank(file: "FreeCoding.json", library: library).isEmpty)
  }

  /// A file the text check refuses is reported by that problem alone, as a folder's is, not again
  /// by the decoder as "not valid JSON" without a place.
  @Test func aFileTheTextCheckRefusesIsReportedOnce() {
    let placed = ContentError(
      file: Self.bank, item: "line 5, column 7", message: "is not valid JSON: expected a , or a }")
    let unplaced = ContentError(file: Self.bank, message: "is not valid JSON: look for a comma")
    let other = ContentError(file: Self.review, item: "hint", message: "is empty")
    #expect(ContentValidator.merging([placed], into: [unplaced, other]) == [placed, other])
  }
}
