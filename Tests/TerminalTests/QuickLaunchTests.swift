import ArgumentParser
import Testing

@testable import unwrap

/// `QuickLaunch` skips ArgumentParser for the commonest command lines; it must build exactly the
/// command ArgumentParser would, and leave every other line to it.
@Suite struct QuickLaunchTests {
  @Test(arguments: [
    [], ["learn"], ["learn", "variables"], ["practice"], ["practice", "tap-to-code"],
    ["glossary"], ["glossary", "optional", "chaining"], ["review"], ["challenge"],
    ["content", "show", "predict-the-output"],
    ["content", "show", "predict-the-output", "--id", "predict-backup-copy", "--seed", "3"],
    ["--seed", "12", "learn", "--no-color", "variables", "--data-dir", "/tmp/x"],
  ])
  func buildsTheCommandArgumentParserWould(_ line: [String]) throws {
    let quick = try #require(QuickLaunch.command(for: line))
    let parsed = try Unwrap.parseAsRoot(line)
    #expect(type(of: quick) == type(of: parsed))
    #expect(String(describing: quick) == String(describing: parsed))
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["learn", "--review"], ["learn", "a", "b"], ["status"],
    ["content", "show", "review", "--json"], ["--seed", "abc"], ["--seed"], ["learn", "--"],
    ["--id", "x", "learn"], ["practice", "--editor"], ["review", "--limit", "3"], ["--version"],
    ["learn", "variables", "--data-dir", ""],
  ])
  func leavesEverythingElseToArgumentParser(_ line: [String]) {
    #expect(QuickLaunch.command(for: line) == nil)
  }
}
