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
  /// With `newSession`, unwrap runs in a session of its own, as a terminal's shell runs it, under
  /// `setsid --wait` (whose child it is: see `unwrapPid(under:)`).
  func startLoopingAnswer(
    _ unwrap: UnwrapBinary, runTimeout: String, imports: String = "", before: String = "",
    body: String = "", newSession: Bool = false
  ) throws -> RunningProcess {
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    let function = "func pizzas(_ people: Int, _ slices: Int) -> Int"
    try "\(imports)\n\(function) { \(before) while true { \(body) } }".write(
      to: answer, atomically: true, encoding: .utf8)
    let arguments = ["content", "check-answer", "free-pizzas-needed", answer.path]
    let environment = environment.merging(["UNWRAP_RUN_TIMEOUT": runTimeout]) { $1 }
    guard newSession else { return try unwrap.start(arguments, environment: environment) }
    return try unwrap.start(
      ["--wait", UnwrapBinary.executable.path] + arguments, environment: environment,
      program: Self.setsid)
  }

  static let setsid = URL(fileURLWithPath: "/usr/bin/setsid")

  /// The unwrap that `setsid --wait` (pid `parent`) started: its only child.
  static func unwrapPid(under parent: Int32) -> Int32? {
    let children = try? String(
      contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)
    return children?.split(separator: " ").compactMap { Int32($0) }.first
  }
}
