import Foundation
import TestSupport
import Testing

@testable import UnwrapKit

/// `canContinue`, a challenge stopped at an answer that could not be judged, in the progress file:
/// written only when true, so every other result is written as before; read alike by both readers;
/// never null. An unwrap from before it keeps it through its saves as a field it does not know
/// (`ProgressUnknownFieldsTests`: a challenge record's unknown field survives).
@Suite struct ChallengeContinueFormatTests {
  let day = Day("2026-06-01")!

  func progress(canContinue: Bool) -> LearnerProgress {
    var progress = LearnerProgress()
    var result = ChallengeResult(
      correct: 1, total: 10, skipped: 1, points: 50, endedEarly: true, marks: "✓-")
    result.canContinue = canContinue
    result.seed = canContinue ? UInt64.max : nil
    progress.challenges[day] = result
    return progress
  }

  func written(_ progress: LearnerProgress) throws -> (fast: String, slow: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let fast = try #require(ProgressFastWriter.write(progress))
    return (
      String(decoding: fast, as: UTF8.self),
      String(decoding: try encoder.encode(progress), as: UTF8.self)
    )
  }

  @Test func bothWritersWriteItOnlyWhenTrue() throws {
    let open = try written(progress(canContinue: true))
    #expect(open.fast.contains(#""canContinue" : true,"#), "\(open.fast)")
    #expect(open.slow.contains(#""canContinue" : true,"#), "\(open.slow)")
    #expect(open.fast.contains(#""seed" : 18446744073709551615,"#), "\(open.fast)")
    #expect(open.slow.contains(#""seed" : 18446744073709551615,"#), "\(open.slow)")
    let taken = try written(progress(canContinue: false))
    #expect(!taken.fast.contains("canContinue") && !taken.slow.contains("canContinue"))
    #expect(!taken.fast.contains("seed") && !taken.slow.contains("seed"))
  }

  @Test func bothReadersReadItBack() throws {
    for canContinue in [true, false] {
      let data = Data(try written(progress(canContinue: canContinue)).fast.utf8)
      let fast = try #require(ProgressFastReader.read([UInt8](data))).0
      let slow = try JSONDecoder().decode(LearnerProgress.self, from: data)
      #expect(fast == slow)
      #expect(fast.challenges[day]?.canContinue == canContinue)
      #expect(fast.challenges[day]?.seed == (canContinue ? UInt64.max : nil))
      #expect(fast.challenges[day]?.unknownFields.isEmpty == true)
    }
  }

  @Test func nullIsDamage() {
    let document =
      #"{"schemaVersion": 3, "sections": {}, "points": {"learning": 0, "review": 0, "practice": 0, "challenges": 0}, "activeDays": [], "practice": {}, "cards": {}, "reviewCardsSeeded": true, "challenges": {"2026-06-01": {"correct": 1, "total": 10, "skipped": 0, "points": 50, "endedEarly": true, "canContinue": null}}}"#
    #expect(ProgressFastReader.read(Array(document.utf8)) == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(LearnerProgress.self, from: Data(document.utf8))
    }
  }
}
