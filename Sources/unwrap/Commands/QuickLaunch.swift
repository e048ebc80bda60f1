import ArgumentParser
import UnwrapKit

/// Builds the command for the commonest command lines (`unwrap`, `unwrap learn variables`, `unwrap
/// practice`, …) without ArgumentParser's parser, whose reflection and protocol lookups cost more
/// than half of a command's start-up. Anything else (help, an unknown word, an option it does not
/// know, a value it cannot read) returns nil, and ArgumentParser parses it and words the message.
///
/// `QuickLaunchTests` checks that every line it accepts gives the command ArgumentParser would.
enum QuickLaunch {
  /// The command `arguments` (without the program name) ask for, or nil to leave it to ArgumentParser.
  static func command(for arguments: [String]) -> (any ParsableCommand)? {
    var words = ArraySlice(arguments)
    var options = GlobalOptions()
    options.noColor = false
    options.seed = nil
    options.dataDir = nil
    var id: String?
    var positional: [String] = []
    while let word = words.popFirst() {
      switch word {
      case "--no-color": options.noColor = true
      case "--seed":
        guard let value = words.popFirst(), let seed = UInt64(value) else { return nil }
        options.seed = seed
      case "--data-dir":
        // An empty folder is ArgumentParser's to refuse (`GlobalOptions.validate`).
        guard let value = words.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          return nil
        }
        options.dataDir = value
      case "--id":
        guard let value = words.popFirst(), !value.hasPrefix("-") else { return nil }
        id = value
      case _ where word.hasPrefix("-") || word.isEmpty: return nil
      default: positional.append(word)
      }
    }
    guard id == nil || positional.prefix(2) == ["content", "show"] else { return nil }
    return command(positional, options: options, id: id)
  }

  private static func command(_ words: [String], options: GlobalOptions, id: String?)
    -> (any ParsableCommand)?
  {
    switch words.first {
    case nil:
      var command = Unwrap()
      command.options = options
      return command
    case "learn" where words.count <= 2:
      var command = LearnCommand()
      command.slug = words.count == 2 ? words[1] : nil
      command.review = false
      command.options = options
      return command
    case "practice" where words.count <= 2:
      var command = PracticeCommand()
      command.activity = words.count == 2 ? words[1] : nil
      command.editor = false
      command.options = options
      return command
    case "glossary":
      var command = GlossaryCommand()
      command.words = Array(words.dropFirst())
      command.options = options
      return command
    case "review" where words.count == 1:
      var command = ReviewCommand()
      command.limit = SpacedReviewCoordinator.defaultLimit
      command.options = options
      return command
    case "challenge" where words.count == 1:
      var command = ChallengeCommand()
      command.history = false
      command.share = false
      command.editor = false
      command.options = options
      return command
    case "content" where words.count == 3 && words[1] == "show":
      var command = ContentShowCommand()
      command.activity = words[2]
      command.id = id
      command.json = false
      command.options = options
      return command
    default:
      return nil
    }
  }
}
