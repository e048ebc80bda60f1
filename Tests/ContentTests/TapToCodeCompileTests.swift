import Testing

@testable import UnwrapKit

/// With the real compiler: a wrong Tap to Code line is told by what it does in its program, a line
/// that does not compile by its error at that line, and one that runs by what it prints instead.
@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct TapToCodeCompileTests {
  @Test func aWrongLineIsToldByWhatItDoes() throws {
    let question = TapToCodeQuestion(
      id: "tap-repeat", section: "repeat-loops", prompt: "Loop while more than 10 pages are left.",
      existingCode: "var pages = 300\nvar cuts = 0\nrepeat {\n    pages /= 2\n    cuts += 1",
      pieces: ["}", "while", "pages", ">", "10"],
      followingCode: "print(\"\\(cuts) cuts, \\(pages) pages\")", hint: nil)
    let practice = TapToCodePractice(questions: [question], runner: RecordedToolchain.find()!)
    var random = SeededGenerator(seed: 11)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    func judge(_ pieces: [String]) throws -> PracticeVerdict {
      try generated.judge(.numbers(pieces.map { generated.screen.items.firstIndex(of: $0)! + 1 }))
    }
    let backwards = try judge(["}", "while", "10", ">", "pages"])
    #expect(!backwards.isCorrect)
    #expect(backwards.details == ["− 5 cuts, 9 pages", "+ 1 cuts, 150 pages"], "\(backwards)")
    let broken = try judge(["}", "while", "pages", "10", ">"])
    #expect(
      broken.explanation?.hasPrefix("You built `} while pages 10 >`, which does not compile: ")
        == true, "\(broken)")
  }
}
