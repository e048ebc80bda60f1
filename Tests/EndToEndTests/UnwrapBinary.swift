import Foundation
import Testing
import UnwrapKit

/// Runs the built `unwrap` binary the way a learner would: arguments, piped answers, a private data folder.
struct UnwrapBinary {
  let dataDirectory: URL

  struct Result {
    var status: Int32
    var output: String
    var error: String
    /// Whether the process died from a signal rather than exiting.
    var crashed = false
  }

  static let executable: URL = built("unwrap")

  /// A child that exits before reading all its input must not take the test run down with SIGPIPE.
  static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// A product built beside the test bundle (the `unwrap` binary or a test helper).
  static func built(_ name: String) -> URL {
    let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .compactMap { $0?.resolvingSymlinksInPath().deletingLastPathComponent() }
    for folder in candidates {
      var url = folder
      for _ in 0..<4 {
        let binary = url.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          return binary
        }
        url.deleteLastPathComponent()
      }
    }
    return URL(fileURLWithPath: ".build/debug/\(name)")
  }

  /// A data folder of its own under `root` (the temporary folder unless a test needs another).
  init(in root: URL = FileManager.default.temporaryDirectory) {
    _ = Self.ignoreBrokenPipes
    dataDirectory = root.appendingPathComponent("unwrap-e2e-\(UUID().uuidString)")
  }

  var progressFile: URL { dataDirectory.appendingPathComponent("progress.json") }

  func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    program: URL = UnwrapBinary.executable, directory: URL? = nil
  ) throws -> Result {
    try run(
      arguments, bytes: Data(input.utf8), environment: environment, program: program,
      directory: directory)
  }

  /// Runs with raw bytes on standard input (invalid UTF-8, huge lines).
  func run(
    _ arguments: [String], bytes input: Data, environment: [String: String] = [:],
    program: URL = UnwrapBinary.executable, directory: URL? = nil
  ) throws -> Result {
    let running = try start(
      arguments, environment: environment, program: program, directory: directory)
    running.send(input)
    return running.finish()
  }

  /// Starts the binary and returns at once, its standard input still open, so a test can have several
  /// running at the same moment before it answers any of them.
  func start(
    _ arguments: [String], environment: [String: String] = [:],
    program: URL = UnwrapBinary.executable, directory: URL? = nil
  ) throws -> RunningProcess {
    var env = ProcessInfo.processInfo.environment
    env["UNWRAP_DATA_DIR"] = dataDirectory.path
    env["XDG_CACHE_HOME"] = Self.cacheHome(of: dataDirectory).path
    env["UNWRAP_DATE"] = "2026-04-01"
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    return try RunningProcess(
      program: program, arguments: arguments, environment: env, directory: directory)
  }

  /// The binary's cache folder (`XDG_CACHE_HOME`): inside the test's data folder, so what it keeps
  /// between runs (compile plans) stays private to the test and is removed with it.
  static func cacheHome(of dataDirectory: URL) -> URL {
    dataDirectory.appendingPathComponent("cache")
  }

  /// Deletes the private data folder; every test that makes an `UnwrapBinary` defers this.
  /// One run with a data folder of its own that is removed afterwards, for tests that need no other.
  static func runOnce(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) throws -> Result {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    return try unwrap.run(arguments, input: input, environment: environment)
  }

  func removeDataDirectory() {
    try? FileManager.default.removeItem(at: dataDirectory)
  }

  func progress() throws -> LearnerProgress {
    try FileProgressStore(fileURL: progressFile).load()
  }
}
