import Testing

@testable import UnwrapKit

/// Tap to Code shows its answer spaced as Swift is written, and that text is what the content
/// checks compile.
@Suite struct CodePiecesTests {
  @Test func bracketsCommasAndCallsTakeNoSpace() {
    #expect(
      CodePieces.joined(["let", "islands", "=", "Set(", "[\"Tarn\", \"Mull\"]", ")"])
        == "let islands = Set([\"Tarn\", \"Mull\"])")
    #expect(
      CodePieces.joined(["heights[", "\"Skerry\"", "]", "=", "42"]) == "heights[\"Skerry\"] = 42")
    #expect(
      CodePieces.joined(["func", "pair(", "_ a: Int", ",", "_ b: Int", ")"])
        == "func pair(_ a: Int, _ b: Int)")
    #expect(CodePieces.joined(["Set", "([1])"]) == "Set([1])")
    // After a keyword or an operator a bracket opens a group, not a call.
    #expect(CodePieces.joined(["if", "(a || b)", "&& c", "{"]) == "if (a || b) && c {")
    #expect(
      CodePieces.joined(["static func <", "(lhs: A, rhs: A)"]) == "static func < (lhs: A, rhs: A)")
  }

  @Test func aDotJoinsAValueButNotAKeywordOrOperator() {
    #expect(
      CodePieces.joined(["let", "heavy", "=", "loaves", ".filter { $0 > 5 }", ".map { $0 }"])
        == "let heavy = loaves.filter { $0 > 5 }.map { $0 }")
    #expect(
      CodePieces.joined(["shelf.map(\\.pages)", ".reduce(0, +)"])
        == "shelf.map(\\.pages).reduce(0, +)")
    #expect(CodePieces.joined(["var", "tide: Tide", "=", ".rising"]) == "var tide: Tide = .rising")
    #expect(CodePieces.joined(["case", ".courier(let", "miles):"]) == "case .courier(let miles):")
  }

  @Test func aColonTakesNoSpaceUnlessItClosesATernary() {
    #expect(
      CodePieces.joined(["@Clamped", "var", "hours", ":", "Int"]) == "@Clamped var hours: Int")
    #expect(
      CodePieces.joined(["struct", "Ticket", ":", "~Copyable", "{"]) == "struct Ticket: ~Copyable {"
    )
    #expect(
      CodePieces.joined(["let", "label", "=", "left > 0", "?", "stock", ":", "none"])
        == "let label = left > 0 ? stock : none")
    // A label inside a branch is not the ternary's colon; an optional's `?` opens no ternary.
    #expect(
      CodePieces.joined(["let x = flag ?", "f(a", ":", "1)", ":", "z"])
        == "let x = flag ? f(a: 1) : z")
    #expect(CodePieces.joined(["var", "seat: Int?", "=", "nil"]) == "var seat: Int? = nil")
  }

  /// A space inside a string literal is part of its text, whatever is around it.
  @Test func spacesInsideAStringAreKept() {
    #expect(CodePieces.joined(["print(\"(", ")\")"]) == "print(\"( )\")")
    #expect(
      CodePieces.joined(["print(\"Gate", "\\(gate)", "boards", "now\")"])
        == "print(\"Gate \\(gate) boards now\")")
  }

  /// Every shipped item: the line shown is the pieces with only their spacing changed, with no
  /// space inside a bracket or before a comma, and it is the line the program compiles, shown in it.
  @Test func everyShippedItemIsShownAsItCompiles() throws {
    let questions = try ContentLibrary.builtIn().bank(
      TapToCodeQuestion.self, file: TapToCodeQuestion.file)
    let tokenizer = SwiftTokenizer()
    for question in questions {
      let shown = question.solution
      #expect(
        tokenizer.codeTokens(shown).map(\.text)
          == tokenizer.codeTokens(question.pieces.joined(separator: " ")).map(\.text),
        "\(question.id): \(shown)")
      let tokens = tokenizer.tokenize(shown)
      for (index, token) in tokens.enumerated() where token.kind == .whitespace {
        let before = index > 0 ? tokens[index - 1].text : ""
        let after = index + 1 < tokens.count ? tokens[index + 1].text : ""
        #expect(
          !["(", "["].contains(before) && ![")", "]", ","].contains(after),
          "\(question.id): \(shown)")
      }
      let lines = question.program().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[question.solutionLine - 1].trimmingSpaces() == shown, "\(question.id)")
      var random = SeededGenerator(seed: 1)
      let asked = try TapToCodePractice(questions: [question]).makeQuestion(
        itemID: question.id, random: &random)
      #expect(asked.answerShown.expected == question.program(), "\(question.id)")
      #expect(asked.answerShown.markedLine == question.solutionLine, "\(question.id)")
    }
  }
}
