import ArgumentParser
import Dispatch
import UnwrapKit

/// `content validate --compile`: compiles every section, bank and exercise that loaded, even when
/// other files have problems, and names in one line each what could not be compiled and why.
extension ContentValidateCommand {
  /// `problems` (the shape check's) with the compile problems of whatever loaded added, and a
  /// sentence for each section, bank or exercise left uncompiled because it did not load.
  func compileWhatLoaded(
    source: ContentSource, adding problems: [ContentError], context: AppContext
  )
    throws -> (problems: [ContentError], notCompiled: [String])
  {
    var problems = problems
    var notes: [String] = []
    guard let library = try? ContentLibrary(source: source) else {
      // Nothing to compile: listed as the problems say, or failing to load as before.
      if problems.isEmpty { _ = try context.library() }
      return (
        problems, ["Nothing was compiled: the content did not load; fix the problems above first."]
      )
    }
    let sections = library.syllabus.allSections
    if let unknown = section.first(where: { !sections.contains($0) }) {
      let nearest = Suggestions.closest(to: unknown, in: sections)
      throw context.fail(
        "No section \"\(unknown.echoed())\" in Chapters.json; "
          + (nearest.isEmpty
            ? "`unwrap learn` lists them." : "did you mean: \(nearest.joined(separator: ", "))?"),
        code: ExitCodes.usage)
    }
    let slugs = section.isEmpty ? sections : sections.filter(section.contains)
    let loaded = slugs.filter { slug in
      (try? library.lesson(slug)) != nil && (try? library.review(slug)) != nil
    }
    notes += slugs.filter { !loaded.contains($0) }.map {
      Self.notCompiled(ContentLibrary.sectionFolder($0))
    }
    let unreadBanks =
      section.isEmpty ? BankCompileProblems.unreadable(library: library, only: nil) : []
    notes += unreadBanks.map { id in
      Self.notCompiled(
        "\(ContentLibrary.practiceFolder)/\(ActivityRegistry.registration(id: id)?.bankFile ?? id)")
    }
    guard let toolchain = try compiler(context, needed: problems.isEmpty, notes: &notes) else {
      return (problems, notes)
    }
    try context.checkTemporaryFolder()
    problems = ContentValidator.merging(
      shape: problems,
      compiled: try compileProblems(slugs: loaded, library: library, toolchain: toolchain))
    if section.isEmpty {
      problems += try BankCompileProblems.all(
        library: library, runner: toolchain, only: nil, skipping: Set(unreadBanks))
      problems += exerciseProblems(library: library, toolchain: toolchain, notes: &notes)
    }
    return (problems, notes)
  }

  /// What is said of a section folder or bank file left uncompiled because it did not load.
  static func notCompiled(_ place: String) -> String {
    "The samples of \(place) were not compiled: fix the problems above first."
  }

  /// The compiler, or, when there is none: a failure (69) when nothing else is wrong, so a pass
  /// never compiled nothing; with problems already found, a note, so they are still listed (1).
  func compiler(_ context: AppContext, needed: Bool, notes: inout [String]) throws
    -> (any CodeRunner)?
  {
    if let toolchain = context.toolchain() { return toolchain }
    guard !needed else { throw Self.noToolchain(context) }
    notes.append(
      "Nothing was compiled: --compile needs a Swift toolchain, but \(context.noCompiler).")
    return nil
  }

  /// `--compile` on a machine without `swiftc`: a failure, never a pass that compiled nothing,
  /// nor a check that found problems (69, not 1).
  static func noToolchain(_ context: AppContext) -> ExitCode {
    context.fail(
      "--compile needs a Swift toolchain, but \(context.noCompiler).", code: ExitCodes.noCompiler)
  }

  /// Compiles these sections' samples, a few sections at a time, and returns the problems in
  /// syllabus order.
  private func compileProblems(slugs: [String], library: ContentLibrary, toolchain: any CodeRunner)
    throws -> [ContentError]
  {
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

  /// Every exercise's solution passes and its starting file fails, a few at a time, in order; an
  /// exercise that did not load is named in `notes` instead.
  private func exerciseProblems(
    library: ContentLibrary, toolchain: any CodeRunner, notes: inout [String]
  ) -> [ContentError] {
    guard let names = try? library.exerciseOutlines().map(\.name) else {
      notes.append(Self.notCompiled("the exercises"))
      return []
    }
    let results = ResultSlots(count: names.count)
    let unloaded = ResultSlots(count: names.count)
    DispatchQueue.concurrentPerform(iterations: names.count) { index in
      do throws(ContentError) {
        let exercise = try library.exercise(names[index])
        results.set(index, ExerciseCompileChecker(runner: toolchain).problems(exercise))
      } catch {
        unloaded.set(index, [error])
      }
    }
    for (name, errors) in zip(names, unloaded.all) where !errors.isEmpty {
      notes.append(Self.notCompiled("\(ContentLibrary.exercisesFolder)/\(name)"))
    }
    return results.all.flatMap { $0 }
  }
}
