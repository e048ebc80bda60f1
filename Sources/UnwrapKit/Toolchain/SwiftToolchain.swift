/// The local Swift compiler: found once (`SWIFTC`, then `swiftc` on `PATH`, then `xcrun` on macOS) and used to check or run code.
public struct SwiftToolchain: Sendable {
  public let swiftc: String
  public var compileTimeout: Double = 30
  public var runTimeout: Double = 5
  /// Where private scratch folders are made (and always removed): the system's temporary folder by default.
  public var scratchRoot = FileManager.default.temporaryDirectory

  public init(swiftc: String) {
    self.swiftc = swiftc
  }

  /// Every compile uses Swift 6 language mode, the Swift our lessons teach (plain `swiftc` defaults to 5).
  public static let languageMode = ["-swift-version", "6"]

  /// Finds `swiftc`, or nil when this machine has no Swift toolchain.
  public static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> SwiftToolchain?
  {
    let fileManager = FileManager.default
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      guard fileManager.isExecutableFile(atPath: explicit) else { return nil }
      return SwiftToolchain(swiftc: explicit).withLimits(from: environment)
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/swiftc"
      if fileManager.isExecutableFile(atPath: candidate) {
        return SwiftToolchain(swiftc: candidate).withLimits(from: environment)
      }
    }
    #if os(macOS)
      if let outcome = try? ProcessRunner(timeout: 10).run("/usr/bin/xcrun", ["--find", "swiftc"]),
        outcome.succeeded
      {
        let path = outcome.standardOutput.trimmed()
        if fileManager.isExecutableFile(atPath: path) {
          return SwiftToolchain(swiftc: path).withLimits(from: environment)
        }
      }
    #endif
    return nil
  }

  /// The limits from `UNWRAP_COMPILE_TIMEOUT` and `UNWRAP_RUN_TIMEOUT` (seconds), where set and sensible.
  public func withLimits(from environment: [String: String]) -> SwiftToolchain {
    var copy = self
    if let text = environment["UNWRAP_COMPILE_TIMEOUT"], let seconds = Double(text), seconds > 0 {
      copy.compileTimeout = seconds
    }
    if let text = environment["UNWRAP_RUN_TIMEOUT"], let seconds = Double(text), seconds > 0 {
      copy.runTimeout = seconds
    }
    return copy
  }

  /// The result of compiling: success, or the compiler's diagnostics.
  public struct CompileResult: Sendable {
    public var succeeded: Bool
    public var diagnostics: String
  }

  /// Compiles `source` as a program's `main.swift` through SIL diagnostics without linking: fast,
  /// and it catches what plain type checking misses (a missing return, a constant assigned twice).
  public func check(_ source: String) throws -> CompileResult {
    try withScratchFolder { folder in
      let file = folder.appendingPathComponent("main.swift")
      try source.write(to: file, atomically: false, encoding: .utf8)
      let outcome = try ProcessRunner(timeout: compileTimeout).run(
        swiftc, Self.languageMode + ["-emit-sil", "-Onone", file.path, "-o", "/dev/null"])
      return CompileResult(succeeded: outcome.succeeded, diagnostics: outcome.standardError)
    }
  }

  /// What happened when a program was built and run.
  public enum RunResult: Sendable {
    case compileFailed(diagnostics: String)
    /// The compiler was stopped at the compile time limit (an expression too complex to type-check).
    case compileTimedOut(seconds: Double)
    case ran(ProcessOutcome)
  }

  /// Compiles `source` as `main.swift` and runs it with the run time limit.
  public func run(_ source: String, outputLimit: Int = 1 << 20) throws -> RunResult {
    try withScratchFolder { folder in
      let file = folder.appendingPathComponent("main.swift")
      let executable = folder.appendingPathComponent("main")
      try source.write(to: file, atomically: false, encoding: .utf8)
      let compiled = try ProcessRunner(timeout: compileTimeout).run(
        swiftc, Self.languageMode + ["-Onone", file.path, "-o", executable.path])
      if compiled.timedOut { return .compileTimedOut(seconds: compileTimeout) }
      guard compiled.succeeded else { return .compileFailed(diagnostics: compiled.standardError) }
      return .ran(
        try ProcessRunner(timeout: runTimeout, outputLimit: outputLimit).run(executable.path, []))
    }
  }

  /// Runs `body` with a private temporary folder that is always removed afterwards.
  func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = scratchRoot.appendingPathComponent(
      "unwrap-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }
}
