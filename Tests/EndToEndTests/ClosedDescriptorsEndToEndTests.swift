import Foundation
import Testing

/// unwrap started with standard input or output closed (`unwrap learn variables <&-`, as a cron job
/// or a service may start it): a closed input reads as an empty one and a closed output fails as a
/// closed output, never as the signal pipe that would otherwise take its number (a prompt that
/// waited for ever on it, deaf to SIGTERM, or printed text read as a signal: exit 211).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "no /bin/sh"))
struct ClosedDescriptorsEndToEndTests {
  /// Runs `unwrap` with `redirections` applied by the shell that starts it, killing it should it
  /// not end within `seconds` (a test that fails rather than hangs).
  func run(
    _ arguments: [String], _ redirections: String, in unwrap: UnwrapBinary,
    environment: [String: String] = [:], seconds: Double = 20
  ) throws -> UnwrapBinary.Result? {
    let running = try unwrap.start(
      ["-c", "exec \"$0\" \"$@\" \(redirections)", UnwrapBinary.executable.path] + arguments,
      environment: environment, program: URL(fileURLWithPath: "/bin/sh"))
    guard running.waitForExit(seconds: seconds) else {
      kill(running.processIdentifier, SIGKILL)
      _ = running.finish()
      Issue.record("\(arguments) \(redirections) was still running after \(seconds) s")
      return nil
    }
    return running.finish()
  }

  /// Every kind of first prompt, with standard input closed, ends as it does with `</dev/null`: at
  /// once, with the same words and status (4 where a session was under way). Each runs after a
  /// lesson read (its review skipped), so practice is open and reset has something to ask about.
  @Test(arguments: [
    ["learn", "variables"], ["learn", "variables", "--review"], ["practice", "review"],
    ["challenge"], ["reset"], ["content", "check-answer", "free-positive-doubled"],
  ])
  func aClosedInputReadsAsAnEmptyOne(arguments: [String]) throws {
    var results: [String: UnwrapBinary.Result] = [:]
    for redirection in ["<&-", "</dev/null"] {
      let unwrap = UnwrapBinary()
      defer { unwrap.removeDataDirectory() }
      let read = try unwrap.run(["learn", "variables"], input: "s\n")
      #expect(read.status == 0, "\(read.error)")
      // Judged by matching alone: quicker, and the same either way.
      results[redirection] = try run(
        arguments + ["--seed", "1"], redirection, in: unwrap,
        environment: ["SWIFTC": "/nonexistent/swiftc"])
    }
    let closed = try #require(results["<&-"])
    let empty = try #require(results["</dev/null"])
    #expect(closed.status == empty.status, "\(closed.error)")
    #expect(closed.output == empty.output)
    #expect(closed.error == empty.error)
    if arguments.first != "content" { #expect(closed.status == 4) }
  }

  /// With standard output closed too, printing fails as it does with output closed alone
  /// (`could not write the output`, 74), and a session still meets the end of its input (4); the
  /// text it printed is never taken for a signal.
  @Test func aClosedOutputIsAFailedWriteNotASignal() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    for redirections in ["<&- >&-", ">&-"] {
      let status = try #require(try run(["status"], redirections, in: unwrap))
      #expect(status.status == 74, "\(redirections): \(status.error)")
      #expect(status.error.contains("could not write the output: Bad file descriptor"))
    }
    let learn = try #require(try run(["learn", "variables"], "<&- >&-", in: unwrap))
    #expect(learn.status == 4, "\(learn.error)")
    #expect(!learn.error.contains("Interrupted"))
  }
}
