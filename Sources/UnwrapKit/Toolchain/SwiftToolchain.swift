#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The local Swift compiler: found once (`SWIFTC`, then `swiftc` on `PATH`, then `xcrun` on macOS) and
/// used to check or run code. Every process it starts goes through its `ProcessOwner`.
public struct SwiftToolchain: CodeRunner {
  public let swiftc: String
  public var compileTimeout: Double = 30
  public var runTimeout: Double = 5
  /// Writable memory a learner's program may use, in bytes.
  public var runMemoryLimit: UInt64 = ProgramLimits.defaultMemoryBytes
  /// A package sample is built by the package manager, with a manifest and tests: minutes, not seconds.
  public var packageTimeout: Double = 300
  /// Where private scratch folders are made (and always removed): the system's temporary folder by default.
  public var scratchRoot = FileManager.default.temporaryDirectory
  /// Knows every process this toolchain starts, and ends them all after a verdict, a limit or a signal.
  public let owner: ProcessOwner
  /// The driver's jobs for each kind of compile, learned on first use and replayed after.
  let plans = CompilePlans()
  /// Where the plans are kept between runs of unwrap; nil: each process learns them afresh.
  public var planCache: CompilePlanCache?
  /// Where the compiler keeps the Clang modules it builds; nil: the compiler's default, in the
  /// learner's cache folder, which may not be writable (`ModuleCache`).
  public var moduleCache: ModuleCache?

  public init(swiftc: String, owner: ProcessOwner = ProcessOwner()) {
    self.swiftc = swiftc
    self.owner = owner
  }

  /// Every compile uses Swift 6 language mode, the Swift our lessons teach (plain `swiftc` defaults to 5).
  public static let languageMode = ["-swift-version", "6"]

  /// Finds `swiftc`, or nil when this machine has no Swift toolchain.
  public static func find(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    owner: ProcessOwner = ProcessOwner()
  ) -> SwiftToolchain? {
    let fileManager = FileManager.default
    // Compiles start in a scratch folder, so a relative name is made absolute here; a folder with
    // its execute bit set is no compiler.
    func usable(_ path: String) -> String? {
      let absolute =
        path.hasPrefix("/") ? path : fileManager.currentDirectoryPath + "/" + path
      var info = stat()
      guard stat(absolute, &info) == 0, info.st_mode & S_IFMT != S_IFDIR,
        fileManager.isExecutableFile(atPath: absolute)
      else { return nil }
      return absolute
    }
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      guard let swiftc = usable(explicit) else { return nil }
      return SwiftToolchain(swiftc: swiftc, owner: owner).withLimits(from: environment)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      if let swiftc = usable("\(folder)/swiftc") {
        return SwiftToolchain(swiftc: swiftc, owner: owner).withLimits(from: environment)
      }
    }
    #if os(macOS)
      if let outcome = try? ProcessRunner(timeout: 10, owner: owner).run(
        "/usr/bin/xcrun", ["--find", "swiftc"]),
        outcome.succeeded
      {
        let path = outcome.standardOutput.trimmed()
        if fileManager.isExecutableFile(atPath: path) {
          return SwiftToolchain(swiftc: path, owner: owner).withLimits(from: environment)
        }
      }
    #endif
    return nil
  }

  /// Compiles `source` as a program's `main.swift` through SIL diagnostics without linking: fast,
  /// and it catches what plain type checking misses (a missing return, a constant assigned twice).
  public func check(_ source: String, compileDeadline: Double?) throws -> CompileResult {
    try withScratchFolder { folder in
      try write(source, in: folder)
      return try compile(
        ["-emit-sil", "-Onone"], output: "/dev/null", in: folder, by: compileDeadline)
    }
  }

  /// Compiles `source` as `main.swift` and runs it with the run time limit and `ProgramLimits`, in
  /// its scratch folder, with stdin from /dev/null and only `learnerEnvironment`.
  public func run(
    _ source: String, outputLimit: Int, compileDeadline: Double?, runLimit: Double?
  ) throws -> RunResult {
    try withScratchFolder { folder in
      try write(source, in: folder)
      let executable = folder.appendingPathComponent("main").path
      let compiled = try compile(
        Self.programFlags + linkerChoice + Self.mathLibrary, output: "main", in: folder,
        by: compileDeadline)
      if compiled.timedOut { return .compileTimedOut(seconds: compileTimeout) }
      guard compiled.succeeded else { return .compileFailed(diagnostics: compiled.diagnostics) }
      let timeout = min(runTimeout, runLimit ?? runTimeout)
      var outcome = try ProcessRunner(
        timeout: timeout, outputLimit: outputLimit, owner: owner,
        limits: .forRun(timeout: timeout, memoryBytes: runMemoryLimit)
      ).run(
        executable, [], environment: .only(Self.learnerEnvironment(folder: folder.path)),
        directory: folder.path)
      if outcome.signal != nil || outcome.exitStatus != 0 {
        outcome.crashLines = CrashBacktrace.lines(in: folder, file: "main.swift")
      }
      return .ran(outcome)
    }
  }

  /// How a program that runs is compiled: unoptimized, as a learner's code is judged, with line
  /// tables only, enough for a crash to name the learner's line (`CrashBacktrace`) at no measurable
  /// cost to the compile.
  static let programFlags = ["-Onone", "-gline-tables-only"]

  /// The whole environment of a learner's program: enough for a program to run and print, and none of
  /// the learner's own variables (tokens and secrets stay out of untrusted code). A crash still
  /// prints its `Fatal error` line, and the runtime's backtracer writes where it happened into the
  /// folder, not onto the program's output.
  public static func learnerEnvironment(folder: String) -> [String: String] {
    [
      "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder, "LANG": "C.UTF-8",
      "LC_ALL": "C.UTF-8", "TERM": "dumb",
      "SWIFT_BACKTRACE": CrashBacktrace.setting(folder: folder),
    ]
  }

  /// The compiler keeps our environment, but its temporary files go into the scratch folder, so they
  /// are removed with it even when the compiler is killed.
  func compilerEnvironment(_ folder: URL) -> ProcessRunner.Environment {
    .inherited(adding: ["TMPDIR": folder.path])
  }

  /// A runner for one compile step: the compile limit, or what is left of the answer's deadline.
  func compiler(_ folder: URL, deadline: Double?) -> ProcessRunner {
    let left = deadline.map { $0 - ProcessOwner.now() } ?? compileTimeout
    return ProcessRunner(timeout: max(0.01, min(compileTimeout, left)), owner: owner)
  }

  /// On Linux the C maths library is linked only when something imports it, but the standard
  /// library's own `rounded(_:)` calls `floor`, `ceil` and `round` from it: without `-lm` a program
  /// with `(x / 2).rounded(.up)` and no import fails to link
  /// ("undefined reference to 'ceil'"), an error in no line of the learner's.
  static var mathLibrary: [String] {
    #if os(Linux)
      return ["-lm"]
    #else
      return []
    #endif
  }

  /// lld links a small program in a fraction of the system linker's time; used where the toolchain
  /// ships it beside `swiftc` (Linux), else the driver's default linker.
  var linkerChoice: [String] {
    #if os(Linux)
      let lld = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
        .appendingPathComponent("ld.lld").path
      return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    #else
      return []
    #endif
  }

  @discardableResult
  private func write(_ source: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: false, encoding: .utf8)
    return file.path
  }

  /// Runs `body` with a private folder (0700, an unpredictable name) that is always removed afterwards.
  func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
    try owner.withScratchFolder(in: scratchRoot, body)
  }
}
