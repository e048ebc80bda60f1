import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `unwrap practice` and the content commands from the binary; the sessions themselves are tested
/// in process (TerminalTests).
@Suite struct PracticeEndToEndTests {
  static let library = try? ContentLibrary.builtIn()

  /// A progress file in which every section has been read.
  func everythingRead(_ unwrap: UnwrapBinary) throws -> LearnerProgress {
    let progress = PracticeOracle.everythingRead(try #require(Self.library))
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try JSONEncoder().encode(progress).write(to: unwrap.progressFile)
    return progress
  }

  @Test func lockedActivitiesSayWhatUnlocksThemAndExitThree() throws {
    let resultBinary = UnwrapBinary()
    defer { resultBinary.removeDataDirectory() }
    let result = try resultBinary.run(["practice", "tap-to-code"])
    #expect(result.status == 3)
    #expect(
      result.error.contains(
        "Tap to Code is locked. Read \"Constants\" to unlock it: `unwrap learn constants`"))
    let listBinary = UnwrapBinary()
    defer { listBinary.removeDataDirectory() }
    let list = try listBinary.run(["practice"])
    #expect(list.status == 0)
    #expect(list.output.contains("locked: read Variables (unwrap learn variables)"))
  }

  @Test func contentShowPrintsAQuestionWithItsAnswerAsJSON() throws {
    let resultBinary = UnwrapBinary()
    defer { resultBinary.removeDataDirectory() }
    let result = try resultBinary.run([
      "content", "show", "predict-the-output", "--seed", "4", "--json",
    ])
    #expect(result.status == 0, "\(result.error)")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["expectedAnswer"] is String)
    #expect((object?["code"] as? String)?.contains("RANDOM_") == false)
  }

  @Test func checkAnswerAcceptsAReferenceAndRejectsAWrongAnswer() throws {
    let question = try #require(
      try Self.library?.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file).first)
    let rightBinary = UnwrapBinary()
    defer { rightBinary.removeDataDirectory() }
    let right = try rightBinary.run(
      ["content", "check-answer", question.id, "-"], input: question.acceptedVariants[0])
    #expect(right.status == 0, "\(right.output)")
    #expect(right.output.contains("matcher: matches reference answer"), "\(right.output)")
    let wrongBinary = UnwrapBinary()
    defer { wrongBinary.removeDataDirectory() }
    let wrong = try wrongBinary.run(
      ["content", "check-answer", question.id], input: question.wrongAnswers[0])
    #expect(wrong.status == 1)
    #expect(wrong.output.contains("tests:   failed"))
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc: the answer cannot be compiled"))
  func checkAnswerShowsTheCompilersErrorAtTheAnswersLine() throws {
    let question = try #require(
      try Self.library?.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file).first)
    let binary = UnwrapBinary()
    defer { binary.removeDataDirectory() }
    let answer = question.references[0] + "\nlet broken: Int = undefinedName\n"
    let line = answer.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let result = try binary.run(["content", "check-answer", question.id], input: answer)
    #expect(result.status == 1)
    #expect(result.output.contains("It does not compile"), "\(result.output)")
    #expect(
      result.output.contains("line \(line): error: cannot find 'undefinedName' in scope"),
      "\(result.output)")
  }
}
