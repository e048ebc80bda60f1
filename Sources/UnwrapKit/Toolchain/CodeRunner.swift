/// What compiles and runs Swift for unwrap: the real toolchain, or a scripted stand-in in tests. The
/// judge and the content checks see only this, so every compile and every learner program goes
/// through one owner of processes, and the judge's rules can be tested without a compiler.
public protocol CodeRunner: Sendable {
  /// Seconds the whole compile of one answer may take (driver, frontend and linker together).
  var compileTimeout: Double { get }
  /// Seconds a compiled program may run.
  var runTimeout: Double { get }
  /// Bytes of writable memory a compiled program may use.
  var runMemoryLimit: UInt64 { get }

  /// Type-checks `source` as a program's `main.swift` (through SIL diagnostics, without linking).
  /// `compileDeadline`, when given, is when every compile of the same answer must be done.
  func check(_ source: String, compileDeadline: Double?) throws -> CompileResult

  /// Compiles `source` as `main.swift` and runs it within `outputLimit` and the run limit, or
  /// `runLimit` seconds when that is shorter.
  func run(_ source: String, outputLimit: Int, compileDeadline: Double?, runLimit: Double?) throws
    -> RunResult

  /// Seconds one package sample may take, every step of the package manager together.
  var packageTimeout: Double { get }

  /// Writes `files` into one scratch folder (each path starts with its package's folder, so local
  /// packages can depend on each other by `../Name`) and has the package manager carry out `action`
  /// on the package in the folder `package`, offline, within the package limit. With `folder`, the
  /// files replace what that folder held, and the package manager's earlier work there is reused.
  func checkPackage(
    _ files: [PackageFile], in package: String, action: PackageAction, folder: PackageFolder?
  ) throws -> PackageResult

  /// Runs `body` with one folder that several package checks share, removed afterwards (nil where
  /// the runner keeps no folders).
  func withPackageFolder<T>(_ body: (PackageFolder?) throws -> T) throws -> T
}

/// A scratch folder that a sequence of package checks shares (a lesson's packages as they grow), so
/// the package manager builds only what each step changed instead of everything again.
public struct PackageFolder: Sendable, Equatable {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }
}

/// One file of a package sample: its path from the scratch folder (`Pantry/Package.swift`) and text.
public struct PackageFile: Sendable, Equatable {
  public var path: String
  public var contents: String

  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}

/// What the package manager is asked to do with a package sample.
public enum PackageAction: String, Sendable, Equatable {
  /// Load the manifest only (`swift package dump-package`).
  case manifest
  /// Build everything, tests included (`swift build --build-tests`).
  case build
  /// Build, then run the executable (`swift build`, `swift run --skip-build`).
  case run
  /// Build with tests, then run them (`swift build --build-tests`, `swift test --skip-build`).
  case test
}

/// What came of a package sample.
public enum PackageResult: Sendable, Equatable {
  /// The manifest did not load or the build failed, with what the package manager printed.
  case failed(PackageAction, diagnostics: String)
  /// A step ran past the package limit, and every process it started was ended.
  case timedOut(seconds: Double)
  /// Every step succeeded; for `run` and `test`, how the program or the test run ended.
  case finished(ProcessOutcome?)
}

extension CodeRunner {
  public var runMemoryLimit: UInt64 { ProgramLimits.defaultMemoryBytes }

  public func withPackageFolder<T>(_ body: (PackageFolder?) throws -> T) throws -> T {
    try body(nil)
  }

  /// Checks a package in a scratch folder of its own.
  public func checkPackage(_ files: [PackageFile], in package: String, action: PackageAction)
    throws -> PackageResult
  {
    try checkPackage(files, in: package, action: action, folder: nil)
  }

  public func check(_ source: String) throws -> CompileResult {
    try check(source, compileDeadline: nil)
  }

  public func run(_ source: String, outputLimit: Int = 1 << 20, runLimit: Double? = nil) throws
    -> RunResult
  {
    try run(source, outputLimit: outputLimit, compileDeadline: nil, runLimit: runLimit)
  }

  /// Compiles and runs within the run limit.
  public func run(_ source: String, outputLimit: Int, compileDeadline: Double?) throws -> RunResult
  {
    try run(source, outputLimit: outputLimit, compileDeadline: compileDeadline, runLimit: nil)
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
  public let packageTimeout: Double
  private var packages: [PackageResult]
  private var packageRequests: [PackageRequest] = []

  /// `checks`, `runs` and `packages` are handed out in order; when one runs out, its last answer repeats.
  public init(
    checks: [CompileResult] = [CompileResult(succeeded: true, diagnostics: "")],
    runs: [RunResult], packages: [PackageResult] = [.finished(nil)],
    compileTimeout: Double = 30, runTimeout: Double = 5, packageTimeout: Double = 300
  ) {
    self.checks = checks
    self.runs = runs
    self.packages = packages
    self.compileTimeout = compileTimeout
    self.runTimeout = runTimeout
    self.packageTimeout = packageTimeout
  }

  /// Every source the runner was asked to check or run, in order.
  public var requestedSources: [String] { lock.withLock { sources } }

  /// One package check the runner was asked for.
  public struct PackageRequest: Sendable, Equatable {
    public var files: [PackageFile]
    public var package: String
    public var action: PackageAction
  }

  /// Every package check the runner was asked for, in order.
  public var requestedPackages: [PackageRequest] { lock.withLock { packageRequests } }

  public func checkPackage(
    _ files: [PackageFile], in package: String, action: PackageAction, folder: PackageFolder?
  ) throws -> PackageResult {
    lock.withLock {
      packageRequests.append(PackageRequest(files: files, package: package, action: action))
      return packages.count > 1 ? packages.removeFirst() : packages[0]
    }
  }

  public func check(_ source: String, compileDeadline: Double?) throws -> CompileResult {
    lock.withLock {
      sources.append(source)
      return checks.count > 1 ? checks.removeFirst() : checks[0]
    }
  }

  public func run(
    _ source: String, outputLimit: Int, compileDeadline: Double?, runLimit: Double?
  ) throws -> RunResult {
    lock.withLock {
      sources.append(source)
      let result = runs.count > 1 ? runs.removeFirst() : runs[0]
      guard case .ran(var outcome) = result, let boundary = FreeCodingJudge.boundary(in: source)
      else { return result }
      outcome.standardOutput = outcome.standardOutput.replacing(Self.testBoundary, with: boundary)
      return .ran(outcome)
    }
  }

  /// Written in a scripted output, stands for the line the Free Coding judge prints between tests,
  /// which is new for every run: the runner puts in the one from the source it was given.
  public static let testBoundary = "<test boundary>"
}
