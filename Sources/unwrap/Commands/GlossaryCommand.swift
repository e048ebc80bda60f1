import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap glossary`: every term by first letter, or the entries matching what the learner typed.
struct GlossaryCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "glossary",
    abstract: "Look up a Swift term, or list every term in the glossary.",
    discussion:
      "Searching ignores case and plurals, and shows the term a small typo meant, saying so; with no match it suggests the nearest terms."
  )

  @Argument(help: "The term to look up, like closure or \"optional chaining\".")
  var words: [String] = []

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let library = try context.library()
    let glossary: Glossary
    do {
      glossary = try library.glossary()
    } catch {
      throw context.fail(error)
    }
    let view = GlossaryView(
      style: context.style, width: context.capabilities.width, titles: library.sectionTitles())
    // An empty term (`unwrap glossary "$TERM"` with TERM unset) asks for no term: the whole list.
    let query = words.joined(separator: " ").trimmed()
    guard !query.isEmpty else {
      view.list(glossary).forEach(context.console.line)
      return
    }
    switch glossary.search(query) {
    case .matches(let entries):
      view.entries(entries).forEach(context.console.line)
    case .nearMatches(let entries):
      // No entry has that name: say what is shown instead, so a guess never reads as the answer.
      (view.guessed(query, showing: entries) + view.entries(entries)).forEach(context.console.line)
    case .noMatch(let nearest):
      let suggestion =
        nearest.isEmpty
        ? " Run `unwrap glossary` to list every term."
        : " The nearest terms: \(nearest.joined(separator: ", "))."
      // A pasted paragraph is quoted by its start, not echoed whole.
      throw context.fail(
        "The glossary has no entry for \"\(query.echoed())\".\(suggestion)",
        code: ExitCodes.checkFailed)
    }
  }
}
