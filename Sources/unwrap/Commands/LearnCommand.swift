import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap learn`: the syllabus with each section's state, or one section's lesson and review.
struct LearnCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "learn",
    abstract: "Read a lesson and take its review, or list every chapter and section.",
    discussion: """
      With no argument, lists the chapters and sections with what you have done in each. \
      With a section slug (variables), teaches that section; with a chapter slug (simple-types), \
      teaches the first section of that chapter you have not yet reviewed.
      """)

  @Argument(help: "A section or chapter slug, as `unwrap learn` lists them.")
  var slug: String?

  @Flag(name: .long, help: "Go straight to the review, skipping the lesson.")
  var review = false

  @OptionGroup var options: GlobalOptions

  /// Checked while parsing, so the message comes with `learn`'s usage rather than the root's.
  func validate() throws {
    if review, slug == nil {
      throw ValidationError("--review needs a section, like: unwrap learn variables --review")
    }
  }

  func run(in context: AppContext) throws {
    let library = try context.library()
    // Listing the sections saves nothing; a lesson does.
    let progress = try context.loadProgress(toChange: slug != nil)
    guard let slug else {
      LearnListView(style: context.style, width: context.capabilities.width)
        .render(library: library, progress: progress).forEach(context.console.line)
      return
    }
    let planner = LearnPlanner(syllabus: library.syllabus)
    let sectionSlug: String
    switch planner.resolve(slug, progress: progress) {
    case .section(let found):
      sectionSlug = found
    case .chapter(_, let section):
      sectionSlug = section
    case .emptyChapter(let chapter):
      throw context.fail(
        ContentError(
          file: ContentLibrary.chaptersFile, item: chapter.slug,
          message: "has no sections: add its sections, or remove the chapter"))
    case .unknown(let suggestions):
      let hint =
        suggestions.isEmpty
        ? "Run `unwrap learn` to see every section."
        : "Did you mean: \(suggestions.joined(separator: ", "))?"
      throw context.fail(
        "No section or chapter is called \"\(slug.echoed())\". \(hint)",
        code: ExitCodes.usage)
    }
    let section: Section
    do {
      section = try library.section(sectionSlug)
    } catch {
      throw context.fail(error)
    }
    let ui = TerminalLearnUI(
      console: context.console, style: context.style, width: context.capabilities.width,
      marker: (try? library.glossary()).map(GlossaryMarker.init),
      codeColumns: context.capabilities.codeColumns,
      terminalColumns: context.capabilities.measureColumns)
    let coordinator = LearnCoordinator(
      library: library, store: context.store, clock: context.clock, random: context.random,
      interface: ui)
    let ending: LearnCoordinator.Ending
    do {
      ending = try coordinator.run(section: section, reviewOnly: review)
    } catch {
      throw context.fail(error)
    }
    switch ending {
    case .finished(let summary):
      // Paged with the summary: together they may be taller than the window.
      ui.showSummary(summary, closing: context.milestones(library: library))
    case .inputEnded:
      context.announceMilestones(library: library)
      context.say("Input ended. Everything you earned so far is saved.")
      throw ExitCodes.inputEnded
    }
  }
}
