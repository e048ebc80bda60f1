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
    var notCompiled: [String] = []
    if compile {
      // Whatever loaded is compiled even when something else is wrong, so a problem in one file
      // never hides a wrong output in the section being worked on.
      (problems, notCompiled) = try compileWhatLoaded(
        source: source, adding: problems, context: context)
    }
    for problem in problems {
      context.report(problem.description, indent: "  ", firstIndent: context.style.red("✗ "))
    }
    for note in notCompiled { context.report(note) }
    if problems.isEmpty {
      let library = try context.library()
      context.report(
        context.style.success("✓ Content is valid: ")
          + Self.summary(
            chapters: library.syllabus.chapters.count,
            sections: library.syllabus.allSections.count, compiled: compile ? section : nil))
    } else {
      context.report(Self.problemsFound(problems.count, in: "\(source)"))
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
    var notCompiled: [String] = []
    if compile {
      if !BankCompileProblems.unreadable(library: library, only: bank).isEmpty {
        notCompiled.append(Self.notCompiled("\(ContentLibrary.practiceFolder)/\(file)"))
      } else if let toolchain = try compiler(context, needed: problems.isEmpty, notes: &notCompiled)
      {
        try context.checkTemporaryFolder()
        problems += try BankCompileProblems.all(library: library, runner: toolchain, only: bank)
      }
    }
    for problem in problems {
      context.report(problem.description, indent: "  ", firstIndent: context.style.red("✗ "))
    }
    for note in notCompiled { context.report(note) }
    context.report(
      problems.isEmpty
        ? context.style.success("✓ \(file) is valid.")
        : Self.problemsFound(
          problems.count, in: "\(ContentLibrary.practiceFolder)/\(file) in \(library.source)"))
    if !problems.isEmpty { throw ExitCodes.checkFailed }
  }
}
