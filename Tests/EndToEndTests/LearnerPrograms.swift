import Foundation
import TestSupport

/// The learner's programs that one test's `unwrap` runs, found by the scratch folders it makes under
/// a `TMPDIR` of the test's own: the program itself (`…/unwrap-XXXXXX/main`), never the compiler or
/// linker, whose arguments name the same folder and which on a loaded machine may still be running.
struct LearnerPrograms {
  let scratch: URL

  init(in dataDirectory: URL) throws {
    scratch = dataDirectory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  /// What `unwrap` needs in its environment for its scratch folders to go there.
  var environment: [String: String] { ["TMPDIR": scratch.path] }

  func running() -> [(pid: Int32, commandLine: String)] {
    ProcessList.processes(containing: scratch.path + "/unwrap-").filter {
      $0.commandLine.trimmingCharacters(in: .whitespaces).hasSuffix("/main")
    }
  }

  func killAll() {
    for process in ProcessList.processes(containing: scratch.path + "/unwrap-") {
      kill(process.pid, SIGKILL)
    }
  }

  /// Starts `unwrap content check-answer` on a Free Coding answer that loops for ever, with
  /// `runTimeout` seconds to run. The loop's body, and what the answer imports, can be chosen.
  func startLoopingAnswer(
    _ unwrap: UnwrapBinary, runTimeout: String, imports: String = "", before: String = "",
    body: String = ""
  ) throws -> RunningProcess {
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    let function = "func pizzas(_ people: Int, _ slices: Int) -> Int"
    try "\(imports)\n\(function) { \(before) while true { \(body) } }".write(
      to: answer, atomically: true, encoding: .utf8)
    return try unwrap.start(
      ["content", "check-answer", "free-pizzas-needed", answer.path],
      environment: environment.merging(["UNWRAP_RUN_TIMEOUT": runTimeout]) { $1 })
  }
}
