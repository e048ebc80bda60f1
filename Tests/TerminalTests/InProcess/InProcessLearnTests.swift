import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `unwrap learn` in process: the lesson, the review, what is saved, and how it ends otherwise.
@Suite struct InProcessLearnTests {
  @Test func aMultipleSelectionReview() throws {
    let library = try ContentLibrary.builtIn()
    let slug = try #require(
      library.syllabus.chapters[0].sections.first {
        (try? library.review($0).reviewType) == .multiple
      })
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let answers = try AnswerOracle.answers(for: slug, seed: 11)
    let result = try unwrap.run(
      ["learn", slug, "--seed", "11"], input: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Review complete: 12 of 12 right."))
    #expect(try unwrap.progress().points.total == 200)
  }

  @Test func endOfInputMidReviewExitsFourAndKeepsReadingPoints() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["learn", "variables", "--seed", "1"], input: "\nt\n")
    #expect(result.status == 4)
    #expect(result.output.contains("Input ended. Everything you earned so far is saved."))
    #expect(try unwrap.progress().points == Points(learning: 100))
  }

  @Test func aSkippedStatementSaysSoInsteadOfCallingItWrong() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["learn", "variables", "--seed", "1"], input: "\ns\n")
    #expect(result.output.contains("Skipped (counts as not right): it is "), "\(result.output)")
    #expect(!result.output.contains("Not quite"), "\(result.output)")
  }

  /// A review ended with `q` says where it ended and what was answered and skipped on the way; one
  /// with statements skipped is not told as a review skipped whole.
  @Test func aReviewEndedEarlyCountsItsSkippedStatements() throws {
    let said = { (input: String) throws -> String in
      let unwrap = InProcessUnwrap()
      defer { unwrap.removeDataDirectory() }
      return try unwrap.run(["learn", "variables", "--review", "--seed", "3"], input: input)
        .output.replacingOccurrences(of: "\n", with: " ")
    }
    let mixed = try said("s\ns\nf\nq\n")
    #expect(
      mixed.contains(
        "Review ended after 3 of 8 statements: 1 answered, 2 skipped; your answer is saved."
          + " Take it again with: unwrap learn variables --review"), "\(mixed)")
    let skips = try said("s\ns\nq\n")
    #expect(
      skips.contains("Review ended after 2 of 8 statements: 0 answered, 2 skipped. Take it again"),
      "\(skips)")
    #expect(!skips.contains("Review skipped"), "\(skips)")
    let answers = try said("t\nt\nq\n")
    #expect(
      answers.contains("Review ended after 2 of 8 statements; your answers are saved."),
      "\(answers)")
  }

  /// A review finished with statements skipped says how many, beside the score.
  @Test func aFinishedReviewCountsItsSkippedStatements() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["learn", "variables", "--review", "--seed", "3"], input: String(repeating: "s\n", count: 8))
    #expect(
      result.output.contains("0 of 8 right, 8 skipped; the review needs 6."), "\(result.output)")
  }

  /// A retaken review (`--review`) counts the day toward the streak from its first answer or skip,
  /// passed or failed, as practice and the challenge do; one left before that records nothing.
  @Test func aRetakenReviewCountsTheDayFromItsFirstAnswerOrSkipPassedOrNot() throws {
    let library = try ContentLibrary.builtIn()
    let multiple = try #require(
      library.syllabus.chapters[0].sections.first {
        (try? library.review($0).reviewType) == .multiple
      })
    let right = try AnswerOracle.answers(for: "variables", seed: 5).dropFirst()
    let wrong = right.map { $0 == "t" ? "f" : "t" }
    let cases: [(slug: String, input: [String], counts: Bool)] = [
      ("variables", wrong, true), ("variables", Array(repeating: "s", count: 8), true),
      ("variables", ["s", "q"], true), ("variables", ["t"], true), ("variables", ["q"], false),
      ("variables", [], false), (multiple, ["1"], true), (multiple, ["s"], false),
      (multiple, ["q"], false),
    ]
    for (slug, input, counts) in cases {
      let unwrap = InProcessUnwrap()
      defer { unwrap.removeDataDirectory() }
      let result = try unwrap.run(
        ["learn", slug, "--review", "--seed", "5"], input: input.map { $0 + "\n" }.joined())
      let days = (try? unwrap.progress().activeDays) ?? []
      #expect(
        days == (counts ? [Day("2026-04-01")!] : []),
        "\(slug) \(input): \(result.output.suffix(300))")
    }
  }

  @Test func aChapterSlugStartsItsFirstUnreviewedSection() throws {
    let unwrap = InProcessUnwrap()
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
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["learn", "varables"])
    #expect(result.status == 64)
    #expect(
      result.error.contains(
        "No section or chapter is called \"varables\". Did you mean: variables?"))
  }

  @Test func aDamagedProgressFileIsReportedKeptAndNotReset() throws {
    let unwrap = InProcessUnwrap()
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

  @Test func aLessonThatCannotBeLoadedExitsSixtySixNamingTheFile() throws {
    let folder = try MissingSectionContent.make()
    defer { try? FileManager.default.removeItem(at: folder) }
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let learn = try unwrap.run(["learn", "gone"], environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(learn.status == 66)
    #expect(learn.error.contains("Sections/gone"))
  }

  /// Every section runs through the oracle (which loads, renders the review and checks every
  /// statement's answer); the first section of every chapter and the last of the syllabus are then
  /// learned through the command with those answers, into one progress file.
  @Test func everyChapterCanBeLearned() throws {
    let library = try ContentLibrary.builtIn()
    let sections = library.syllabus.allSections
    #expect(sections.count >= 60)
    var answersBySlug: [String: [String]] = [:]
    for (index, slug) in sections.enumerated() {
      let answers = try AnswerOracle.answers(for: slug, seed: UInt64(index + 1), library: library)
      #expect(!answers.isEmpty, "\(slug) asked nothing")
      answersBySlug[slug] = answers
    }
    let sampled = library.syllabus.chapters.compactMap(\.sections.first) + [sections.last!]
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    for slug in sampled {
      let seed = UInt64(sections.firstIndex(of: slug)! + 1)
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
