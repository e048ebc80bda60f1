import Testing

@testable import UnwrapKit

/// Tap to Code says why a wrong line is not the answer: the line built beside ours, and with a
/// compiler what it does in the program. The runner is scripted, so no compiler is needed here.
struct TapToCodeVerdictTests {
  let question = TapToCodeQuestion(
    id: "tap-repeat", section: "repeat-loops", prompt: "Loop while more than 10 pages are left.",
    existingCode: "var pages = 300\nvar cuts = 0\nrepeat {\n    pages /= 2\n    cuts += 1",
    pieces: ["}", "while", "pages", ">", "10"],
    followingCode: "print(\"\\(cuts) cuts, \\(pages) pages\")", hint: nil)

  /// The verdict for the pieces in `built` order, and what the runner was asked to compile.
  func verdict(for built: [String], runs: [RunResult]?) throws -> (PracticeVerdict, [String]) {
    let runner = runs.map { ScriptedCodeRunner(runs: $0) }
    let practice = TapToCodePractice(questions: [question], runner: runner)
    var random = SeededGenerator(seed: 11)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    let order = built.map { piece in generated.screen.items.firstIndex(of: piece)! + 1 }
    return (try generated.judge(.numbers(order)), runner?.requestedSources ?? [])
  }

  let backwards = ["}", "while", "10", ">", "pages"]

  @Test func withoutACompilerTheLineBuiltIsShownBesideTheAnswer() throws {
    let (verdict, _) = try verdict(for: backwards, runs: nil)
    #expect(!verdict.isCorrect)
    #expect(verdict.expected == question.program() && verdict.markedLine == 6)
    #expect(
      verdict.explanation == "You built `} while 10 > pages`; the answer is `} while pages > 10`.")
  }

  @Test func aLineThatDoesNotCompileIsToldWithOneCompile() throws {
    let (verdict, sources) = try verdict(
      for: ["}", "while", "pages", "10", ">"],
      runs: [
        .compileFailed(
          diagnostics:
            "main.swift:6:15: error: consecutive statements on a line must be separated by ';'")
      ])
    #expect(!verdict.isCorrect)
    #expect(
      verdict.explanation
        == "You built `} while pages 10 >`, which does not compile: consecutive statements on a line must be separated by ';'"
    )
    #expect(sources == [question.program(line: "} while pages 10 >") + "\n"])
  }

  @Test func anErrorOnAnotherLineIsToldAtThatLine() throws {
    let (verdict, _) = try verdict(
      for: backwards,
      runs: [.compileFailed(diagnostics: "main.swift:7:7: error: cannot find 'cuts' in scope")])
    #expect(
      verdict.explanation
        == "You built `} while 10 > pages`, and with it the program does not compile. Line 7, `print(\"\\(cuts) cuts, \\(pages) pages\")`: cannot find 'cuts' in scope"
    )
  }

  @Test func aLineThatPrintsSomethingElseShowsTheDifference() throws {
    let (verdict, sources) = try verdict(
      for: backwards,
      runs: [
        RearrangeByRunningTests.printed("1 cuts, 150 pages\n"),
        RearrangeByRunningTests.printed("5 cuts, 9 pages\n"),
      ])
    #expect(!verdict.isCorrect)
    #expect(
      verdict.explanation
        == "You built `} while 10 > pages`. With it the program compiles, but it prints something else (−/+ against ours):"
    )
    #expect(verdict.details == ["− 5 cuts, 9 pages", "+ 1 cuts, 150 pages"])
    // Theirs first, then ours to compare.
    #expect(
      sources == [
        question.program(line: "} while 10 > pages") + "\n", question.program() + "\n",
      ])
  }

  @Test func aLineThatPrintsTheSameIsStillNotTheAnswer() throws {
    let (verdict, _) = try verdict(
      for: backwards,
      runs: [RearrangeByRunningTests.printed("5 cuts, 9 pages\n")])
    #expect(!verdict.isCorrect)
    #expect(
      verdict.explanation
        == "You built `} while 10 > pages`. It compiles and prints the same here, but the question asks for `} while pages > 10`."
    )
  }

  @Test func aLineThatCrashesDoesNotRunToTheEnd() throws {
    let crash = RunResult.ran(
      ProcessOutcome(
        exitStatus: nil, signal: 4, standardOutput: "", standardError: "Fatal error",
        timedOut: false, outputLimitExceeded: false, seconds: 0.1))
    let (verdict, sources) = try verdict(for: backwards, runs: [crash])
    #expect(
      verdict.explanation
        == "You built `} while 10 > pages`. With it the program compiles, but does not run to the end."
    )
    #expect(sources.count == 1)
  }

  @Test func theRightLineCompilesNothing() throws {
    let (verdict, sources) = try verdict(
      for: question.pieces, runs: [RearrangeByRunningTests.printed("")])
    #expect(verdict.isCorrect && verdict.explanation == nil)
    #expect(sources.isEmpty)
  }
}
