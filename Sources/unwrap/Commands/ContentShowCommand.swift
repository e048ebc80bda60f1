import ArgumentParser
import UnwrapKit

/// `unwrap content show`: one generated practice question with its expected answer, for authors and tests.
struct ContentShowCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Generate one practice question and print it with its expected answer.")

  /// Every activity in the registry, so the help never falls behind it.
  @Argument(
    help: ArgumentHelp(
      "The activity, one of: \(PracticeCatalog.infos.map(\.id).joined(separator: ", "))."))
  var activity: String

  @Option(name: .long, help: "The bank item to generate (default: one chosen with the seed).")
  var id: String?

  @Flag(name: .long, help: "Print JSON instead of text.")
  var json = false

  @OptionGroup var options: GlobalOptions

  struct Output: Encodable {
    var activity: String
    var id: String
    var seed: UInt64
    var prompt: String
    var detail: String?
    var code: String?
    var items: [String]
    var trailingCode: String?
    var expectedAnswer: String
    var hint: String?
  }

  /// Why an item could not be made into a question, named as `content validate` names it: the bank
  /// file, the item, and the field at fault when the item did not decode (`hint should be text`).
  static func notGenerated(_ item: String, _ error: ContentError) -> String {
    var field = error.item
    if field == item { field = "" }
    if field.hasPrefix("\(item).") { field.removeFirst(item.count + 1) }
    let what = field.isEmpty ? error.message : "\(field) \(error.message)"
    return "\(error.file): \(item) could not be generated: \(what)"
  }

  func run(in context: AppContext) throws {
    let library = try context.library()
    let ids = PracticeCatalog.infos.map(\.id)
    guard ids.contains(activity) else {
      throw context.fail(
        "No practice activity is called \"\(activity.echoed())\". Choose one of: \(ids.joined(separator: ", ")).",
        code: ExitCodes.usage)
    }
    // Only the chosen activity's bank is loaded.
    let chosen: any PracticeActivity
    do {
      chosen = try PracticeCatalog(library: library, only: [activity]).activities[0]
    } catch {
      throw context.fail(error)
    }
    var random = context.random
    let items = chosen.availableItems { _ in true }
    guard let item = id ?? items.sorted().randomElement(using: &random) else {
      throw context.fail("\(chosen.info.title) has no questions.", code: ExitCodes.checkFailed)
    }
    guard items.contains(item) else {
      let near = Suggestions.closest(to: item, in: items)
      throw context.fail(
        "\(chosen.info.title) has no question \"\(item.echoed())\".\(near.isEmpty ? "" : " Did you mean: \(near.joined(separator: ", "))?")",
        code: ExitCodes.usage)
    }
    let question: PracticeQuestion
    do {
      question = try chosen.question(itemID: item, random: &random)
    } catch let error as ContentError {
      throw context.fail(Self.notGenerated(item, error), code: ExitCodes.contentUnavailable)
    } catch {
      throw context.fail(
        "\(item) could not be generated: \(error)", code: ExitCodes.contentUnavailable)
    }
    let screen = question.screen
    let output = Output(
      activity: chosen.info.id, id: item, seed: context.random.seed, prompt: screen.prompt,
      detail: screen.detail,
      code: screen.code, items: screen.items, trailingCode: screen.trailingCode,
      expectedAnswer: question.expectedAnswer,
      hint: question.hint)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      context.console.line(String(decoding: try encoder.encode(output), as: UTF8.self))
    } else {
      let ui = TerminalPracticeUI(
        console: context.console, style: context.style, width: context.capabilities.width,
        codeColumns: context.capabilities.codeColumns)
      ui.show(
        .question(
          SessionQuestion(number: 1, total: 1, activityTitle: chosen.info.title, screen: screen)))
      context.console.line(context.style.bold("Expected answer:"))
      ui.showExpectedAnswer(question.expectedAnswer)
      context.say(context.style.dim("(\(item), seed \(context.random.seed))"))
    }
  }
}
