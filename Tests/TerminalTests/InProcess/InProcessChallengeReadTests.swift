import Foundation
import Testing

@testable import UnwrapKit

/// The challenge reads the progress file once, after it has claimed today's challenge, so what it
/// decides from (taken today or not) is what another unwrap saved before the claim, and no read is
/// spent before it. The store's file questions are answered here (`FileAccess`) to watch each read.
@Suite struct InProcessChallengeReadTests {
  /// What the store saw, kept across the closures `FileAccess` runs.
  final class Log: @unchecked Sendable {
    /// One entry per read of the progress file: whether the challenge's claim was held then.
    var readsUnderClaim: [Bool] = []
    var writeChecks = 0
  }

  static let day = Day(year: 2026, month: 4, day: 1)!

  /// A progress file with one lesson read, and a store on it whose every read is logged.
  func watchedUnwrap(
    onWriteCheck: @escaping @Sendable (URL, Int) -> Void = { _, _ in }
  ) throws -> (InProcessUnwrap, Log) {
    var unwrap = InProcessUnwrap()
    var progress = LearnerProgress()
    _ = progress.markRead("variables", on: Self.day)
    try unwrap.save(progress)
    let log = Log()
    unwrap.store = { file in
      FileProgressStore(
        fileURL: file, temporarySuffix: SafeFile.randomSuffix,
        files: FileAccess(
          read: { url in
            // Another store on the same file, as another unwrap would be: nil while this one holds it.
            let other = try FileProgressStore(fileURL: file).claim(.challenge)
            log.readsUnderClaim.append(other == nil)
            return try FileAccess.system.read(url)
          },
          refusesWriting: { path in
            log.writeChecks += 1
            onWriteCheck(file, log.writeChecks)
            return FileAccess.system.refusesWriting(path)
          }))
    }
    return (unwrap, log)
  }

  @Test func theProgressIsReadOnceWithTheChallengeClaimed() throws {
    let (unwrap, log) = try watchedUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "q\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("(1/10)"), "\(result.output)")
    #expect(log.readsUnderClaim == [true], "one read, under the claim")
  }

  /// Another unwrap finishes today's challenge after this one has started but before it claims it
  /// (while it checks that the folder takes saves): this one says it is taken and changes nothing.
  @Test func aChallengeTakenElsewhereBeforeTheClaimIsSeen() throws {
    let taken = ChallengeResult(
      correct: 7, total: 10, skipped: 1, points: 350, endedEarly: false, marks: "✓✓✓✓✓✓✓✗✗-")
    let (unwrap, log) = try watchedUnwrap { file, check in
      guard check == 1 else { return }
      _ = try? FileProgressStore(fileURL: file).update {
        $0.saveChallenge(taken, over: nil, awarding: 350, on: Self.day)
      }
    }
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["challenge"], input: "t\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.contains("You have taken today's challenge: 7 of 10 right, 1 skipped"),
      "\(result.output)")
    #expect(!result.output.contains("(1/10)"), "\(result.output)")
    #expect(log.writeChecks >= 1)
    let progress = try unwrap.progress()
    #expect(progress.challenges[Self.day] == taken)
    #expect(progress.points.challenges == 350, "paid once")
  }
}
