import ArgumentParser
import Testing
import UnwrapKit

@testable import unwrap

/// `--help` as ArgumentParser prints it: paragraphs that wrap cleanly at any width, and examples
/// that agree with the binary.
@Suite struct HelpTextTests {
  /// Every command and subcommand, depth first.
  static func commands(under root: any ParsableCommand.Type = Unwrap.self)
    -> [any ParsableCommand.Type]
  {
    [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
  }

  /// The challenge's help names the activities its questions come from, with how many of each,
  /// as `ChallengeCoordinator.composition` has them, and only those (not Review).
  @Test func theChallengesHelpSaysWhichActivitiesItAsks() throws {
    let discussion = ChallengeCommand.configuration.discussion
    let composition = ChallengeCoordinator.composition
    for (id, count) in composition {
      let title = try #require(ActivityRegistry.registration(id: id)?.info.title)
      #expect(discussion.contains("\(count) \(title)"), "\(id): \(discussion)")
    }
    for registration in ActivityRegistry.all where registration.challengeQuestions == 0 {
      #expect(!discussion.contains(registration.info.title), "\(discussion)")
    }
    #expect(!discussion.contains("every practice activity"), "\(discussion)")
    // The abstract, and RootHelp's copy of it, say it in words.
    #expect(composition.map(\.count).reduce(0, +) == 10)
    #expect(ChallengeCommand.configuration.abstract.contains("ten questions"))
  }

  /// `--no-color`'s help names everything else that turns colour off, as
  /// `TerminalCapabilities.detect` reads it: `NO_COLOR`, `TERM=dumb` and output that is no terminal.
  @Test func noColorsHelpNamesWhatElseTurnsColourOff() {
    let help = GlobalOptions.helpMessage(columns: 1000)
    for cause in ["NO_COLOR", "TERM=dumb", "non-terminal output"] {
      #expect(help.contains(cause), "\(cause): \(help)")
    }
    let off = TerminalCapabilities.detect(
      noColorFlag: false, environment: ["TERM": "dumb"], outputIsTerminal: true,
      inputIsTerminal: true, terminalColumns: 80, errorColumns: 80)
    #expect(!off.useColor)
  }

  /// ArgumentParser wraps each line of a discussion on its own, so a line break inside a paragraph
  /// leaves a short line; only a blank line (a new paragraph) may break one.
  @Test func discussionsBreakOnlyBetweenParagraphs() {
    for command in Self.commands() {
      let discussion = command.configuration.discussion
      for paragraph in discussion.split(separator: "\n\n") {
        #expect(!paragraph.contains("\n"), "\(command._commandName): \(paragraph)")
      }
    }
  }

  /// In the text between the overview and the usage, no line could have taken the next line's first
  /// word (ArgumentParser keeps a line shorter than the width): the paragraphs are filled, not
  /// ragged.
  @Test(arguments: [40, 80])
  func helpParagraphsAreFilled(width: Int) {
    for command in Self.commands() where command != Unwrap.self {
      let help = Unwrap.helpMessage(for: command, columns: width)
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      let prose = lines.prefix { !$0.hasPrefix("USAGE:") }
      for (line, next) in zip(prose, prose.dropFirst()) where !line.isEmpty && !next.isEmpty {
        let firstWord = next.split(separator: " ").first ?? ""
        #expect(
          line.count + 1 + firstWord.count >= width,
          "\(command._commandName) at \(width): \"\(line)\" could hold \"\(firstWord)\"")
      }
    }
  }

  @Test func theCheckAnswerExampleIsARealQuestion() throws {
    let help = Unwrap.helpMessage(for: ContentCheckAnswerCommand.self, columns: 200)
    let example = try #require(
      help.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("free-") }.map {
        String($0.dropLast())
      })
    let ids = try ContentLibrary.builtIn().bank(
      FreeCodingQuestion.self, file: FreeCodingQuestion.file
    ).map(\.id)
    #expect(ids.contains(example), "\(example)")
  }

  @Test func contentShowNamesEveryActivity() {
    let help = Unwrap.helpMessage(for: ContentShowCommand.self, columns: 200)
    for info in PracticeCatalog.infos {
      #expect(help.contains(info.id), "\(info.id)")
    }
  }

  /// NAME is read by `ExerciseWorkspace.entry(named:)`, which takes a number too.
  @Test func everyExerciseNameSaysANumberWorks() {
    let commands: [any ParsableCommand.Type] = [
      ExercisesCheckCommand.self, ExercisesHintCommand.self, ExercisesResetCommand.self,
      ExercisesSolutionCommand.self,
    ]
    for command in commands {
      let help = Unwrap.helpMessage(for: command, columns: 200)
      #expect(help.contains("or its number (3)"), "\(command._commandName)")
    }
  }
}
