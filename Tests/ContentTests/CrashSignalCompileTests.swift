import Testing

@testable import UnwrapKit

/// With the real compiler: the words a crash verdict gives a signal are true of Swift programs. An
/// arithmetic overflow traps without a message (signal 4), and endless recursion overflows the stack
/// (signal 11); a failed index check prints its `Fatal error` line, which the judge quotes instead.
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
}
