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
  }

  static let executable: URL = {
    let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .compactMap { $0?.resolvingSymlinksInPath().deletingLastPathComponent() }
    for folder in candidates {
      var url = folder
      for _ in 0..<4 {
        let binary = url.appendingPathComponent("unwrap")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          return binary
        }
        url.deleteLastPathComponent()
      }
    }
    return URL(fileURLWithPath: ".build/debug/unwrap")
  }()

  init() {
    dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("unwrap-e2e-\(UUID().uuidString)")
  }

  var progressFile: URL { dataDirectory.appendingPathComponent("progress.json") }

  func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
    -> Result
  {
    let process = Process()
    process.executableURL = Self.executable
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
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }

  func progress() throws -> LearnerProgress {
    try FileProgressStore(fileURL: progressFile).load()
  }
}
