/// What compiles and runs Swift for unwrap: the real toolchain, or a scripted stand-in in tests. The
/// judge and the content checks see only this, so every compile and every learner program goes
/// through one owner of processes, and the judge's rules can be tested without a compiler.
public protocol CodeRunner: Sendable {
  /// Seconds the whole compile of one answer may take (driver, frontend and linker together).
  var compileTimeout: Double { get }
  /// Seconds a compiled program may run.
  var runTimeout: Double { get }

  /// Type-checks `source` as a program's `main.swift` (through SIL diagnostics, without linking).
  /// `compileDeadline`, when given, is when every compile of the same answer must be done.
  func check(_ source: String, compileDeadline: Double?) throws -> CompileResult

  /// Compiles `source` as `main.swift` and runs it within the run limit and `outputLimit`.
  func run(_ source: String, outputLimit: Int, compileDeadline: Double?) throws -> RunResult
}

extension CodeRunner {
  public func check(_ source: String) throws -> CompileResult {
    try check(source, compileDeadline: nil)
  }

  public func run(_ source: String, outputLimit: Int = 1 << 20) throws -> RunResult {
    try run(source, outputLimit: outputLimit, compileDeadline: nil)
  }

  /// A deadline for all the compiles of one answer, from the compile limit (monotonic seconds).
  public func compileDeadlineFromNow() -> Double {
    ProcessOwner.now() + compileTimeout
  }
}

/// The result of compiling: success, or the compiler's diagnostics.
public struct CompileResult: Sendable, Equatable {
  public var succeeded: Bool
  public var diagnostics: String
  /// The compile was stopped at its limit (every compiler process was ended).
  public var timedOut: Bool

  public init(succeeded: Bool, diagnostics: String, timedOut: Bool = false) {
    self.succeeded = succeeded
    self.diagnostics = diagnostics
    self.timedOut = timedOut
  }
}

/// What happened when a program was built and run.
public enum RunResult: Sendable, Equatable {
  case compileFailed(diagnostics: String)
  /// The compiler was stopped at the compile time limit (an expression too complex to type-check).
  case compileTimedOut(seconds: Double)
  case ran(ProcessOutcome)
}

/// A `CodeRunner` that answers from a script instead of compiling: tests use it to drive the judge and
/// the checkers through every kind of result, and to see what source they asked to compile.
public final class ScriptedCodeRunner: CodeRunner, @unchecked Sendable {
  public let compileTimeout: Double
  public let runTimeout: Double
  private let lock = Lock()
  private var checks: [CompileResult]
  private var runs: [RunResult]
  private var sources: [String] = []

  /// `checks` and `runs` are handed out in order; when one runs out, its last answer repeats.
  public init(
    checks: [CompileResult] = [CompileResult(succeeded: true, diagnostics: "")],
    runs: [RunResult], compileTimeout: Double = 30, runTimeout: Double = 5
  ) {
    self.checks = checks
    self.runs = runs
    self.compileTimeout = compileTimeout
    self.runTimeout = runTimeout
  }

  /// Every source the runner was asked to check or run, in order.
  public var requestedSources: [String] { lock.withLock { sources } }

  public func check(_ source: String, compileDeadline: Double?) throws -> CompileResult {
    lock.withLock {
      sources.append(source)
      return checks.count > 1 ? checks.removeFirst() : checks[0]
    }
  }

  public func run(_ source: String, outputLimit: Int, compileDeadline: Double?) throws -> RunResult
  {
    lock.withLock {
      sources.append(source)
      return runs.count > 1 ? runs.removeFirst() : runs[0]
    }
  }
}
