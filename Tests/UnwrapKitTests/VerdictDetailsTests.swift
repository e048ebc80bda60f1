import Testing

@testable import UnwrapKit

/// Wrong answers explain themselves: a line diff for Predict the Output, a list for the Type Checker,
/// compiler errors one per line with a caret, and test-side errors in the learner's terms.
struct VerdictDetailsTests {
  @Test func predictTheOutputShowsALineDiff() {
    let diff = OutputComparison.lineDiff(expected: "Hello\nTotal: 3\nBye", typed: "Hello\nTotal: 4")
    #expect(diff == ["= Hello", "− Total: 3", "+ Total: 4", "− Bye", "+ (no line)"])
  }

  /// Spaces before a line may be all that is wrong (indentation the program prints): a diff
  /// draws them on the lines that differ and says what the mark means.
  @Test func spacesAtALinesStartAreDrawnWhereTheLinesDiffer() {
    #expect(
      OutputComparison.lineDiff(expected: "  *\n ***", typed: " *\n ***")
        == ["− ··*", "+ ·*", "=  ***", OutputComparison.lineStartNote])
    #expect(
      OutputComparison.lineDiff(expected: "a\n\nb", typed: "a\nx\nb")
        == ["= a", "− (empty line)", "+ x", "= b"])
    // Forgiven spaces are not drawn: the line reads as it was compared.
    #expect(
      OutputComparison.lineDiff(expected: "1\n2", typed: " 1\n 3")
        == ["= 1", "− 2", "+ 3"])
  }

  /// A space at a line's end is invisible in a terminal: a failure that turns on one draws it.
  @Test func spacesAtALinesEndAreDrawnWhereTheyMakeADifference() {
    #expect(OutputComparison.showingLineEnd("Checkout: 11 ") == "Checkout: 11·")
    #expect(OutputComparison.showingLineEnd("a\t ") == "a→·")
    #expect(OutputComparison.showingLineEnd("  inner  space") == "  inner  space")
    #expect(
      OutputComparison.exactLineDiff(expected: "Checkout: 11", actual: "Checkout: 11 ")
        == ["− Checkout: 11", "+ Checkout: 11·"])
    let report = ExerciseReport.lines(
      for: .failedTest(code: "", expected: "Room 4\nCheckout: 11", actual: "Room 4\nCheckout: 11 "),
      source: "", file: "exercises/001-board.swift")
    #expect(
      report == [
        "Not yet: your program printed", "    Room 4", "    Checkout: 11·", "but it should print",
        "    Room 4", "    Checkout: 11", OutputComparison.lineEndNote,
      ])
    let plain = ExerciseReport.lines(
      for: .failedTest(code: "", expected: "Room 4", actual: "Room 5"), source: "", file: "f")
    #expect(!plain.contains(OutputComparison.lineEndNote))
    // An empty line printed is named; a program that printed nothing says so.
    let blank = ExerciseReport.lines(
      for: .failedTest(code: "", expected: "Room 4", actual: ""), source: "", file: "f")
    #expect(blank.prefix(2) == ["Not yet: your program printed", "    (empty line)"])
    let silent = ExerciseReport.lines(
      for: .failedTest(code: "", expected: "Room 4", actual: nil), source: "", file: "f")
    #expect(silent.prefix(2) == ["Not yet: your program printed", "    (nothing)"])
  }

  @Test func compilerErrorsComeOnePerLineWithTheLearnersLineAndACaret() {
    let answer = "func larger(_ a: Int, _ b: Int) -> Int {\n  return a > b ? a : \"b\"\n}"
    let verdict = FreeCodingJudge.Verdict.compileErrors([
      .init(line: 2, message: "cannot convert value of type 'String'", column: 22)
    ])
    #expect(
      FreeCodingVerdicts.details(verdict, answer: answer) == [
        "line 2: error: cannot convert value of type 'String'",
        "    return a > b ? a : \"b\"",
        "                       ^",
      ])
    #expect(FreeCodingVerdicts.explain(verdict).contains("1 error"))
  }

  @Test func errorsInTheTestsAreToldInTheLearnersTerms() {
    let wrong = FreeCodingVerdicts.explain(
      .wrongType(name: "larger", signature: "(Int, Int) -> Int", message: ""))
    #expect(wrong.contains("takes two Ints and returns an Int"), "\(wrong)")
    let call = FreeCodingVerdicts.explain(
      .testDoesNotCompile(call: "print(value(of: .dime))", message: "cannot find 'value' in scope"))
    #expect(call.contains("`print(value(of: .dime))`") && !call.contains("Line"))
    // The task may ask for a type rather than a function (`var desk = Lamp()`).
    let type = FreeCodingVerdicts.explain(
      .testDoesNotCompile(call: "var desk = Lamp()", message: "cannot find 'Lamp' in scope"))
    #expect(type.hasSuffix("Check the names, labels and types the task asks for."), "\(type)")
    #expect(!type.contains("function"), "\(type)")
    #expect(SignatureWords.describe("(String) -> Bool") == "takes a String and returns a Bool")
    #expect(
      SignatureWords.describe("(Int, String) -> [Int]")
        == "takes an Int and a String and returns an array of Ints")
    #expect(SignatureWords.describe("() -> Void") == "takes nothing and returns nothing")
  }

  @Test func anAsyncSignatureIsToldInWordsWithItsEffects() {
    #expect(
      SignatureWords.describe("(Int) async -> Int")
        == "takes an Int and returns an Int, and is `async`")
    #expect(
      SignatureWords.describe("([Int]) async throws -> String")
        == "takes an array of Ints and returns a String, and is `async throws`")
    #expect(
      SignatureWords.describe("(Int) sendable -> Int") == "has the type `(Int) sendable -> Int`")
  }

  @Test func theTypeCheckerExplainsWithAList() throws {
    var random = SeededGenerator(seed: 3)
    let practice = TypeCheckerPractice()
    let item = try #require(practice.availableItems { _ in true }.first)
    let question = try practice.makeQuestion(itemID: item, random: &random)
    let verdict = try question.judge(.numbers([]))
    #expect(verdict.details.count == question.screen.items.count)
    #expect(verdict.details.first?.hasPrefix("1. ") == true)
  }

  @Test func aRightAnswerIsShownAnotherWayToWriteIt() {
    let references = ["func a() -> Int { 1 }", "func a() -> Int {\n  return 1\n}"]
    let matched = FreeCodingVerdicts.Assessment(
      matcher: .matched(reference: 0), tests: nil, accepted: true)
    let verdict = FreeCodingVerdicts.verdict(for: matched, references: references)
    #expect(verdict.explanation?.contains("Another way to write it") == true)
    #expect(verdict.details == ["func a() -> Int {", "  return 1", "}"])
    let passed = FreeCodingVerdicts.Assessment(
      matcher: .noMatch, tests: .passed(tests: 2), accepted: true)
    #expect(
      FreeCodingVerdicts.verdict(for: passed, references: references).details.first
        == "func a() -> Int { 1 }")
  }

  /// An answer shown lower in a file (under the editor's header) has its lines named as the file
  /// numbers them: compiler errors and crashes, and nothing else that happens to say "line".
  @Test func linesOfTheAnswerMoveToWhereTheFileHasThem() {
    let errors = FreeCodingVerdicts.details(
      .compileErrors([.init(line: 2, message: "cannot find 'x' in scope", column: 1)]),
      answer: "let a = 1\nx\n")
    #expect(
      errors.map { FreeCodingVerdicts.movingLines(in: $0, by: 4) }
        == ["line 6: error: cannot find 'x' in scope", "  x", "  ^"])
    let crash = FreeCodingVerdicts.explain(.crashed(message: "line 3: Fatal error: boom"))
    #expect(
      FreeCodingVerdicts.movingLines(in: crash, by: 10)
        == "It crashed while running: line 13: Fatal error: boom")
    #expect(FreeCodingVerdicts.movingLines(in: "− line 2: done", by: 4) == "− line 2: done")
    #expect(
      FreeCodingVerdicts.movingLines(in: "the line 2: error: x", by: 4) == "the line 2: error: x")
  }

  /// A crash on a line of an exercise names it as its compiler errors do, by file and line.
  @Test func anExerciseCrashNamesTheFileAndLine() {
    let crash = FreeCodingJudge.Verdict.crashed(
      message: "line 5: Fatal error: Index out of range", printed: "Morning Rain")
    #expect(
      ExerciseReport.lines(for: crash, source: "", file: "exercises/001-now-playing.swift")
        == [
          "It crashed while running: exercises/001-now-playing.swift:5: Fatal error: Index out of range",
          "Before it crashed, it printed:", "  Morning Rain",
        ])
    #expect(
      ExerciseReport.lines(for: .crashed(message: "Fatal error: boom"), source: "", file: "f")
        == ["It crashed while running: Fatal error: boom"])
  }

  /// An exercise that ends early (an `exit(0)`) is told so, with the test that was running when it
  /// is several lines.
  @Test func anExerciseThatEndsEarlyIsToldSo() {
    #expect(
      ExerciseReport.lines(for: .endedEarly(during: nil), source: "", file: "f")
        == [
          "Your program ended before the tests could run: leave out `exit()`, so the tests can call your code."
        ])
    #expect(
      ExerciseReport.lines(
        for: .endedEarly(during: "var box = Box()\nbox.fill()"), source: "", file: "f")
        == [
          "Your program ended while a test (below) was running, before the tests could finish: leave out `exit()`, so the tests can call your code.",
          "  var box = Box()", "  box.fill()",
        ])
  }
}
