import ArgumentParser
import Testing

@testable import unwrap

/// A command line that cannot work is refused while parsing, so the message comes with the usage
/// of the command that was typed, not the root's.
@Suite struct UsageErrorTests {
  @Test(arguments: [
    (["learn", "--review"], "--review needs a section", "Usage: unwrap learn "),
    (["challenge", "--history", "--share"], "choose one", "Usage: unwrap challenge "),
    (["review", "--limit", "0"], "--limit must be 1 or more", "Usage: unwrap review "),
    // A negative limit is a limit too small, not taken for an option and reported as missing.
    (["review", "--limit", "-3"], "--limit must be 1 or more", "Usage: unwrap review "),
    (
      ["review", "--limit", "-1", "--seed", "2"], "--limit must be 1 or more",
      "Usage: unwrap review "
    ),
    // An empty folder or file is refused, never quietly read as the default or as "".
    (["--data-dir", "", "learn", "variables"], "--data-dir is empty", "Usage: unwrap "),
    (["learn", "variables", "--data-dir", ""], "--data-dir is empty", "Usage: unwrap "),
    (
      ["content", "check-answer", "free-sum-up-to", ""], "The answer's file name is empty",
      "Usage: unwrap content check-answer "
    ),
  ])
  func isRefusedWithItsOwnUsage(line: [String], message: String, usage: String) {
    do {
      _ = try Unwrap.parseAsRoot(line)
      Issue.record("\(line) was accepted")
    } catch {
      let full = Unwrap.fullMessage(for: error)
      #expect(full.contains(message), "\(full)")
      #expect(full.contains(usage), "\(full)")
      #expect(Unwrap.exitCode(for: error).rawValue == 64)
    }
  }

  /// A negative seed is refused as a seed, not taken for an option and reported as missing.
  @Test(arguments: [["practice", "--seed", "-1"], ["--seed", "-1", "practice"]])
  func aNegativeSeedIsAnInvalidSeed(line: [String]) {
    do {
      _ = try Unwrap.parseAsRoot(line)
      Issue.record("\(line) was accepted")
    } catch {
      let full = Unwrap.fullMessage(for: error)
      #expect(full.contains("The value '-1' is invalid for '--seed"), "\(full)")
      #expect(Unwrap.exitCode(for: error).rawValue == 64)
    }
  }

  /// A mistyped subcommand of `exercises` or `content` is named back with the nearest ones, as at
  /// the top level, rather than passed to the default subcommand (`watch`) as its argument.
  @Test(arguments: [
    (["lern"], #""lern" is not an unwrap command. Did you mean: learn?"#),
    (["exercises", "chek"], #""chek" is not an unwrap exercises command. Did you mean: check?"#),
    (
      ["exercises", "lst", "--json"],
      #""lst" is not an unwrap exercises command. Did you mean: list?"#
    ),
    (
      ["--seed", "3", "exercises", "--no-color", "--data-dir=d", "chek"],
      #""chek" is not an unwrap exercises command. Did you mean: check?"#
    ),
    (
      ["content", "valdate"],
      #""valdate" is not an unwrap content command. Did you mean: validate?"#
    ),
    (
      ["content", "xyzzyplugh"],
      #""xyzzyplugh" is not an unwrap content command. Run unwrap content --help to see them all."#
    ),
  ])
  func aMistypedSubcommandIsNamedWithTheNearest(line: [String], message: String) {
    #expect(throws: (any Error).self) { try Unwrap.parseAsRoot(line) }
    #expect(Unwrap.unknownSubcommandMessage(line) == "Error: " + message)
  }

  /// What a subcommand takes is never taken for a mistyped subcommand, nor what an option takes
  /// (an unknown option's value may follow it, so the search stops there).
  @Test(arguments: [
    ["exercises", "check", "3"], ["exercises", "init", "my-ws", "extra"],
    ["exercises", "watch", "extra"], ["exercises", "--json"], ["content", "show", "nope", "x"],
    ["--seed", "1"], ["learn", "variables", "extra"], ["exercises", "--json", "lst"],
  ])
  func anArgumentOfACommandIsNotNamedAsOne(line: [String]) {
    #expect(Unwrap.unknownSubcommandMessage(line) == nil)
  }
}
