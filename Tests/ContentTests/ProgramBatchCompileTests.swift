import Foundation
import Testing

@testable import UnwrapKit

/// With the real compiler: a batch gives every program the answer it gets when run alone, in fewer
/// runs, whatever the programs do (print, crash, loop printing, fail to compile late, end the program).
@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct ProgramBatchCompileTests {
  /// Counts the runs it passes on to the toolchain.
  final class CountingRunner: CodeRunner, @unchecked Sendable {
    let base: SwiftToolchain
    private let lock = Lock()
    private var count = 0
    init(_ base: SwiftToolchain) { self.base = base }
    var runs: Int { lock.withLock { count } }
    var compileTimeout: Double { base.compileTimeout }
    var runTimeout: Double { base.runTimeout }
    var packageTimeout: Double { base.packageTimeout }
    func check(_ source: String, compileDeadline: Double?) throws -> CompileResult {
      try base.check(source, compileDeadline: compileDeadline)
    }
    func run(_ source: String, outputLimit: Int, compileDeadline: Double?, runLimit: Double?) throws
      -> RunResult
    {
      lock.withLock { count += 1 }
      return try base.run(
        source, outputLimit: outputLimit, compileDeadline: compileDeadline, runLimit: runLimit)
    }
    func checkPackage(
      _ files: [PackageFile], in package: String, action: PackageAction, folder: PackageFolder?
    ) throws -> PackageResult {
      try base.checkPackage(files, in: package, action: action, folder: folder)
    }
  }

  static let programs = [
    "print(\"ready\")",
    "print(\"steady\")",
    // Prints the answer, then traps: its printed line must not count.
    "print(\"ready\")\nlet empty: [Int] = []\nprint(empty[0])",
    "var n = 1\nn += 1\nprint(n == 2 ? \"ready\" : \"no\")",
    // Loops forever, printing.
    "var lap = 0\nwhile lap >= 0 { print(\"lap\"); lap = 1 }",
    // Type-checks, but SIL diagnostics reject it: a constant assigned twice.
    "let x: Int\nx = 1\nx = 2\nprint(\"ready\")",
    "func twice() -> String { \"ready\" }\nprint(twice())",
    // Stack overflow.
    "func down(_ n: Int) -> Int { down(n + 1) + 1 }\nprint(\"ready\")\nprint(down(0))",
    "print(\"ready\", terminator: \"\")\nprint(\"\")",
  ]

  @Test func aBatchAgreesWithRunningEachProgramAlone() throws {
    let toolchain = try #require(SwiftToolchain.find())
    var alone: [Bool] = []
    for program in Self.programs {
      if case .ran(let outcome) = try toolchain.run(program + "\n"), outcome.succeeded {
        alone.append(outcome.standardOutput == "ready\n")
      } else {
        alone.append(false)
      }
    }
    #expect(alone == [true, false, false, true, false, false, true, false, true])
    let counting = CountingRunner(toolchain)
    let batched = try ProgramBatch(runner: counting).printExactly(
      "ready\n", programs: Self.programs)
    #expect(batched == alone)
    #expect(counting.runs < Self.programs.count, "\(counting.runs) runs for \(Self.programs.count)")
  }
}
