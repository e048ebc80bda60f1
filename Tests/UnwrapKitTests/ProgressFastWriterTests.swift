import Foundation
import Testing

@testable import UnwrapKit

/// What the fast writer saves must read back, through either reader, as exactly what was saved.
@Suite struct ProgressFastWriterTests {
  @Test(arguments: 0..<40 as Range<UInt64>)
  func writesWhatBothReadersReadBackUnchanged(seed: UInt64) throws {
    let progress = ProgressFastReaderTests.progress(seed: seed)
    let bytes = try #require(ProgressFastWriter.write(progress))
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(bytes)) == progress)
    #expect(ProgressFastReader.read(bytes)?.0 == progress)
    // The same bytes JSONEncoder writes, key order included, so either writer may save a file.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == String(decoding: try encoder.encode(progress), as: UTF8.self))
  }

  /// Empty collections and keys that sort differently by bytes and by characters come out as
  /// JSONEncoder writes them.
  @Test func layoutAndKeyOrderMatchJSONEncoder() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var mixed = LearnerProgress()
    for key in ["z", "é", "a-b", "a:b", "ab", "A", "a", "ä"] {
      mixed.practice[key] = ActivityProgress(sessions: 1, recent: [])
    }
    for progress in [LearnerProgress(), mixed] {
      let bytes = try #require(ProgressFastWriter.write(progress))
      #expect(
        String(decoding: bytes, as: UTF8.self)
          == String(decoding: try encoder.encode(progress), as: UTF8.self))
    }
  }

  @Test func escapesWhatJSONMustEscape() throws {
    var progress = LearnerProgress()
    progress.practice["quote\"back\\slash\ttab\u{1}"] = ActivityProgress(
      sessions: 1, recent: ["ü", "\n"])
    let bytes = try #require(ProgressFastWriter.write(progress))
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(bytes)) == progress)
  }

  @Test func knowsEveryStoredPropertyOfLearnerProgress() {
    // A new property must be written by ProgressFastWriter too: this test fails until it is.
    let labels = Mirror(reflecting: LearnerProgress()).children.map { $0.label ?? "" }
    #expect(labels == ProgressFastWriter.knownProperties)
  }

  @Test func theStoreSavesThroughItAndLoadsTheSame() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-writer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = FileProgressStore(directory: folder)
    let expected = ProgressFastReaderTests.progress(seed: 7)
    try store.update { $0 = expected }
    #expect(try store.load() == expected)
    let written = try Data(contentsOf: store.fileURL)
    #expect(written == Data(try #require(ProgressFastWriter.write(expected))))
  }
}
