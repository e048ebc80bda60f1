import Benchmark
import Foundation
import UnwrapKit
import UnwrapRendering

// In-process benchmarks. Each measurement that has a natural baseline is registered next to it, so one
// run measures both on the same machine at the same moment; `Benchmarks/run` turns the pairs into
// ratios. Whole-process timings (start-up, peak memory) live in `Benchmarks/run` itself.

let benchmarks: @Sendable () -> Void = {
  let fixtures: Fixtures
  do {
    fixtures = try Fixtures()
  } catch {
    fatalError("The benchmarks could not load the shipped content: \(error)")
  }
  let quick = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3),
    maxIterations: 200)

  // Loading and validating everything built in: the syllabus, every lesson and review, the glossary,
  // six banks; against reading the same files from the checkout's Content folder.
  Benchmark("Content: load and validate all", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(ContentValidator(source: .builtIn).validateAfresh())
    }
  }
  Benchmark("Baseline: read every content file", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      for file in fixtures.contentFiles { blackHole(FileManager.default.contents(atPath: file)) }
    }
  }

  // The longest lesson, parsed, glossary-marked and rendered in colour at 80 columns.
  Benchmark("Lesson: parse and render the longest", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      let lesson = try fixtures.library.lesson(fixtures.longestLesson)
      let blocks = fixtures.marker.mark(lesson.blocks)
      blackHole(LessonRenderer(style: Style(enabled: true), width: 80).render(blocks))
    }
  }
  Benchmark("Baseline: read the longest lesson", configuration: quick) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(
        try String(
          contentsOf: fixtures.directory.appendingPathComponent(
            ContentLibrary.lessonFile(fixtures.longestLesson)), encoding: .utf8))
    }
  }

  // Placeholder generation: one question per iteration, cycling through every item of the bank.
  // Built-in items are decoded on first use and kept (as in a session), so after the first pass
  // this measures generation; the "first use" rows below include the item's decoding.
  let generation = Benchmark.Configuration(
    metrics: [.throughput, .wallClock], maxDuration: .seconds(2), maxIterations: 100_000)
  for activity in fixtures.catalog.activities {
    let items = activity.availableItems { _ in true }
    guard !items.isEmpty else { continue }
    Benchmark("Generate: \(activity.info.title)", configuration: generation) { benchmark in
      var random = SeededGenerator(seed: 8)
      var index = 0
      for _ in benchmark.scaledIterations {
        blackHole(try activity.makeQuestion(itemID: items[index % items.count], random: &random))
        index += 1
      }
    }
  }

  // A question from an item not yet decoded, as a command's first question is: a fresh activity
  // from the registry (listed from the embedded index), then one question.
  for registration in ActivityRegistry.all where registration.bankFile != nil {
    guard
      let items = try? registration.make(fixtures.library, nil).availableItems(hasRead: { _ in true
      }),
      !items.isEmpty
    else { continue }
    Benchmark(
      "Generate, first use: \(registration.info.title)", configuration: generation
    ) { benchmark in
      var random = SeededGenerator(seed: 8)
      var index = 0
      for _ in benchmark.scaledIterations {
        let activity = try registration.make(fixtures.library, nil)
        blackHole(try activity.makeQuestion(itemID: items[index % items.count], random: &random))
        index += 1
      }
    }
  }

  // The matcher: one reference answer against its own question's references, pair by pair.
  Benchmark(
    "Matcher: one answer against its question",
    configuration: .init(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 10_000)
  ) { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      let (matcher, answer) = fixtures.matcherPairs[index % fixtures.matcherPairs.count]
      blackHole(matcher.match(answer))
      index += 1
    }
  }
  // The whole corpus: every reference answer against every question's matcher.
  Benchmark(
    "Matcher: whole corpus against every question",
    configuration: .init(metrics: [.wallClock], maxDuration: .seconds(20), maxIterations: 5)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      for matcher in fixtures.matchers {
        for answer in fixtures.allReferences { blackHole(matcher.match(answer)) }
      }
    }
  }

  // A match as a Free Coding session makes it: the question's matcher built from its references, then
  // one learner answer matched (every accepted and rejected variant of the bank, in turn). With a
  // compiler this only picks what a right answer is shown; the tests decide (the judge rows). Beside it, the
  // original iOS app's approach over the same answers: names anonymized by regular expressions, and
  // one large regular expression built per reference.
  let sessionMatch = Benchmark.Configuration(
    metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 20_000)
  Benchmark("Matcher: session match", configuration: sessionMatch) { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      let (question, answer) = fixtures.sessionAnswers[index % fixtures.sessionAnswers.count]
      blackHole(AnswerMatcher(references: question.references).match(answer))
      index += 1
    }
  }
  Benchmark("Baseline: regex matcher (original app's approach)", configuration: sessionMatch) {
    benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      let (question, answer) = fixtures.sessionAnswers[index % fixtures.sessionAnswers.count]
      blackHole(RegexMatcher(references: question.references).match(answer))
      index += 1
    }
  }

  // Judging by running: the judge's verdict on an answer (with a compiler, every answer's, matched or
  // not; this one is a wrong answer the matcher rejects), against exactly `swiftc -swift-version 6
  // -Onone main.swift -o main` and `./main` on the very program the judge builds (the harness), both
  // through a process runner.
  if let toolchain = fixtures.toolchain {
    let judged = Benchmark.Configuration(
      metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 15)
    Benchmark("Judge: verdict by running", configuration: judged) { benchmark in
      let judge = FreeCodingJudge(runner: toolchain)
      for _ in benchmark.scaledIterations {
        blackHole(try judge.judge(fixtures.judgeAnswer, question: fixtures.judgeQuestion))
      }
    }
    // A learner's first verdict of a session: a fresh toolchain first asks the driver for its jobs.
    Benchmark("Judge: first verdict by running (fresh toolchain)", configuration: judged) {
      benchmark in
      for _ in benchmark.scaledIterations {
        let judge = FreeCodingJudge(runner: SwiftToolchain(swiftc: toolchain.swiftc))
        blackHole(try judge.judge(fixtures.judgeAnswer, question: fixtures.judgeQuestion))
      }
    }
    // The same in a later run of unwrap: a fresh toolchain that reads the plans an earlier run
    // kept in the cache folder (filled here by one verdict before timing).
    let kept = CompilePlanCache(
      file: FileManager.default.temporaryDirectory.appendingPathComponent(
        "unwrap-benchmark-plans-\(getpid()).json"))
    Benchmark(
      "Judge: first verdict by running (plans kept by an earlier run)", configuration: judged
    ) {
      benchmark in
      var filler = SwiftToolchain(swiftc: toolchain.swiftc)
      filler.planCache = kept
      _ = try FreeCodingJudge(runner: filler).judge(
        fixtures.judgeAnswer, question: fixtures.judgeQuestion)
      defer { try? FileManager.default.removeItem(at: kept.file) }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        var fresh = SwiftToolchain(swiftc: toolchain.swiftc)
        fresh.planCache = kept
        blackHole(
          try FreeCodingJudge(runner: fresh).judge(
            fixtures.judgeAnswer, question: fixtures.judgeQuestion))
      }
    }
    Benchmark(
      "Baseline: bare swiftc -swift-version 6 -Onone compile and run of the same program",
      configuration: judged
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try bareCompileAndRun(fixtures.judgeHarness, swiftc: toolchain.swiftc))
      }
    }

    // The content compile step: every code sample of the first chapter, checked as the content tests
    // check them (chains, expected output, compile-error and trap blocks, review code statements).
    let content = Benchmark.Configuration(
      metrics: [.wallClock], maxDuration: .seconds(120), maxIterations: 1)
    Benchmark(
      "Content compile: first chapter (\(fixtures.firstChapterSamples) samples)",
      configuration: content
    ) { benchmark in
      let checker = CodeSampleChecker(runner: toolchain)
      for _ in benchmark.scaledIterations {
        for slug in fixtures.firstChapter {
          blackHole(
            try checker.check(
              slug: slug, lesson: fixtures.library.lesson(slug),
              review: fixtures.library.review(slug)))
        }
      }
    }
  }
}

/// `swiftc -swift-version 6 -Onone main.swift -o main && ./main` in a fresh folder: what compiling and
/// running a program costs without unwrap, through the same process runner the judge uses.
func bareCompileAndRun(_ source: String, swiftc: String) throws -> ProcessOutcome {
  let owner = ProcessOwner()
  return try owner.withScratchFolder(in: FileManager.default.temporaryDirectory) { folder in
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: false, encoding: .utf8)
    let executable = folder.appendingPathComponent("main").path
    let compiled = try ProcessRunner(timeout: 60, owner: owner).run(
      swiftc, ["-swift-version", "6", "-Onone", file.path, "-o", executable],
      directory: folder.path)
    guard compiled.succeeded else { fatalError("The baseline did not compile: \(compiled)") }
    return try ProcessRunner(timeout: 60, owner: owner).run(
      executable, [], directory: folder.path)
  }
}

/// Everything the benchmarks read, loaded once before any is measured.
struct Fixtures: Sendable {
  let directory: URL
  let library: ContentLibrary
  let catalog: PracticeCatalog
  let marker: GlossaryMarker
  let contentFiles: [String]
  let longestLesson: String
  let matchers: [AnswerMatcher]
  let allReferences: [String]
  let matcherPairs: [(AnswerMatcher, String)]
  let sessionAnswers: [(FreeCodingQuestion, String)]
  let toolchain: SwiftToolchain?
  let judgeQuestion: FreeCodingQuestion
  let judgeAnswer: String
  let judgeHarness: String
  let firstChapter: [String]
  let firstChapterSamples: Int

  init() throws {
    // The built-in copy is what learners load; the checkout's folder is what a plain file read costs.
    let directory = ContentSource.checkoutFolder
    let library = try ContentLibrary.builtIn()
    self.directory = directory
    self.library = library
    catalog = try PracticeCatalog(library: library)
    marker = GlossaryMarker(glossary: try library.glossary())
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    contentFiles = (enumerator?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".json") || $0.hasSuffix(".html") }
      .map { directory.appendingPathComponent($0).path }
    longestLesson =
      library.syllabus.allSections.max { first, second in
        let sizes = [first, second].map {
          (try? String(
            contentsOf: directory.appendingPathComponent(ContentLibrary.lessonFile($0)),
            encoding: .utf8
          ).count) ?? 0
        }
        return sizes[0] < sizes[1]
      } ?? "variables"
    let questions = try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file)
    matchers = questions.map { AnswerMatcher(references: $0.references) }
    allReferences = questions.flatMap(\.references)
    matcherPairs = zip(questions, questions.map { AnswerMatcher(references: $0.references) })
      .flatMap { question, matcher in
        question.references.map { (matcher, $0) }
      }
    sessionAnswers = questions.flatMap { question in
      (question.acceptedVariants + question.rejectedVariants).map { (question, $0) }
    }
    // The baseline must do real work: each question's regex matcher accepts its own references.
    for question in questions {
      let regex = RegexMatcher(references: question.references)
      precondition(regex.patterns.count == question.references.count, "\(question.id)")
      for (index, reference) in question.references.enumerated() {
        precondition(regex.match(reference) != nil, "\(question.id) reference \(index)")
      }
    }
    toolchain = SwiftToolchain.find()
    judgeQuestion = questions[0]
    // A wrong answer the matcher rejects, as since the first recorded run (every answer's verdict
    // now comes from running the tests; a right one costs the same compile and run).
    judgeAnswer = judgeQuestion.wrongAnswers.first ?? "print(0)"
    guard AnswerMatcher(references: judgeQuestion.references).match(judgeAnswer) == .noMatch else {
      fatalError("The judge benchmark's answer must be one the matcher rejects")
    }
    // The baseline's program is the judge's, with a boundary line of the same length as the
    // judge's own, which changes for every run.
    judgeHarness = FreeCodingJudge.harness(
      answer: judgeAnswer, solutionName: SolutionLocator.candidates(in: judgeAnswer).first,
      question: judgeQuestion, boundary: "__unwrap_test_boundary_benchmark_baseline_000000__")
    let chapter = library.syllabus.chapters[0].sections
    var samples = 0
    for slug in chapter {
      let review = try library.review(slug)
      samples += try library.lesson(slug).codeBlocks.count
      samples += (review.correct + review.wrong).filter { $0.code != nil }.count
    }
    firstChapter = chapter
    firstChapterSamples = samples
  }
}

/// The original iOS app's way of matching, rebuilt from its description for the baseline: declared
/// names are found and replaced with regular expressions, then each reference becomes one large
/// regular expression (escaped, any whitespace run made optional, anchored) that the answer must match.
struct RegexMatcher {
  let patterns: [NSRegularExpression]

  init(references: [String]) {
    patterns = references.compactMap { reference in
      let anonymized = Self.anonymize(reference).trimmingCharacters(in: .whitespacesAndNewlines)
      let escaped = NSRegularExpression.escapedPattern(for: anonymized)
      let spaced = Self.punctuation.stringByReplacingMatches(
        in: escaped, range: NSRange(escaped.startIndex..., in: escaped),
        withTemplate: "\\\\s*$1\\\\s*")
      let flexible = Self.whitespace.stringByReplacingMatches(
        in: spaced, range: NSRange(spaced.startIndex..., in: spaced), withTemplate: "\\\\s*")
      return try? NSRegularExpression(pattern: "^\\s*" + flexible + "\\s*$")
    }
  }

  func match(_ answer: String) -> Int? {
    let anonymized = Self.anonymize(answer)
    let range = NSRange(anonymized.startIndex..., in: anonymized)
    return patterns.firstIndex { $0.firstMatch(in: anonymized, range: range) != nil }
  }

  static let whitespace = try! NSRegularExpression(pattern: "\\s+")
  static let punctuation = try! NSRegularExpression(pattern: "(\\\\?[(){}\\[\\],:=<>+\\-*/%])")
  /// Names declared by `func`, `let`/`var`, `for … in`, parameters and closure parameters.
  static let declarations = try! NSRegularExpression(
    pattern:
      "(?:\\bfunc\\s+|\\b(?:let|var)\\s+|\\bfor\\s+|[(,]\\s*(?:_\\s+)?)([A-Za-z_][A-Za-z0-9_]*)"
  )

  static func anonymize(_ source: String) -> String {
    var names: [String] = []
    let range = NSRange(source.startIndex..., in: source)
    for match in declarations.matches(in: source, range: range) {
      guard let found = Range(match.range(at: 1), in: source) else { continue }
      let name = String(source[found])
      if !names.contains(name), !["_", "in", "let", "var", "Int"].contains(name) {
        names.append(name)
      }
    }
    var result = source
    for (number, name) in names.enumerated() {
      let pattern = try! NSRegularExpression(pattern: "\\b" + name + "\\b")
      result = pattern.stringByReplacingMatches(
        in: result, range: NSRange(result.startIndex..., in: result),
        withTemplate: "__name\(number)__")
    }
    return result
  }
}
