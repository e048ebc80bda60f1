import Testing

@testable import UnwrapKit

/// Tap to Code's answer is shown in its program, indented as the code around it, and pointed at;
/// the learner's order is still judged by the pieces alone.
@Suite struct LinePlacementTests {
  func indentation(_ line: String, after previous: String?) -> String {
    LinePlacement.indentation(of: line, after: previous)
  }

  @Test func aLineInsideABlockIsOneLevelDeeper() {
    #expect(indentation("onTick = { [weak self] in", after: "    func start() {") == "        ")
    #expect(indentation("if crate == \"cracked\" { break }", after: "    checked += 1") == "    ")
    #expect(indentation("return 0", after: "} else {") == "    ")
    #expect(indentation("print(1)", after: "case .pickup:") == "    ")
    #expect(indentation("let x = 1", after: nil).isEmpty)
    #expect(indentation("let x = 1", after: "let a = [1, 2].map { $0 * 2 }").isEmpty)
  }

  @Test func aLineThatClosesABlockOrLabelsACaseIsOneLevelShallower() {
    #expect(indentation("} while pages > 10", after: "    cuts += 1").isEmpty)
    #expect(indentation("} catch BookingError.full {", after: "    print(1)").isEmpty)
    #expect(indentation("case .courier(let miles): print(miles)", after: "    print(1)").isEmpty)
    #expect(indentation("default:", after: "switch tide {").isEmpty)
    // An enum's case is a declaration, not a label.
    #expect(indentation("case locker(code: String)", after: "enum Delivery {") == "    ")
  }

  @Test func theAnswerIsTheProgramWithTheLinePointedAt() throws {
    let question = TapToCodeQuestion(
      id: "t", section: "s", prompt: "p", existingCode: "for stop in stops {",
      pieces: ["print(", "stop", ")"], followingCode: "}", hint: nil)
    var random = SeededGenerator(seed: 2)
    let asked = try TapToCodePractice(questions: [question]).makeQuestion(
      itemID: "t", random: &random)
    let program = "for stop in stops {\n    print(stop)\n}"
    #expect(
      asked.answerShown == PracticeVerdict(isCorrect: false, expected: program, markedLine: 2))
    let order = asked.expectedAnswer.split(separator: " ").map { Int($0)! }
    #expect(try asked.judge(.numbers(order)) == PracticeVerdict(isCorrect: true))
    // A wrong line shows the same program (why it is wrong: `TapToCodeVerdictTests`).
    let wrong = try asked.judge(.numbers(order.reversed()))
    #expect(!wrong.isCorrect && wrong.expected == program && wrong.markedLine == 2)
  }

  /// Every shipped item: the line after the answer sits where the answer's placement puts a line
  /// after it, so the answer is indented as the code around it in both directions.
  @Test func everyShippedAnswerLinesUpWithTheCodeAfterIt() throws {
    let questions = try ContentLibrary.builtIn().bank(
      TapToCodeQuestion.self, file: TapToCodeQuestion.file)
    for question in questions {
      let lines = question.program().split(separator: "\n", omittingEmptySubsequences: false)
      let placed = String(lines[question.solutionLine - 1])
      #expect(placed.trimmingSpaces() == question.solution, "\(question.id)")
      guard
        let next = lines.dropFirst(question.solutionLine).first(where: { !$0.trimmed().isEmpty })
      else { continue }
      let spaces = String(next.prefix { $0 == " " })
      #expect(
        indentation(String(next.dropFirst(spaces.count)), after: placed) == spaces,
        "\(question.id):\n\(question.program())")
    }
  }
}
