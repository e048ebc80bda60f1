import Testing
import UnwrapKit

/// An answer that leaves something open swallows the tests after it, so the compiler's error lands
/// in the judge's own code: it must still be told as the learner's compile error, at their line
/// (FreeCodingJudge+OpenAnswer), never as "your code compiles, but the tests cannot call it" or as a
/// function of the wrong type.
@Suite(
  .timeLimit(.minutes(10)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct FreeCodingJudgeOpenAnswerTests {
  let question = FreeCodingQuestion(
    id: "free-double", section: "functions", prompt: "p", hint: nil, startingCode: nil,
    signature: "(Int) -> Int", references: [],
    tests: [.init(code: "print(solution(3))", expected: "6")],
    wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])

  var judge: FreeCodingJudge { FreeCodingJudge(runner: RecordedToolchain.find()!) }

  func errors(_ answer: String) throws -> [FreeCodingJudge.Diagnostic] {
    let verdict = try judge.judge(answer, question: question)
    guard case .compileErrors(let errors) = verdict else {
      Issue.record("not a compile error: \(verdict)")
      return []
    }
    return errors
  }

  @Test func aBraceLeftOpenIsTheLearnersError() throws {
    let found = try errors("func double(_ n: Int) -> Int {\n    n * 2\n")
    #expect(found.map(\.line) == [2])
    #expect(found.first?.message.hasPrefix("expected '}'") == true)
    #expect(found.first?.message.hasSuffix("to close the `{` on line 1") == true)
  }

  /// Line 2 leaves a `(` open: the binding of `solution` after it fails, which read as a function
  /// of the wrong type.
  @Test func aParenthesisLeftOpenIsNotAWrongType() throws {
    let found = try errors("func double(_ n: Int) -> Int { n * 2 }\nprint(double(3)")
    #expect(found.map(\.line) == [2])
    #expect(found.first?.message.hasSuffix("to close the `(` on line 2") == true)
  }

  @Test func aCommentOrConditionalBlockLeftOpenIsTheLearnersError() throws {
    let comment = try errors("func double(_ n: Int) -> Int { n * 2 }\n/* tidy up\nlater")
    #expect(comment.map(\.line) == [3])
    #expect(comment.first?.message == "unterminated '/*' comment (it starts on line 2)")
    let conditional = try errors("#if false\nfunc double(_ n: Int) -> Int { n * 2 }\n")
    #expect(conditional.map(\.line) == [2])
    #expect(conditional.first?.message.contains("#endif") == true)
  }

  /// A last line cut short (saved half-typed) would take the judge's next line as its end: `let
  /// total = print(…)` compiles, and a right function before it passed. It does not compile, and
  /// neither does an expression cut after its operator.
  /// An exercise's tests call the learner's code by name, with no `solution` line between.
  @Test func aLastLineCutShortDoesNotCompile() throws {
    var question = question
    question.signature = nil
    question.tests = [.init(code: "print(double(3))", expected: "6")]
    for answer in ["let total =\n", "let total = 1 +"] {
      let verdict = try judge.judge(
        "func double(_ n: Int) -> Int { n * 2 }\n" + answer, question: question)
      guard case .compileErrors(let found) = verdict else {
        Issue.record("\(answer) is not a compile error: \(verdict)")
        continue
      }
      #expect(found.map(\.line) == [2], "\(answer)")
    }
  }

  /// A last statement ended with `;` is finished: a second `;` after it would be an empty
  /// statement, which Swift rejects, and a right answer failed as "the tests cannot call it".
  @Test func anAnswerEndingWithASemicolonPasses() throws {
    var exercise = question
    exercise.signature = nil
    exercise.tests = [.init(code: "print(double(3))", expected: "6")]
    for ending in [";", ";\n", "; // done", ";\n\n/* end */\n"] {
      let answer = "func double(_ n: Int) -> Int { n * 2 }\nprint(double(1))" + ending
      #expect(try judge.judge(answer, question: question) == .passed(tests: 1), "\(ending)")
      #expect(try judge.judge(answer, question: exercise) == .passed(tests: 1), "\(ending)")
    }
  }

  /// With no code at all, what the tests cannot call is the learner's missing function, not `;`.
  @Test func anEmptyAnswerIsToldByTheTestsCall() throws {
    var exercise = question
    exercise.signature = nil
    exercise.tests = [.init(code: "print(double(3))", expected: "6")]
    for answer in ["", "// nothing yet\n"] {
      let verdict = try judge.judge(answer, question: exercise)
      guard case .testDoesNotCompile(let call, _) = verdict else {
        Issue.record("\(answer): \(verdict)")
        continue
      }
      #expect(call == "print(double(3))")
    }
  }

  /// A function of the wrong type is still told as that, on the line that binds `solution`.
  @Test func aFunctionOfTheWrongTypeIsStillToldSo() throws {
    let verdict = try judge.judge("func double(_ n: Int) -> String { \"\" }", question: question)
    guard case .wrongType(let name, _, _) = verdict else {
      Issue.record("not told as the wrong type: \(verdict)")
      return
    }
    #expect(name == "double")
  }

  /// An answer that compiles alone but that the tests cannot call is still told as that.
  @Test func anAnswerTheTestsCannotCallIsStillToldSo() throws {
    let verdict = try judge.judge(
      "func double(_ n: Int) -> Int { n * 2 }\nlet solution = 1", question: question)
    if case .compileErrors = verdict { Issue.record("told as a compile error: \(verdict)") }
  }
}
