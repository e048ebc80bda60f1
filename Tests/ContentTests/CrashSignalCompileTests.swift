import Testing

@testable import UnwrapKit

/// With the real compiler: the words a crash verdict gives a signal are true of Swift programs. An
/// arithmetic overflow traps without a message (signal 4), and endless recursion overflows the stack
/// (signal 11); a failed index check prints its `Fatal error` line, which the judge quotes instead,
/// as it quotes a failed `precondition` or `assert` with the learner's message. Each names the
/// learner's line through the runtime's backtrace.
@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct CrashSignalCompileTests {
  func crash(_ source: String) throws -> ProcessOutcome? {
    guard case .ran(let outcome) = try #require(SwiftToolchain.find()).run(source) else {
      return nil
    }
    return outcome
  }

  @Test func anOverflowIsARuntimeCheckThatFailed() throws {
    let outcome = try #require(try crash("var n = Int.max\nn += Int(\"1\")!\nprint(n)\n"))
    #expect(!outcome.standardError.contains("Fatal error"))
    #expect(
      CodeSampleChecker.describe(outcome)
        == "it crashed with signal 4, a runtime check failed, such as an arithmetic overflow")
  }

  @Test func endlessRecursionIsABadMemoryAccess() throws {
    let outcome = try #require(
      try crash("func down(_ n: Int) -> Int { down(n + 1) + 1 }\nprint(down(0))\n"))
    #expect(
      CodeSampleChecker.describe(outcome)
        == "it crashed with signal 11, a bad memory access, often a function that calls itself without end"
    )
  }

  @Test func aFailedIndexCheckPrintsItsOwnFatalError() throws {
    let outcome = try #require(try crash("let empty: [Int] = []\nprint(empty[0])\n"))
    #expect(outcome.standardError.contains("Fatal error: Index out of range"))
  }

  /// The runtime's backtrace names the program's own lines, innermost first, for a trap in the
  /// standard library, an overflow and a stack overflow alike, and writes nothing on the program's
  /// output.
  @Test func aCrashNamesTheProgramsOwnLines() throws {
    let index = try #require(
      try crash("func third(_ list: [Int]) -> Int {\n  list[2]\n}\n\nprint(third([1]))\n"))
    #expect(index.crashLines == [2, 5])
    #expect(!index.standardError.contains("sourceLocation"), "\(index.standardError)")
    #expect(index.standardOutput.isEmpty)
    let overflow = try #require(try crash("var n = Int.max\nn += Int(\"1\")!\nprint(n)\n"))
    #expect(overflow.crashLines == [2])
    let recursion = try #require(
      try crash("func down(_ n: Int) -> Int { down(n + 1) + 1 }\nprint(down(0))\n"))
    #expect(recursion.crashLines.first == 1)
    let clean = try #require(try crash("print(1)\n"))
    #expect(clean.crashLines.isEmpty)
  }

  /// A failed `precondition` or `assert` keeps the learner's message, and a bare `fatalError()`
  /// names the learner's line once, as the runtime really reports them.
  @Test func aFailedCheckIsToldWithTheLearnersLineAndMessage() throws {
    let judge = FreeCodingJudge(runner: try #require(SwiftToolchain.find()))
    let program = FreeCodingQuestion(
      id: "free-count", section: "functions", prompt: "p", hint: nil, startingCode: nil,
      signature: nil, references: [], tests: [.init(code: "", expected: "3")], wrongAnswers: [],
      acceptedVariants: [], rejectedVariants: [])
    let checks = [
      "precondition(count > 0, \"count must be positive\")":
        "line 2: Precondition failed: count must be positive",
      "assert(count > 0)": "line 2: Assertion failed",
      "fatalError()": "line 2: Fatal error",
    ]
    for (check, message) in checks {
      let verdict = try judge.judge("let count = Int(\"0\")!\n\(check)\n", question: program)
      #expect(verdict == .crashed(message: message), "\(check)")
    }
  }
}
