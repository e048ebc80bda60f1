import Foundation
import Testing
import UnwrapKit

/// Works out, in process, the answers the binary will need for a seed: the same coordinator code with
/// the same seed asks the same statements in the same order.
final class AnswerOracle: LearnInterface {
  let review: Review
  var answers: [String] = []

  init(review: Review) {
    self.review = review
  }

  func show(_ screen: LearnScreen) {}

  func ask(_ prompt: LearnPrompt) -> String? {
    let answer: String
    switch prompt {
    case .startReview: answer = ""
    case .trueOrFalse(let question):
      answer = review.correct.contains(question.statement) ? "t" : "f"
    case .selectTrue(let question):
      answer = question.statements.enumerated().filter { review.correct.contains($0.element) }
        .map { "\($0.offset + 1)" }.joined(separator: " ")
    }
    answers.append(answer)
    return answer
  }

  static func answers(
    for slug: String, seed: UInt64, library given: ContentLibrary? = nil
  ) throws -> [String] {
    let library = try given ?? ContentLibrary.builtIn()
    let section = try library.section(slug)
    let oracle = AnswerOracle(review: section.review)
    let ending = try LearnCoordinator(
      library: library, store: InMemoryProgressStore(), clock: FixedClock(Day("2026-04-01")!),
      random: SeededGenerator(seed: seed), interface: oracle
    ).run(section: section)
    guard case .finished(let summary) = ending, summary.pointsAwarded == 200 else {
      throw OracleError.notAllRight(slug: slug, ending: "\(ending)")
    }
    return oracle.answers
  }
}

/// The oracle's own answers did not pass the review in process: the test cannot trust them.
enum OracleError: Error {
  case notAllRight(slug: String, ending: String)
}

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

  @Test func aMultipleSelectionReviewFromTheBinary() throws {
    let library = try ContentLibrary.builtIn()
    let slug = try #require(
      library.syllabus.chapters[0].sections.first {
        (try? library.review($0).reviewType) == .multiple
      })
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let answers = try AnswerOracle.answers(for: slug, seed: 11)
    let result = try unwrap.run(
      ["learn", slug, "--seed", "11"], input: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Review complete: 12 of 12 right."))
    #expect(try unwrap.progress().points.total == 200)
  }

  @Test func endOfInputMidReviewExitsFourAndKeepsReadingPoints() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["learn", "variables", "--seed", "1"], input: "\nt\n")
    #expect(result.status == 4)
    #expect(result.output.contains("Input ended. Everything you earned so far is saved."))
    #expect(try unwrap.progress().points == Points(learning: 100))
  }

  @Test func aChapterSlugStartsItsFirstUnreviewedSection() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(
      ["learn", "variables", "--review", "--seed", "5"],
      input: try AnswerOracle.answers(for: "variables", seed: 5).dropFirst().joined(separator: "\n")
        + "\n")
    let result = try unwrap.run(["learn", "simple-types"], input: "s\n")
    #expect(result.output.contains("Strings and integers"))
    #expect(result.output.contains("Review skipped."))
    #expect(try unwrap.progress().points.total == 300)
  }

  @Test func anUnknownSlugSuggestsAndExitsWithUsage() throws {
    let resultBinary = UnwrapBinary()
    defer { resultBinary.removeDataDirectory() }
    let result = try resultBinary.run(["learn", "varables"])
    #expect(result.status == 64)
    #expect(
      result.error.contains(
        "No section or chapter is called \"varables\". Did you mean: variables?"))
  }

  @Test func aDamagedProgressFileIsReportedKeptAndNotReset() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try Data("{\"schemaVersion\": 1, \"points\": {".utf8).write(to: unwrap.progressFile)
    let result = try unwrap.run(["learn", "variables"], input: "\n")
    #expect(result.status == 65)
    #expect(
      result.error.contains("Your progress file could not be read: \(unwrap.progressFile.path)"))
    #expect(result.error.contains("A copy of it is kept at"))
    #expect(
      try String(contentsOf: unwrap.progressFile, encoding: .utf8)
        == "{\"schemaVersion\": 1, \"points\": {")
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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-content-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      #"{"chapters": [{"name": "X", "slug": "x", "sections": [{"slug": "gone", "title": "Gone"}]}]}"#
        .utf8
    )
    .write(to: folder.appendingPathComponent("Chapters.json"))
    let brokenBinary = UnwrapBinary()
    defer { brokenBinary.removeDataDirectory() }
    let broken = try brokenBinary.run(
      ["content", "validate"], environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(broken.status == 1)
    #expect(broken.output.contains("Sections/gone/lesson.html: is missing"))
    let learnBinary = UnwrapBinary()
    defer { learnBinary.removeDataDirectory() }
    let learn = try learnBinary.run(
      ["learn", "gone"], environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(learn.status == 66)
    #expect(learn.error.contains("Sections/gone"))
  }
}

@Suite struct WholeSyllabusEndToEndTests {
  static let library = try? ContentLibrary.builtIn()
  static let sections: [String] = library?.syllabus.allSections ?? []

  /// Every section runs through the same coordinator in process (the oracle answers it, which
  /// loads, renders the review and checks every statement's answer); the binary learns the first
  /// section of every chapter and the last section of the syllabus, with those answers, into one
  /// progress file. Running all of them through the binary took most of a minute on two cores and
  /// proved nothing the in-process run and these samples do not.
  @Test func everySectionCanBeLearnedAndEveryChapterFromTheBinary() throws {
    let library = try #require(Self.library)
    #expect(Self.sections.count >= 60)
    var answersBySlug: [String: [String]] = [:]
    for (index, slug) in Self.sections.enumerated() {
      let answers = try AnswerOracle.answers(
        for: slug, seed: UInt64(index + 1), library: library)
      #expect(!answers.isEmpty, "\(slug) asked nothing")
      answersBySlug[slug] = answers
    }
    let sampled = library.syllabus.chapters.compactMap(\.sections.first) + [Self.sections.last!]
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    for slug in sampled {
      let seed = UInt64(Self.sections.firstIndex(of: slug)! + 1)
      let result = try unwrap.run(
        ["learn", slug, "--seed", "\(seed)"],
        input: answersBySlug[slug]!.joined(separator: "\n") + "\n")
      #expect(result.status == 0, "\(slug): \(result.error)")
      #expect(
        result.output.contains("Review complete:") && result.output.contains("right."),
        "\(slug) did not complete its review")
    }
    let progress = try unwrap.progress()
    #expect(progress.points.total == Set(sampled).count * 200)
    #expect(Set(sampled).allSatisfy(progress.hasReviewed))
  }
}
