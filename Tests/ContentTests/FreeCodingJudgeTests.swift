import Foundation
import Testing
import UnwrapKit

@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct FreeCodingJudgeTests {
  let question = FreeCodingQuestion(
    id: "free-larger", section: "return-values", prompt: "p", hint: nil, startingCode: nil,
    signature: "(Int, Int) -> Int", references: [],
    tests: [
      .init(code: "print(solution(3, 9))", expected: "9"),
      .init(code: "print(solution(-2, -7))", expected: "-2"),
    ],
    wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])

  /// A run limit no crash or flood comes near even under CI's parallel load, where a learner's
  /// program runs at nice 10 beside the other suites' compilers: with 2 s, a `fatalError`, a deep
  /// recursion and an output flood were each told as `.timedOut` in a flakiness audit.
  var judge: FreeCodingJudge { judge(runTimeout: 20) }

  func judge(runTimeout: Double) -> FreeCodingJudge {
    var toolchain = SwiftToolchain.find()!
    toolchain.runTimeout = runTimeout
    return FreeCodingJudge(runner: toolchain)
  }

  @Test func aRightAnswerPassesWhateverItsNameAndLabels() throws {
    #expect(
      try judge.judge(
        "func biggest(of a: Int, and b: Int) -> Int { max(a, b) }", question: question)
        == .passed(tests: 2))
    #expect(
      try judge.judge("let pick = { (a: Int, b: Int) -> Int in a > b ? a : b }", question: question)
        == .passed(tests: 2))
  }

  /// `rounded(_:)` calls the C maths library, which nothing links on Linux without an import: a
  /// right answer using it must link, not fail as "the toolchain failed".
  @Test func anAnswerThatRoundsLinksWithoutAnImport() throws {
    for rule in [".up", ".down", ""] {
      let answer =
        "func larger(_ a: Int, _ b: Int) -> Int { Int(Double(max(a, b)).rounded(\(rule))) }"
      #expect(try judge.judge(answer, question: question) == .passed(tests: 2), "rounded(\(rule))")
    }
  }

  @Test func anAsyncSignatureBindsAndItsTestsAwait() throws {
    let asyncQuestion = FreeCodingQuestion(
      id: "free-async-double", section: "async-functions", prompt: "p", hint: nil,
      startingCode: nil, signature: "(Int) async -> Int", references: [],
      tests: [
        .init(code: "print(await solution(3))", expected: "6"),
        .init(code: "let n = await solution(-4)\nprint(n)", expected: "-8"),
      ],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    #expect(
      try judge.judge("func twice(_ n: Int) async -> Int {\n    n * 2\n}", question: asyncQuestion)
        == .passed(tests: 2))
    #expect(
      try judge.judge("let twice = { (n: Int) async -> Int in n * 2 }", question: asyncQuestion)
        == .passed(tests: 2))
    // Several functions: the async one with the right type is chosen.
    #expect(
      try judge.judge(
        "func half(_ n: Int) -> Double { Double(n) / 2 }\nfunc twice(of n: Int) async -> Int { n + n }",
        question: asyncQuestion) == .passed(tests: 2))
    #expect(
      try judge.judge("func twice(_ n: Int) async -> Int { n * 3 }", question: asyncQuestion)
        == .failedTest(code: "print(await twice(3))", expected: "6", actual: "9"))
  }

  @Test func theFunctionWithTheRightTypeIsChosenAmongSeveral() throws {
    let answer =
      "func helper(_ x: Int) -> Int { x }\nfunc larger(_ a: Int, _ b: Int) -> Int { helper(a > b ? a : b) }"
    #expect(try judge.judge(answer, question: question) == .passed(tests: 2))
  }

  @Test func aWrongAnswerShowsTheFirstFailingTest() throws {
    #expect(
      try judge.judge("func larger(_ a: Int, _ b: Int) -> Int { a }", question: question)
        == .failedTest(code: "print(larger(3, 9))", expected: "9", actual: "3"))
  }

  /// `exit(0)` ends the program before the tests run (or while one runs): that is said, not told as
  /// a test that printed nothing.
  @Test func anAnswerThatExitsIsToldItEndedBeforeTheTests() throws {
    let atTop = try judge.judge(
      "import Foundation\nfunc larger(_ a: Int, _ b: Int) -> Int { max(a, b) }\nprint(larger(1, 2))\nexit(0)",
      question: question)
    #expect(atTop == .endedEarly(during: nil))
    let inFunction = try judge.judge(
      "import Foundation\nfunc larger(_ a: Int, _ b: Int) -> Int { if a < 0 { exit(0) }; return max(a, b) }",
      question: question)
    #expect(inFunction == .endedEarly(during: "print(larger(-2, -7))"))
  }

  /// An empty line is something printed; "(nothing)" is only for a test that printed nothing.
  @Test func anEmptyLineIsToldApartFromNothing() throws {
    let greeting = FreeCodingQuestion(
      id: "free-greet", section: "functions", prompt: "p", hint: nil, startingCode: nil,
      signature: "() -> Void", references: [], tests: [.init(code: "solution()", expected: "Hi")],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    let empty = try judge.judge("func greet() {\n    print()\n}", question: greeting)
    #expect(empty == .failedTest(code: "greet()", expected: "Hi", actual: ""))
    #expect(FreeCodingVerdicts.details(empty, answer: "") == ["− Hi", "+ (empty line)"])
    let nothing = try judge.judge("func greet() {\n}", question: greeting)
    #expect(nothing == .failedTest(code: "greet()", expected: "Hi", actual: nil))
    #expect(FreeCodingVerdicts.details(nothing, answer: "") == ["− Hi", "+ (nothing)"])
  }

  @Test func compileErrorsAreMappedToTheLearnersLines() throws {
    let verdict = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int {\n    return a > b ? a : \"b\"\n}",
      question: question)
    guard case .compileErrors(let errors) = verdict else {
      Issue.record("\(verdict)")
      return
    }
    #expect(errors.first?.line == 2)
  }

  @Test func aWrongTypeOrNoFunctionIsSaidPlainly() throws {
    let verdict = try judge.judge("func larger(_ a: Int) -> Int { a }", question: question)
    guard case .wrongType(let name, let signature, _) = verdict else {
      Issue.record("\(verdict)")
      return
    }
    #expect(name == "larger")
    #expect(signature == "(Int, Int) -> Int")
    #expect(try judge.judge("print(9)", question: question) == .noFunction)
  }

  /// With a signature, a test that cannot compile for another reason than the function's type (it
  /// uses a type the answer was to declare) names the test, not a wrong type.
  @Test func aTestThatCannotCompileIsNotBlamedOnTheFunctionsType() throws {
    var question = question
    question.tests.append(.init(code: "print(solution(1, 2), Scoreboard.self)", expected: ""))
    let verdict = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { max(a, b) }", question: question)
    guard case .testDoesNotCompile(let call, let message) = verdict else {
      Issue.record("\(verdict)")
      return
    }
    #expect(call == "print(solution(1, 2), Scoreboard.self)")
    #expect(message.contains("Scoreboard"), "\(message)")
  }

  /// A crash keeps what was printed before it (the program's output reaches the judge line by line)
  /// and names the test that was running, or none when it was the learner's own code.
  @Test func aCrashShowsWhatWasPrintedBeforeItAndWhichTestRan() throws {
    let program = FreeCodingQuestion(
      id: "free-queue", section: "arrays", prompt: "p", hint: nil, startingCode: nil,
      signature: nil, references: [],
      tests: [
        .init(code: "", expected: "one\ntwo\nthree"), .init(code: "print(queue[3])", expected: "x"),
      ],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    let own = try judge.judge(
      "var queue = [\"one\", \"two\"]\nfor car in queue { print(car) }\nprint(queue[2])",
      question: program)
    // The index check names no line of the learner's; the runtime's backtrace does.
    #expect(
      own == .crashed(message: "line 3: Fatal error: Index out of range", printed: "one\ntwo"))
    let inTest = try judge.judge(
      "var queue = [\"one\", \"two\", \"three\"]\nfor car in queue { print(car) }",
      question: program)
    #expect(
      inTest
        == .crashed(message: "Fatal error: Index out of range", during: "print(queue[3])"))
    #expect(
      FreeCodingVerdicts.explain(inTest)
        == "It crashed while running the test `print(queue[3])`: Fatal error: Index out of range")
  }

  @Test func crashesInfiniteLoopsAndFloodsGetAVerdictInTime() throws {
    let crash = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { [a][b] }", question: question)
    guard case .crashed(let message, _, _) = crash else {
      Issue.record("\(crash)")
      return
    }
    #expect(message == "line 1: Fatal error: Index out of range", "\(message)")
    // A crash the learner's own code reports names their line, as the runtime prints it.
    let own = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int {\n    let none: Int? = nil\n    return none!\n}",
      question: question)
    #expect(
      own
        == .crashed(
          message: "line 3: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
          during: "print(larger(3, 9))"),
      "\(own)")

    let started = Date()
    // Only the loop needs a short limit, since it runs until it.
    let loop = try judge(runTimeout: 2).judge(
      "func larger(_ a: Int, _ b: Int) -> Int { while true {}; return a }", question: question)
    #expect(loop == .timedOut(seconds: 2))
    #expect(Date().timeIntervalSince(started) < 30)

    let flood = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { while true { print(String(repeating: \"x\", count: 1000)) }; return a }",
      question: question)
    #expect(flood == .tooMuchOutput)

    let fatal = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { fatalError(\"nope\") }", question: question)
    guard case .crashed = fatal else {
      Issue.record("\(fatal)")
      return
    }
  }

  @Test func deepRecursionIsACrashNotAHang() throws {
    let started = Date()
    let verdict = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { a == Int.min ? b : larger(a - 1, b) + 0 }",
      question: question)
    guard case .crashed(let message, _, _) = verdict else {
      Issue.record("deep recursion gave \(verdict)")
      return
    }
    #expect(message.hasPrefix("line 1: signal 11, "), "\(message)")
    #expect(Date().timeIntervalSince(started) < 30)
  }

  @Test func codeTheCompilerCannotFinishInTimeGetsItsOwnVerdictAndLeavesNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-test-scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    var toolchain = SwiftToolchain.find()!
    // No compile of a real program finishes in a twentieth of a second, so this stands in for an
    // expression the type checker would chew on for minutes.
    toolchain.compileTimeout = 0.05
    toolchain.scratchRoot = root
    let started = Date()
    let verdict = try FreeCodingJudge(runner: toolchain).judge(
      "func larger(_ a: Int, _ b: Int) -> Int { max(a, b) }", question: question)
    #expect(verdict == .compileTimedOut(seconds: 0.05))
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    #expect(
      FreeCodingVerdicts.explain(verdict).contains("could not finish"),
      "\(FreeCodingVerdicts.explain(verdict))")
  }

  @Test func noTemporaryFilesAreLeftBehind() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-test-scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    var toolchain = SwiftToolchain.find()!
    toolchain.runTimeout = 2
    toolchain.scratchRoot = root
    let judge = FreeCodingJudge(runner: toolchain)
    _ = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { while true {}; return a }", question: question)
    _ = try judge.judge("func larger(_ a: Int, _ b: Int) -> Int { a }", question: question)
    _ = try judge.judge(
      "func larger(_ a: Int, _ b: Int) -> Int { a > b ? a : \"b\" }", question: question)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    // That no process outlives its verdict is ProcessOwnershipTests' job (it needs /proc).
  }

  @Test func anErrorInTheTestsNamesTheCallNotALinePastTheAnswer() throws {
    var free = question
    free.signature = nil
    free.tests = [.init(code: "print(value(of: 3))", expected: "3")]
    let verdict = try judge.judge("func worth(_ coin: Int) -> Int { coin }", question: free)
    guard case .testDoesNotCompile(let call, let message) = verdict else {
      Issue.record("\(verdict)")
      return
    }
    #expect(call == "print(value(of: 3))")
    #expect(message.contains("value"))
  }

  @Test func limitsComeFromTheEnvironment() {
    let toolchain = SwiftToolchain.find(environment: [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "", "UNWRAP_COMPILE_TIMEOUT": "12",
      "UNWRAP_RUN_TIMEOUT": "1.5",
    ])
    #expect(toolchain?.compileTimeout == 12)
    #expect(toolchain?.runTimeout == 1.5)
  }
}
