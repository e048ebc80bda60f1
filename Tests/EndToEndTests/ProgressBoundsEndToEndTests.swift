import Foundation
import TestSupport
import Testing
import UnwrapKit

/// A hand-edited progress file with a number out of bounds is refused by the real binary with exit 65,
/// naming the field, instead of trapping on the first award; the file is left exactly as it was.
@Suite struct ProgressBoundsEndToEndTests {
  @Test(arguments: [
    ("learning", "9223372036854775807"),
    ("practice", "-20"),
  ])
  func anOutOfBoundsPointsValueExits65NamingTheField(source: String, value: String) throws {
    let unwrap = UnwrapBinary()
    defer { try? FileManager.default.removeItem(at: unwrap.dataDirectory) }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    var points = ["learning": "0", "review": "0", "practice": "0", "challenges": "0"]
    points[source] = value
    let fields = points.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
    let original = Data(
      ProgressFixture.json(schema: 3, "\"points\": {\(fields.joined(separator: ", "))}").utf8)
    try original.write(to: unwrap.progressFile)
    for arguments in [["learn", "variables"], ["status"]] {
      let result = try unwrap.run(arguments, input: "s\n")
      #expect(!result.crashed, "\(arguments) trapped")
      #expect(result.status == 65, "\(arguments): \(result.error)")
      #expect(result.error.contains("the field points.\(source) is \(value)"), "\(result.error)")
    }
    #expect(try Data(contentsOf: unwrap.progressFile) == original)
    let backups = try FileManager.default.contentsOfDirectory(atPath: unwrap.dataDirectory.path)
      .filter { $0.hasPrefix("progress.json.backup-") }
    #expect(backups.count == 1)
  }
}
