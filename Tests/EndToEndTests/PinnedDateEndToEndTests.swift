import Foundation
import Testing

/// A wrong `UNWRAP_DATE` is told as every other error is, through the real binary: one
/// "unwrap: …" message and exit 64, with no "Error:" and no usage line, which are for arguments.
@Suite struct PinnedDateEndToEndTests {
  @Test(arguments: ["2026-02-29", "+026-11-26", "3000-01-01"])
  func aWrongDateIsAnUnwrapErrorWithoutUsage(value: String) throws {
    let result = try UnwrapBinary.runOnce(["status"], environment: ["UNWRAP_DATE": value])
    #expect(result.status == 64, "\(result.error)")
    #expect(result.error.hasPrefix("unwrap: UNWRAP_DATE "), "\(result.error)")
    #expect(result.error.contains(value), "\(result.error)")
    #expect(!result.error.contains("Usage") && !result.error.contains("Error:"), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    #expect(result.output.isEmpty, "\(result.output)")
  }
}
