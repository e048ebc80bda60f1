import ArgumentParser
import Foundation
import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// Runs unwrap's commands in process, the way `UnwrapBinary` runs the binary: arguments, piped
/// answers and a private data folder, on 2026-04-01 unless `UNWRAP_DATE` says otherwise. Only what a
/// command reads through its `AppContext` is faked; parsing, the commands and the store are real.
struct InProcessUnwrap {
  let dataDirectory: URL
  /// The toolchain a run may use; nil (no Swift toolchain) unless a test hands one in.
  var toolchain: @Sendable (ProcessOwner) -> SwiftToolchain? = { _ in nil }
  /// The columns of the terminal standard error is, or nil (the default) for a pipe.
  var errorColumns: Int? = nil
  /// The columns of the terminal standard output is, asked each time unwrap measures it (a test
  /// may change them between answers, as a resized window does); nil (the default) for a pipe.
  /// Colour stays off unless the test's environment turns it on: `NO_COLOR` is set for it.
  var terminalColumns: (() -> Int)? = nil
  /// Makes the store on the progress file, for a test that answers its file questions itself
  /// (`FileAccess`); nil (the default) for the real one.
  var store: ((URL) -> FileProgressStore)? = nil
  /// The clock a run reads, for a test of the machine's clock (one out of range, one that passes
  /// midnight); nil (the default) for the day `UNWRAP_DATE` pins.
  var clock: (any Clock)? = nil

  struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  init() {
    dataDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("unwrap-inprocess-\(UUID().uuidString)")
  }

  var progressFile: URL { dataDirectory.appendingPathComponent("progress.json") }

  /// Parses `arguments` as `unwrap` would and runs the command with `input` as its answers.
  /// `environment` is the command's whole environment (`UNWRAP_DATE`, `UNWRAP_CONTENT_DIR`);
  /// `meanwhile` runs something just before the answer of that index is read (`ScriptedConsole`).
  func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    meanwhile: [Int: () -> Void] = [:]
  ) throws -> Result {
    let console = ScriptedConsole(input: input)
    console.meanwhile = meanwhile
    let status = try run(arguments, on: console, environment: environment)
    return Result(status: status, output: console.output, error: console.error)
  }

  /// Runs `arguments` on a console of the test's own (`PagingConsole`: a terminal of a given
  /// size); the exit status.
  func run(_ arguments: [String], on console: any Console, environment: [String: String] = [:])
    throws -> Int32
  {
    let parsed = try Unwrap.parseAsRoot(arguments)
    guard let command = parsed as? any AppCommand else {
      Issue.record("\(arguments) is not a command that runs on an AppContext")
      return -1
    }
    let columns = terminalColumns
    let capabilities = TerminalCapabilities.detect(
      noColorFlag: command.options.noColor,
      environment: columns == nil ? environment : ["NO_COLOR": "1"].merging(environment) { $1 },
      outputIsTerminal: columns != nil, inputIsTerminal: false, terminalColumns: columns?(),
      errorColumns: errorColumns)
    let processes = ProcessOwner()
    let toolchain = self.toolchain
    let context = AppContext(
      environment: environment, capabilities: capabilities,
      style: Style(enabled: capabilities.useColor), console: console,
      clock: try clock
        ?? AppContext.clock(
          environment: ["UNWRAP_DATE": "2026-04-01"].merging(environment) { $1 }),
      random: SeededGenerator(seed: command.options.seed ?? 0), dataDirectory: dataDirectory,
      store: store?(progressFile), processes: processes, toolchain: { toolchain(processes) })
    do {
      try command.run(in: context)
    } catch let code as ExitCode {
      return code.rawValue
    }
    return 0
  }

  /// Writes `progress` as the learner's file, as if earlier sessions had saved it.
  func save(_ progress: LearnerProgress) throws {
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try JSONEncoder().encode(progress).write(to: progressFile)
  }

  func progress() throws -> LearnerProgress {
    try FileProgressStore(fileURL: progressFile).load()
  }

  /// Deletes the private data folder; every test that makes an `InProcessUnwrap` defers this.
  func removeDataDirectory() {
    try? FileManager.default.removeItem(at: dataDirectory)
  }
}
