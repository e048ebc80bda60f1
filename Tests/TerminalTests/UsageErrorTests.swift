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
}
