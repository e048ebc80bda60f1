import Testing

@testable import UnwrapKit

/// A failed Free Coding test is told in the learner's terms: the call with the name of the function
/// they wrote (never `solution`), and what it should print against what it printed, each on its own
/// line so a comma of the sentence never looks like part of the output. Types read as English.
@Suite struct FreeCodingFeedbackTests {
  @Test func theJudgeShowsTheCallWithTheLearnersFunctionName() throws {
    let ran = ProcessOutcome(
      exitStatus: 0, signal: nil,
      standardOutput: ["", "Welcome, Priya.\n", ""].joined(
        separator: ScriptedCodeRunner.testBoundary + "\n"),
      standardError: "",
      timedOut: false, outputLimitExceeded: false, seconds: 0.02)
    let question = FreeCodingQuestion(
      id: "welcome", section: "functions", prompt: "Greet.", hint: nil, startingCode: nil,
      signature: "(String) -> String", references: [],
      tests: [.init(code: "print(solution(\"Priya\"))", expected: "Welcome aboard, Priya!")],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    let verdict = try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(ran)])).judge(
      "func greet(_ name: String) -> String { \"Welcome, \\(name).\" }", question: question)
    #expect(
      verdict
        == .failedTest(
          code: "print(greet(\"Priya\"))", expected: "Welcome aboard, Priya!",
          actual: "Welcome, Priya."))
  }

  /// A program that ends normally before a test printed its boundary (an `exit(0)`) is told it ended
  /// early, never that a test printed nothing; tests that only compare its own output need no boundary.
  @Test func aProgramThatEndsBeforeTheTestsIsToldSo() throws {
    func ran(_ output: String) -> ProcessOutcome {
      ProcessOutcome(
        exitStatus: 0, signal: nil, standardOutput: output, standardError: "", timedOut: false,
        outputLimitExceeded: false, seconds: 0.02)
    }
    func question(_ tests: [FreeCodingQuestion.Test]) -> FreeCodingQuestion {
      FreeCodingQuestion(
        id: "sum", section: "functions", prompt: "Sum.", hint: nil, startingCode: nil,
        signature: tests.contains { !$0.code.isEmpty } ? "(Int) -> Int" : nil, references: [],
        tests: tests, wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    }
    let calls = question([
      .init(code: "print(solution(4))", expected: "10"),
      .init(code: "print(solution(0))", expected: "0"),
    ])
    let answer = "func sumUpTo(_ n: Int) -> Int { n * (n + 1) / 2 }\nexit(0)"
    let before = try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(ran("Sum is 5050\n"))]))
      .judge(answer, question: calls)
    #expect(before == .endedEarly(during: nil))
    #expect(
      FreeCodingVerdicts.explain(before)
        == "Your program ended before the tests could run: leave out `exit()`, so the tests can call your code."
    )
    let during = try FreeCodingJudge(
      runner: ScriptedCodeRunner(runs: [.ran(ran("\(ScriptedCodeRunner.testBoundary)\n10\n"))])
    ).judge(answer, question: calls)
    // Nothing runs between a test's end and the next boundary: the first test was running.
    #expect(during == .endedEarly(during: "print(sumUpTo(4))"))
    #expect(
      FreeCodingVerdicts.explain(during)
        == "Your program ended while running the test `print(sumUpTo(4))`, before the tests could finish: leave out `exit()`, so the tests can call your code."
    )
    let own = try FreeCodingJudge(runner: ScriptedCodeRunner(runs: [.ran(ran("Sum is 5050\n"))]))
      .judge(answer, question: question([.init(code: "", expected: "Sum is 5050")]))
    #expect(own == .passed(tests: 1))
  }

  /// A helper declared before the function that calls it is not the one tested: what nothing else
  /// uses comes first (a call to itself does not count), then the rest in their order.
  @Test func theFunctionNothingElseCallsIsTheCandidateTriedFirst() {
    let withHelper = """
      func isChild(_ age: Int) -> Int { age < 4 ? 1 : 0 }
      func price(_ age: Int) -> Int { isChild(age) == 1 ? 0 : 10 }
      """
    #expect(SolutionLocator.candidates(in: withHelper) == ["price", "isChild"])
    let recursive = """
      func half(_ n: Int) -> Int { n / 2 }
      func steps(_ n: Int) -> Int { n <= 1 ? 0 : 1 + steps(half(n)) }
      let spare = { (n: Int) -> Int in n }
      """
    #expect(SolutionLocator.candidates(in: recursive) == ["steps", "spare", "half"])
    #expect(SolutionLocator.candidates(in: "let a = { 1 }\nlet b = { 2 }") == ["a", "b"])
    #expect(
      SolutionLocator.candidates(in: "func f() -> Int { 1 }\nlet n = box.f\nfunc g() {}") == [
        "f", "g",
      ])
    // A call in top-level code (the learner trying the answer out) does not make a helper.
    let tried = """
      func triangle(_ k: Int) -> Int { k * (k + 1) / 2 }
      func sumUpTo(_ n: Int) -> Int {
          if n < 1 { return 0 }
          return triangle(n)
      }
      print(sumUpTo(10))
      let check = sumUpTo(3) + triangle(2)
      """
    #expect(SolutionLocator.candidates(in: tried) == ["sumUpTo", "triangle"])
  }

  @Test func onlyTheIdentifierSolutionIsRenamed() {
    #expect(
      SolutionLocator.renaming("print(solution(3, 9))", to: "larger") == "print(larger(3, 9))")
    #expect(
      SolutionLocator.renaming("let n = await solution(-4)\nprint(n)", to: "twice")
        == "let n = await twice(-4)\nprint(n)")
    let untouched = "print(solutions(1), box.solution, \"solution\")"
    #expect(SolutionLocator.renaming(untouched, to: "f") == untouched)
  }

  @Test func expectedAndPrintedStandApartFromTheSentence() {
    let verdict = FreeCodingJudge.Verdict.failedTest(
      code: "print(greet(\"Priya\"))", expected: "Welcome aboard, Priya!", actual: "Welcome, Priya."
    )
    let explanation = FreeCodingVerdicts.explain(verdict)
    #expect(explanation.contains("it ran `print(greet(\"Priya\"))`"), "\(explanation)")
    #expect(!explanation.contains("Welcome"), "the values are not run into the sentence")
    #expect(
      FreeCodingVerdicts.details(verdict, answer: "")
        == ["− Welcome aboard, Priya!", "+ Welcome, Priya."])
    // Printing nothing says so, and an empty line is named; several lines are compared line by
    // line, exactly.
    #expect(
      FreeCodingVerdicts.details(.failedTest(code: "f()", expected: "1", actual: nil), answer: "")
        == ["− 1", "+ (nothing)"])
    #expect(
      FreeCodingVerdicts.details(.failedTest(code: "f()", expected: "1", actual: ""), answer: "")
        == ["− 1", "+ (empty line)"])
    let counter = FreeCodingJudge.Verdict.failedTest(
      code: "let c = counter(5)\nprint(c())", expected: "5\n10", actual: "5\n5 ")
    #expect(FreeCodingVerdicts.explain(counter).contains("Line by line"))
    #expect(
      FreeCodingVerdicts.details(counter, answer: "")
        == [
          "  let c = counter(5)", "  print(c())", "", "= 5", "− 10", "+ 5·",
          OutputComparison.lineEndNote,
        ])
  }

  @Test func typesAreToldWithTheRightArticle() {
    let cases = [
      ("(Int...) -> Int", "takes any number of Ints and returns an Int"),
      ("([Int]) -> Int?", "takes an array of Ints and returns an optional Int"),
      (
        "([String]) -> [String: Int]",
        "takes an array of Strings and returns a dictionary from String keys to Int values"
      ),
      ("(inout [Int]) -> Void", "takes an array of Ints to change in place and returns nothing"),
      ("([Any]) -> Int", "takes an array of Any values and returns an Int"),
      (
        "([Result<Int, ParseError>]) -> Int",
        "takes an array of `Result<Int, ParseError>` values and returns an Int"
      ),
      (
        "(Int) -> (hours: Int, minutes: Int)",
        "takes an Int and returns a tuple `(hours: Int, minutes: Int)`"
      ),
      (
        "(Int, (Int) -> Int) -> Int",
        "takes an Int and a function `(Int) -> Int` and returns an Int"
      ),
      ("([Int], [Int]) -> [Int]", "takes two arrays of Ints and returns an array of Ints"),
    ]
    for (signature, words) in cases {
      #expect(SignatureWords.describe(signature) == words, "\(signature)")
    }
  }

  /// Every signature in the shipped bank reads without "a `…`" or "a [": the article always fits.
  @Test func everyShippedSignatureReadsAsEnglish() throws {
    let library = try ContentLibrary.builtIn()
    let bank = try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)
    let signatures = bank.compactMap(\.signature)
    #expect(signatures.count > 20)
    for signature in signatures {
      let words = SignatureWords.describe(signature)
      #expect(!words.contains(" a `") && !words.contains(" a ["), "\(signature): \(words)")
      #expect(!words.hasPrefix("has the type"), "\(signature): \(words)")
    }
  }
}
