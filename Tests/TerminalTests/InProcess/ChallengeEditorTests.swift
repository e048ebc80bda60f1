import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// `unwrap challenge --editor` writes the challenge's Free Coding answer in the learner's editor, as
/// `practice free-coding --editor` does.
@Suite struct ChallengeEditorTests {
  /// Notes the first question's kind of answer, then ends the challenge.
  final class FirstQuestion: PracticeInterface {
    var kind: AnswerKind?
    func show(_ screen: PracticeScreen) {
      if case .question(let question) = screen, kind == nil { kind = question.screen.answerKind }
    }
    func ask(_ prompt: PracticePrompt) -> String? { "q" }
  }

  /// A seed whose challenge starts with the Free Coding question.
  static func seedStartingWithCode() throws -> UInt64? {
    let catalog = try PracticeCatalog(library: ContentLibrary.builtIn(), toolchain: nil)
    for seed in UInt64(0)..<200 {
      let first = FirstQuestion()
      _ = try ChallengeCoordinator(
        catalog: catalog, store: InMemoryProgressStore(), clock: FixedClock(Day("2026-04-01")!),
        random: SeededGenerator(seed: seed), interface: first
      ).run()
      if case .code? = first.kind { return seed }
    }
    return nil
  }

  @Test func theFreeCodingAnswerIsWrittenInTheEditor() throws {
    let seed = try #require(try Self.seedStartingWithCode(), "no seed starts with Free Coding")
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    // An editor that says it ran and leaves the file empty, which skips the question. Run by
    // /bin/sh: a script just written may not be executed while another test forks (ETXTBSY).
    let script = unwrap.dataDirectory.appendingPathComponent("editor.sh")
    let opened = unwrap.dataDirectory.appendingPathComponent("opened")
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try "#!/bin/sh\ntouch '\(opened.path)'\n: > \"$1\"\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let result = try unwrap.run(
      ["challenge", "--editor", "--seed", "\(seed)"], input: "q\n",
      environment: ["VISUAL": "/bin/sh \(script.path)"])
    #expect(FileManager.default.fileExists(atPath: opened.path), "\(result.output)")
    #expect(result.output.contains("Skipped"), "\(result.output)")
    let missing = try unwrap.run(["challenge", "--editor"], environment: [:])
    #expect(missing.status == 64)
    #expect(missing.error.contains("--editor needs $VISUAL or $EDITOR"), "\(missing.error)")
  }
}
