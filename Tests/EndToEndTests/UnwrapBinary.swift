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

  init() {
    _ = Self.ignoreBrokenPipes
    dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("unwrap-e2e-\(UUID().uuidString)")
  }

  var progressFile: URL { dataDirectory.appendingPathComponent("progress.json") }

  func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    program: URL = UnwrapBinary.executable
  ) throws -> Result {
    try run(arguments, bytes: Data(input.utf8), environment: environment, program: program)
  }

  /// Runs with raw bytes on standard input (invalid UTF-8, huge lines).
  func run(
    _ arguments: [String], bytes input: Data, environment: [String: String] = [:],
    program: URL = UnwrapBinary.executable
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["UNWRAP_DATA_DIR"] = dataDirectory.path
    env["UNWRAP_DATE"] = "2026-04-01"
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write on another thread: a large input would otherwise fill the pipe while the output does too.
    let writer = Thread {
      try? stdin.fileHandleForWriting.write(contentsOf: input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let error = DataReader(stderr.fileHandleForReading)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error.data(), as: UTF8.self),
      crashed: process.terminationReason == .uncaughtSignal)
  }

  func progress() throws -> LearnerProgress {
    try FileProgressStore(fileURL: progressFile).load()
  }
}

/// Reads a pipe to its end on a background thread, so two pipes can be drained at once.
final class DataReader: @unchecked Sendable {
  private var collected = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      collected = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  func data() -> Data {
    done.wait()
    return collected
  }
}
