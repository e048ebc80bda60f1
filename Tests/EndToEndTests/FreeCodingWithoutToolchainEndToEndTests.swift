import Foundation
import TestSupport
import Testing
import UnwrapKit

/// `unwrap practice free-coding` on a machine without a Swift toolchain, made so by pointing `SWIFTC` at
/// a file that does not exist: the binary judges by matching alone and says so, naming SWIFTC (a set
/// one is used or nothing), and this always runs.
@Suite struct FreeCodingWithoutToolchainEndToEndTests {
  static let noToolchain = ["SWIFTC": "/nonexistent/unwrap-test/swiftc"]

  @Test func aSessionIsJudgedByMatchingAloneAndSaysSo() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let library = try #require(PracticeEndToEndTests.library)
    var progress = LearnerProgress()
    for slug in library.syllabus.allSections { progress.markRead(slug, on: Day("2026-04-01")!) }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try JSONEncoder().encode(progress).write(to: unwrap.progressFile)

    // The oracle runs the same session in process, also without a toolchain.
    let catalog = try PracticeCatalog(library: library, toolchain: nil)
    let recorder = RecordingActivity(try #require(catalog.activity(id: "free-coding")))
    let oracle = PracticeOracle(recorder: recorder, wrongAt: [3])
    _ = try PracticeCoordinator(
      store: InMemoryProgressStore(progress), clock: FixedClock(Day("2026-04-01")!),
      random: SeededGenerator(seed: 5), interface: oracle
    ).runSession(recorder)

    let result = try unwrap.run(
      ["practice", "free-coding", "--seed", "5"],
      input: oracle.typed.joined(separator: "\n") + "\n", environment: Self.noToolchain)
    #expect(result.status == 0, "\(result.error)\n\(result.output.suffix(2000))")
    #expect(
      result.output.replacingOccurrences(of: "\n", with: " ").contains(
        "Answers are judged by matching them with ours, not by running them: SWIFTC is set to"
          + " /nonexistent/unwrap-test/swiftc, which does not exist"),
      "\(result.output.prefix(2000))")
    #expect(result.output.contains("9 of 10 right."), "\(result.output.suffix(1500))")
    #expect(try unwrap.progress().points.practice == 9 * 20)
  }
}
