import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `unwrap learn` from the binary: one whole lesson and review (the flows are in process, in
/// TerminalTests), eight processes saving at once, and `content validate`.
@Suite struct LearnEndToEndTests {
  @Test func learningVariablesWithRightAnswersEarnsTwoHundredPointsThatPersist() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let answers = try AnswerOracle.answers(for: "variables", seed: 5)
    let result = try unwrap.run(
      ["learn", "variables", "--seed", "5"], input: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Variables"))
    #expect(result.output.contains("Review complete: 8 of 8 right."))
    #expect(result.output.contains("+200 points · 200 in total"))
    #expect(
      result.output.contains("Next: Strings and integers · unwrap learn strings-and-integers"))
    #expect(!result.output.contains("\u{1B}["), "no colour when output is not a terminal")
    let progress = try unwrap.progress()
    #expect(progress.points == Points(learning: 100, review: 100))
    #expect(progress.hasReviewed("variables"))

    let list = try unwrap.run(["learn"])
    #expect(list.output.contains("1/8 reviewed"))
    #expect(list.output.contains("✓ variables"))
  }

  /// Eight `unwrap learn` runs at once: all are started, and seen alive together waiting at their
  /// first prompt, before any is answered; then every award must be in the file.
  @Test func eightProcessesAwardingAtOnceLoseNothing() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let library = try ContentLibrary.builtIn()
    let slugs = Array(library.syllabus.allSections.prefix(8))
    let running = try slugs.map { try unwrap.start(["learn", $0]) }
    #expect(running.allSatisfy { $0.isRunning }, "a run ended before it was answered")
    for process in running { process.send(Data("s\n".utf8)) }
    for process in running {
      let result = process.finish()
      #expect(result.status == 0, "\(result.error)")
    }
    let progress = try unwrap.progress()
    #expect(progress.points.learning == slugs.count * PointValues.reading)
    #expect(Set(progress.sections.keys) == Set(slugs))
  }

  @Test func validateIsCleanForShippedContentAndNamesTheFileWhenBroken() throws {
    let cleanBinary = UnwrapBinary()
    defer { cleanBinary.removeDataDirectory() }
    let clean = try cleanBinary.run(["content", "validate"])
    #expect(clean.status == 0, "\(clean.output)")
    let folder = try MissingSectionContent.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let brokenBinary = UnwrapBinary()
    defer { brokenBinary.removeDataDirectory() }
    let broken = try brokenBinary.run(
      ["content", "validate"], environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(broken.status == 1)
    #expect(broken.output.contains("Sections/gone/lesson.html: is missing"))
  }
}
