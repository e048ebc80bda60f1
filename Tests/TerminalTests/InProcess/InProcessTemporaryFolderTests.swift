import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A temporary folder that cannot be used is the machine's problem, told before anything is
/// answered (exit 74, as any folder unwrap cannot use), never a crash of the learner's code: the
/// toolchain's scratch folders go into a file, so no compiler is ever started.
@Suite struct InProcessTemporaryFolderTests {
  static let library = try? ContentLibrary.builtIn()

  /// Every section read, and a toolchain whose temporary folder is the file `file`.
  func unusableTemporaryFolder() throws -> (InProcessUnwrap, URL) {
    var unwrap = InProcessUnwrap()
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let file = unwrap.dataDirectory.appendingPathComponent("tmp-file")
    try "".write(to: file, atomically: true, encoding: .utf8)
    unwrap.toolchain = { owner in
      var toolchain = SwiftToolchain(swiftc: "/nonexistent/swiftc", owner: owner)
      toolchain.scratchRoot = file
      return toolchain
    }
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    return (unwrap, file)
  }

  func expectTemporaryFolderError(_ result: InProcessUnwrap.Result, _ file: URL) {
    #expect(result.status == 74, "\(result.error)")
    #expect(
      result.error.contains("The temporary folder \(file.path) cannot be used: it is a file,"),
      "\(result.error)")
    #expect(result.error.contains("set TMPDIR to a folder you can write to"), "\(result.error)")
    #expect(!result.error.contains("crashed") && !result.output.contains("crashed"))
  }

  @Test func theChallengeIsRefusedBeforeItsFirstQuestionAndStaysOpen() throws {
    let (unwrap, file) = try unusableTemporaryFolder()
    defer { unwrap.removeDataDirectory() }
    let before = try unwrap.progress()
    let result = try unwrap.run(["challenge"], input: "t\n")
    expectTemporaryFolderError(result, file)
    #expect(!result.output.contains("(1/10)"), "\(result.output)")
    #expect(try unwrap.progress() == before)
  }

  @Test func aPracticeSessionThatCompilesIsRefusedAndOneThatDoesNotRuns() throws {
    let (unwrap, file) = try unusableTemporaryFolder()
    defer { unwrap.removeDataDirectory() }
    let before = try unwrap.progress()
    for activity in ["free-coding", "rearrange-the-lines"] {
      let refused = try unwrap.run(["practice", activity], input: "q\n")
      expectTemporaryFolderError(refused, file)
      #expect(!refused.output.contains("(1/10)"), "\(activity): \(refused.output)")
    }
    #expect(try unwrap.progress() == before)
    // Predict the Output compiles nothing, so the folder is nothing to it.
    let predict = try unwrap.run(["practice", "predict-the-output"], input: "q\n")
    #expect(predict.status == 0, "\(predict.error)")
  }

  @Test func checkAnswerSaysTheFolderNotThatTheAnswerCrashed() throws {
    let (unwrap, file) = try unusableTemporaryFolder()
    defer { unwrap.removeDataDirectory() }
    let (question, answer) = try unwrap.firstFreeCodingReference()
    let result = try unwrap.run(["content", "check-answer", question.id, answer.path])
    expectTemporaryFolderError(result, file)
  }
}
