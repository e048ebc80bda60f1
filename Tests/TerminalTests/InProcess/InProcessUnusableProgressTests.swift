import Foundation
import Testing

@testable import UnwrapKit

/// A progress file that stops taking saves, or cannot be read, is told and exits 74, as the
/// README's exit table says: never a review judged and lost, nor "Progress reset." with nothing
/// kept. Root reads and writes any file, so the store's questions are answered here (`FileAccess`).
@Suite struct InProcessUnusableProgressTests {
  /// Whether the progress file may be written, switched while a session runs.
  final class Switch: @unchecked Sendable {
    var readOnly = false
  }

  @Test func aReviewWhoseAnswerCannotBeSavedStopsThereAndExits74() throws {
    let readOnly = Switch()
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.store = { file in
      FileProgressStore(
        fileURL: file, temporarySuffix: SafeFile.randomSuffix,
        files: FileAccess(
          read: FileAccess.system.read,
          refusesWriting: { readOnly.readOnly && $0 == file.path ? EACCES : nil }))
    }
    var afterReading: Data?
    let result = try unwrap.run(
      ["learn", "variables", "--seed", "3"],
      input: "\n" + String(repeating: "t\n", count: 8),
      meanwhile: [
        1: {
          afterReading = try? Data(contentsOf: unwrap.progressFile)
          readOnly.readOnly = true
        }
      ])
    #expect(result.status == 74, "\(result.output)")
    #expect(
      result.error.contains("Your progress file could not be used: \(unwrap.progressFile.path)"),
      "\(result.error)")
    #expect(result.error.contains("(it cannot be written: Permission denied)"), "\(result.error)")
    for verdict in ["✓ Right", "✗ Not quite", "of 8 right"] {
      #expect(!result.output.contains(verdict), "an answer not saved was judged: \(result.output)")
    }
    #expect(try Data(contentsOf: unwrap.progressFile) == afterReading)
    #expect(try unwrap.progress().hasRead("variables"), "what was saved before is kept")
  }

  @Test func aResetOfAFileThatCannotBeReadIsRefused() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    #expect(try unwrap.run(["learn", "variables"], input: "s\n").status == 0)
    let before = try Data(contentsOf: unwrap.progressFile)
    unwrap.store = { file in
      FileProgressStore(
        fileURL: file, temporarySuffix: SafeFile.randomSuffix,
        files: FileAccess(
          read: { _ in throw CocoaError(.fileReadNoPermission) },
          refusesWriting: FileAccess.system.refusesWriting))
    }
    let result = try unwrap.run(["reset", "--yes"])
    #expect(result.status == 74)
    #expect(
      result.error.contains(
        "(it cannot be read (permission denied), so no copy of it could be kept and nothing was"
          + " reset)"), "\(result.error)")
    #expect(!result.output.contains("Progress reset."), "\(result.output)")
    #expect(try Data(contentsOf: unwrap.progressFile) == before)
  }

  /// Without `--yes`, a file that cannot be read, or cannot be written, is told before the learner
  /// is asked to confirm: a yes could not be acted on, so the question is never asked.
  @Test(arguments: [true, false])
  func aResetThatCannotHappenIsToldBeforeAsking(unreadable: Bool) throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    #expect(try unwrap.run(["learn", "variables"], input: "s\n").status == 0)
    let before = try Data(contentsOf: unwrap.progressFile)
    let refused: @Sendable (URL) throws -> Data = { _ in throw CocoaError(.fileReadNoPermission) }
    unwrap.store = { file in
      FileProgressStore(
        fileURL: file, temporarySuffix: SafeFile.randomSuffix,
        files: FileAccess(
          read: unreadable ? refused : FileAccess.system.read,
          refusesWriting: { unreadable || $0 != file.path ? nil : EACCES }))
    }
    let result = try unwrap.run(["reset"], input: "yes\n")
    #expect(result.status == 74, "\(result.output)\(result.error)")
    #expect(!result.output.contains("Type yes"), "asked first: \(result.output)")
    #expect(!result.output.contains("Progress reset."), "\(result.output)")
    #expect(
      result.error.contains(
        unreadable
          ? "(it cannot be read (permission denied)" : "(it cannot be written: Permission denied)"),
      "\(result.error)")
    #expect(try Data(contentsOf: unwrap.progressFile) == before)
  }
}
