import ArgumentParser
import Dispatch
import UnwrapKit

/// `unwrap content`: tools for content authors.
struct ContentCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "content",
    abstract: "Tools for content authors: validate lessons, reviews and question banks.",
    subcommands: [
      ContentValidateCommand.self, ContentShowCommand.self, ContentCheckAnswerCommand.self,
    ])
}

/// `unwrap content validate`: every problem in every content file, with file and item.
struct ContentValidateCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check every content file and list every problem found.",
    discussion:
      "Reads the shipped content, or the folder in UNWRAP_CONTENT_DIR. Exits 1 if anything is wrong."
  )

  @Flag(name: .long, help: "Also compile and run every code sample with swiftc (slower).")
  var compile = false

  @Option(
    name: .long,
    help: "Check only this practice bank: one of the activity ids with a bank, like tap-to-code.")
  var only: String?

  @Option(
    name: .long,
    help: "With --compile, compile only this section's samples (repeatable), for authors at work.")
  var section: [String] = []

  @OptionGroup var options: GlobalOptions

  func validate() throws {
    // Without these checks the sections were silently ignored and every section passed.
    guard section.isEmpty || compile else {
      throw ValidationError("--section chooses what --compile compiles: add --compile.")
    }
    guard section.isEmpty || only == nil else {
      throw ValidationError("--section and --only cannot be used together.")
    }
  }

  func run(in context: AppContext) throws {
    let source: ContentSource
    do {
      source = try ContentLibrary.defaultSource(environment: context.environment)
    } catch {
      throw context.fail(error)
    }
    if let only {
      try checkOneBank(only, context: context)
      return
    }
    var problems = ContentValidator(source: source).validate()
    if compile, problems.isEmpty {
      let library = try context.library()
      let sections = library.syllabus.allSections
      if let unknown = section.first(where: { !sections.contains($0) }) {
        let nearest = Suggestions.closest(to: unknown, in: sections)
        throw context.fail(
          "No section \"\(unknown.echoed())\" in Chapters.json; "
            + (nearest.isEmpty
              ? "`unwrap learn` lists them." : "did you mean: \(nearest.joined(separator: ", "))?"),
          code: ExitCodes.usage)
      }
      guard let toolchain = context.toolchain() else { throw Self.noToolchain(context) }
      try context.checkTemporaryFolder()
      problems += try compileProblems(library: library, toolchain: toolchain)
      if section.isEmpty {
        problems += try BankCompileProblems.all(library: library, runner: toolchain, only: nil)
        problems += exerciseProblems(library: library, toolchain: toolchain)
      }
    }
    for problem in problems {
      context.console.line(context.style.red("✗ ") + problem.description)
    }
    if problems.isEmpty {
      let library = try context.library()
      context.console.line(
        context.style.success("✓ Content is valid: ")
          + Self.summary(
            chapters: library.syllabus.chapters.count,
            sections: library.syllabus.allSections.count, compiled: compile ? section : nil))
    } else {
      context.console.line(Self.problemsFound(problems.count, in: "\(source)"))
      throw ExitCodes.checkFailed
    }
  }

  /// The last line of a check that found problems, the same for the full check and `--only`.
  static func problemsFound(_ count: Int, in place: String) -> String {
    "\(count) problem\(count == 1 ? "" : "s") found in \(place)"
  }

  /// What a pass covered: the counts, and what was compiled (`compiled` nil: nothing; empty:
  /// everything; else those sections), so a shape check is never read as a compiled one.
  static func summary(chapters: Int, sections: Int, compiled: [String]?) -> String {
    let counts = "\(chapters) chapters, \(sections) sections"
    guard let compiled else {
      return counts + "; nothing compiled (add --compile to compile every sample)."
    }
    guard !compiled.isEmpty else {
      return counts + "; every sample, bank and exercise compiled."
    }
    return counts + "; compiled the samples of " + compiled.joined(separator: ", ") + "."
  }

  /// `--compile` on a machine without `swiftc`: a failure, never a pass that compiled nothing,
  /// nor a check that found problems (69, not 1).
  private static func noToolchain(_ context: AppContext) -> ExitCode {
    context.fail(
      "--compile needs a Swift toolchain, but \(context.noCompiler).", code: ExitCodes.noCompiler)
  }

  /// Validates and compiles one bank, for authors working on it.
  private func checkOneBank(_ bank: String, context: AppContext) throws {
    let library = try context.library()
    guard BankCompileProblems.banks.contains(bank) else {
      throw context.fail(
        "--only takes one of: \(BankCompileProblems.banks.joined(separator: ", ")).",
        code: ExitCodes.usage)
    }
    let file = ActivityRegistry.registration(id: bank)?.bankFile ?? bank
    var problems = ContentValidator(source: library.source).validateBank(
      file: file, library: library)
    if compile, problems.isEmpty {
      guard let toolchain = context.toolchain() else { throw Self.noToolchain(context) }
      try context.checkTemporaryFolder()
      problems += try BankCompileProblems.all(library: library, runner: toolchain, only: bank)
    }
    for problem in problems { context.console.line(context.style.red("✗ ") + problem.description) }
    context.console.line(
      problems.isEmpty
        ? context.style.success("✓ \(file) is valid.")
        : Self.problemsFound(
          problems.count, in: "\(ContentLibrary.practiceFolder)/\(file) in \(library.source)"))
    if !problems.isEmpty { throw ExitCodes.checkFailed }
  }

  /// Compiles every section's samples, a few sections at a time, and returns the problems in syllabus order.
  private func compileProblems(library: ContentLibrary, toolchain: any CodeRunner) throws
    -> [ContentError]
  {
    let all = library.syllabus.allSections
    let slugs = section.isEmpty ? all : all.filter(section.contains)
    let results = ResultSlots(count: slugs.count)
    DispatchQueue.concurrentPerform(iterations: slugs.count) { index in
      let slug = slugs[index]
      do {
        let checker = CodeSampleChecker(runner: toolchain)
        results.set(
          index,
          try checker.check(slug: slug, lesson: library.lesson(slug), review: library.review(slug)))
      } catch let error as ContentError {
        results.set(index, [error])
      } catch {
        results.set(
          index,
          [
            ContentError(
              file: ContentLibrary.sectionFolder(slug), message: "could not be compiled: \(error)")
          ])
      }
    }
    return results.all.flatMap { $0 }
  }

  /// Every exercise's solution passes and its starting file fails, a few at a time, in order.
  private func exerciseProblems(library: ContentLibrary, toolchain: any CodeRunner)
    -> [ContentError]
  {
    let names = (try? library.exerciseOutlines().map(\.name)) ?? []
    let results = ResultSlots(count: names.count)
    DispatchQueue.concurrentPerform(iterations: names.count) { index in
      do throws(ContentError) {
        let exercise = try library.exercise(names[index])
        results.set(index, ExerciseCompileChecker(runner: toolchain).problems(exercise))
      } catch {
        results.set(index, [error])
      }
    }
    return results.all.flatMap { $0 }
  }
}
