import ArgumentParser
import UnwrapKit
import UnwrapRendering

#if canImport(Glibc)
  import Glibc
  private let terminate = Glibc.exit
#elseif canImport(Darwin)
  import Darwin
  private let terminate = Darwin.exit
#endif

/// The `unwrap` command: learn Swift from the terminal.
@main
struct Unwrap: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "unwrap",
    abstract: "Learn Swift in your terminal: short lessons, reviews, and real Swift practice.",
    version: "0.1.0",
    subcommands: [
      LearnCommand.self, PracticeCommand.self, ReviewCommand.self, ChallengeCommand.self,
      ExercisesCommand.self, StatusCommand.self,
      BadgesCommand.self, GlossaryCommand.self,
      ResetCommand.self, ContentCommand.self,
    ])

  @OptionGroup var options: GlobalOptions

  /// ArgumentParser's own `main`, except that its messages quote the arguments as typed ("Unknown
  /// option '…'"), so they are printed with control characters escaped (`\u{1B}`), never raw; and
  /// that the commonest command lines skip its parser (`RootHelp`, `QuickLaunch`).
  static func main() {
    // Before anything opens a descriptor: none may take standard input's or output's number.
    StandardDescriptors.holdClosedOnes()
    RootHelp.dropUnusableColumns()
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if let message = unknownHelpTopicMessage(arguments) {
        StandardConsole.writeAll(
          ErrorText.laidOut(message, columns: TerminalCapabilities.errorColumns()) + "\n", to: 2)
        exit(withError: ExitCodes.usage)
      }
      if RootHelp.applies(to: arguments, environment: ProcessInfo.processInfo.environment) {
        StandardConsole.writeAll(RootHelp.text + "\n", to: 1)
        exitIfOutputFailed()
        return
      }
      var command: any ParsableCommand
      if var quick = QuickLaunch.command(for: arguments) {
        try quick.validate()
        command = quick
      } else {
        command = try parseAsRoot(arguments)
      }
      try command.run()
      exitIfOutputFailed()
    } catch let code as ExitCode {
      // The command has printed its message; ArgumentParser would build the help of every command
      // on the way only to find it has nothing to add.
      if code.isSuccess { exitIfOutputFailed() }
      terminate(code.rawValue)
    } catch {
      if let suggestion = unknownSubcommandMessage(Array(CommandLine.arguments.dropFirst())) {
        StandardConsole.writeAll(
          ErrorText.laidOut(suggestion, columns: TerminalCapabilities.errorColumns()) + "\n",
          to: 2)
        exit(withError: ExitCodes.usage)
      }
      let code = exitCode(for: error)
      let message = shorteningLongArguments(
        in: fullMessage(for: error), arguments: Array(CommandLine.arguments.dropFirst())
      ).escapingControlCharacters(keepingTabsAndNewlines: true)
      if !message.isEmpty {
        StandardConsole.writeAll(message + "\n", to: code.isSuccess ? 1 : 2)
      }
      if code.isSuccess { exitIfOutputFailed() }
      exit(withError: code.isSuccess ? nil : code)
    }
  }

  /// A command that succeeded but could not print (standard output full or closed) exits 74 with a
  /// message on standard error, as a failed write should never pass for a success.
  static func exitIfOutputFailed() {
    guard let message = OutputFailure.message else { return }
    StandardConsole.writeAll(message + "\n", to: 2)
    terminate(ExitCodes.ioError.rawValue)
  }

  /// When parsing failed because a word where a subcommand goes is none (`unwrap lern`, `unwrap
  /// exercises chek`), a message naming the nearest subcommands; nil when the arguments went wrong
  /// some other way. The words are followed through the subcommands they name, to the first that
  /// is none: under a command with subcommands it is a mistyped one (ArgumentParser would hand it
  /// to `exercises`' default, `watch`, and call it unexpected there); under one without, an argument.
  static func unknownSubcommandMessage(_ arguments: [String]) -> String? {
    var command: any ParsableCommand.Type = Unwrap.self
    var path = "unwrap"
    var words = arguments[...]
    while let word = words.popFirst() {
      if let taken = GlobalOptions.words(taken: word) {  // `unwrap --seed 3 exercises chek`
        words = words.dropFirst(taken - 1)
        continue
      }
      let subcommands = command.configuration.subcommands
      guard !word.hasPrefix("-"), !subcommands.isEmpty else { return nil }
      guard let next = subcommands.first(where: { $0._commandName == word }) else {
        // ArgumentParser's own `help` is a subcommand of the root only.
        let names = subcommands.map { $0._commandName } + (path == "unwrap" ? ["help"] : [])
        return names.contains(word) ? nil : notACommand(word, of: path, names: names)
      }
      command = next
      path += " " + word
    }
    return nil
  }

  /// ArgumentParser's message with every argument it quotes whole (`Unexpected argument '…'`, `The
  /// value '…' is invalid`) shortened as unwrap's own messages quote a name (`echoed`). The value
  /// of `--option=value` is looked for on its own, as ArgumentParser quotes it so.
  static func shorteningLongArguments(in message: String, arguments: [String]) -> String {
    let quoted = arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
        return [argument]
      }
      return [argument, String(argument[argument.index(after: equals)...])]
    }
    return quoted.filter { $0.count > EchoedInput.limit }.sorted { $0.count > $1.count }
      .reduce(message) { $0.replacing($1, with: $1.echoed()) }
  }

  /// `unwrap help lern`: ArgumentParser shows the root help and exits 0 for a topic it does not
  /// know, so this names the word that is no command, with the nearest ones; nil for any other
  /// command line, or a `help` whose every word is a command.
  static func unknownHelpTopicMessage(_ arguments: [String]) -> String? {
    guard arguments.first == "help" else { return nil }
    var command: any ParsableCommand.Type = Unwrap.self
    var path = "unwrap"
    for word in arguments.dropFirst() where !word.hasPrefix("-") {
      if word == "help" { return nil }  // ArgumentParser's own `help` command
      let subcommands = command.configuration.subcommands
      guard let next = subcommands.first(where: { $0._commandName == word }) else {
        return notACommand(word, of: path, names: subcommands.map { $0._commandName })
      }
      command = next
      path += " " + word
    }
    return nil
  }

  /// `Error: "lern" is not an unwrap command.`, with the nearest of `names` or how to list them.
  private static func notACommand(_ word: String, of path: String, names: [String]) -> String {
    let nearest = Suggestions.closest(to: word, in: names)
    let hint =
      nearest.isEmpty
      ? " Run \(path) --help to see \(names.isEmpty ? "what it takes" : "them all")."
      : " Did you mean: \(nearest.joined(separator: ", "))?"
    return "Error: \"\(word.echoed())\" is not an \(path) command.\(hint)"
  }

  func run(in context: AppContext) throws {
    HomeView(style: context.style, width: context.capabilities.width)
      .render(try context.statusSnapshot()).forEach(context.console.line)
  }
}
