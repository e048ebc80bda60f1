import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Sessions from the binary: what is earned is kept when Ctrl-C ends a session. The keys, the
/// challenge's rules and the announcements are tested in process (TerminalTests).
@Suite struct SessionsEndToEndTests {
  let practice = PracticeEndToEndTests()

  @Test func ctrlCInPracticeExits130AndKeepsTheAnsweredQuestionsPoints() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let progress = try practice.everythingRead(unwrap)
    let answers = try PracticeOracle.typedAnswers(
      activity: "review", seed: 21, progress: progress, wrongAt: [],
      library: ContentLibrary.builtIn(), toolchain: nil)
    let running = try unwrap.start(["practice", "review", "--seed", "21"])
    defer { if running.isRunning { kill(running.processIdentifier, SIGKILL) } }
    try running.write(answers[0] + "\n")
    // The second question is being asked once the first answer's points are in the file.
    let start = Date()
    while Date().timeIntervalSince(start) < 20,
      (try? unwrap.progress().points.practice) != PointValues.practiceAnswer
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    kill(running.processIdentifier, SIGINT)
    guard running.waitForExit(seconds: 10) else {
      Issue.record("unwrap did not stop within 10 s of Ctrl-C")
      return
    }
    let result = running.finish()
    #expect(result.status == 130)
    // Standard error is a pipe here: the message alone, no escape and no blank line before it.
    #expect(result.error == "Interrupted. Everything you earned so far is saved.\n")
    #expect(!result.output.contains("\u{1B}"), "no escape on a piped output: \(result.output)")
    #expect(try unwrap.progress().points.practice == PointValues.practiceAnswer)
  }
}
