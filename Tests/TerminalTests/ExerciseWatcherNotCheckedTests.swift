import Foundation
import TestSupport
import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// A check the watch screen could not judge (no compiler, a toolchain that failed at no line of the
/// code, a temporary folder that cannot be used) says the file was not checked, why and what to
/// do, never "✗ Not passed yet", and records nothing. No compiler is ever started.
@Suite struct ExerciseWatcherNotCheckedTests {
  typealias State = ExerciseWatcherStateTests
  static let notChecked = "! Not checked: your file was not judged"

  /// The screen's lines after one check of the first exercise, its words joined by single spaces.
  func check(_ watcher: ExerciseWatcher) throws -> (lines: [String], words: String) {
    watcher.judge(try #require(watcher.current))
    let lines = try #require(watcher.screenLines())
    return (lines, lines.joined(separator: " ").split(separator: " ").joined(separator: " "))
  }

  /// The auditor's repro: `SWIFTC` a compiler that fails on its module cache. The screen said
  /// "✗ Not passed yet" above the toolchain's message, though nothing was judged or recorded.
  @Test func aToolchainFailureIsNotCheckedNotFailed() throws {
    let place = try State.Workspace()
    let progress = State.progress(reading: ["variables"])
    let store = InMemoryProgressStore(progress)
    let watcher = try place.watcher(
      progress, store: store, runner: SwiftToolchain(swiftc: FailingCompiler.path), width: 200)
    let (lines, words) = try check(watcher)
    #expect(lines.contains(Self.notChecked), "\(lines)")
    #expect(!words.contains("Not passed yet"), "\(lines)")
    #expect(words.contains("The Swift toolchain failed without pointing at a line"), "\(words)")
    #expect(words.contains(FailingCompiler.message), "\(words)")
    #expect(words.contains("Nothing was judged or recorded: save the file to check it again."))
    #expect(words.contains("Save the file to check it again"), "\(words)")
    #expect(!watcher.passed && watcher.notChecked)
    #expect(try store.load() == progress)
  }

  @Test func noCompilerIsNotCheckedAndSaysToRunAgainOnceFixed() throws {
    let place = try State.Workspace()
    let watcher = try place.watcher(State.progress(reading: ["variables"]))
    let (lines, words) = try check(watcher)
    #expect(lines.contains(Self.notChecked), "\(lines)")
    #expect(!words.contains("Not passed yet"), "\(lines)")
    #expect(words.contains("needs a Swift compiler, but none was found."), "\(words)")
    #expect(
      words.contains(
        "Nothing was judged or recorded. Quit with q, fix that, and run unwrap exercises again."),
      "\(words)")
    // Saving cannot help until unwrap runs again, so the key line does not say it will.
    #expect(words.contains("Saving will not check it again"), "\(words)")
    #expect(!words.contains("Save the file to check it again"), "\(words)")
  }

  /// The temporary folder is checked when the screen opens, but may go while it is open.
  @Test func aTemporaryFolderThatCannotBeUsedIsNotChecked() throws {
    let place = try State.Workspace()
    let file = place.folder.appendingPathComponent("tmp-file")
    try "".write(to: file, atomically: true, encoding: .utf8)
    var toolchain = SwiftToolchain(swiftc: FailingCompiler.path)
    toolchain.scratchRoot = file
    let watcher = try place.watcher(State.progress(reading: ["variables"]), runner: toolchain)
    let (lines, words) = try check(watcher)
    #expect(lines.contains(Self.notChecked), "\(lines)")
    #expect(words.contains("The temporary folder \(file.path) cannot be used"), "\(words)")
    #expect(words.contains("Quit with q, fix that, and run unwrap exercises again."), "\(words)")
  }

  /// A file that was judged and failed still says so, after a check that judged nothing.
  @Test func aJudgedFailureAfterAnUncheckedOneIsNotPassedYet() throws {
    let place = try State.Workspace()
    let b = ScriptedCodeRunner.testBoundary
    let wrong = ProcessOutcome(
      exitStatus: 0, signal: nil, standardOutput: "Nope\n\(b)\n\(b)\nNope\n\(b)\n",
      standardError: "", timedOut: false, outputLimitExceeded: false, seconds: 0.1)
    let watcher = try place.watcher(
      State.progress(reading: ["variables"]), runs: [.ran(wrong)])
    watcher.notChecked = true
    let (lines, _) = try check(watcher)
    #expect(lines.contains("✗ Not passed yet"), "\(lines)")
    #expect(!lines.contains(Self.notChecked), "\(lines)")
  }
}
