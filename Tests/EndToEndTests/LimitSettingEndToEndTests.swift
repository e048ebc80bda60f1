import Foundation
import Testing

/// A time or memory limit set to something unwrap cannot use is told as every other error is,
/// through the real binary, before any command runs: one "unwrap: …" message naming the variable,
/// and exit 64, never a silent fall back to the default it was set to change.
@Suite struct LimitSettingEndToEndTests {
  @Test(arguments: [("UNWRAP_RUN_TIMEOUT", "0"), ("UNWRAP_COMPILE_TIMEOUT", "abc")])
  func aLimitUnwrapCannotUseIsAnUnwrapErrorWithoutUsage(name: String, value: String) throws {
    let result = try UnwrapBinary.runOnce(["status"], environment: [name: value])
    #expect(result.status == 64, "\(result.error)")
    #expect(
      result.error.hasPrefix("unwrap: \(name) must be a number of seconds"), "\(result.error)")
    #expect(result.error.hasSuffix("not \(value).\n"), "\(result.error)")
    #expect(!result.error.contains("Usage") && !result.error.contains("Error:"), "\(result.error)")
    #expect(result.output.isEmpty, "\(result.output)")
  }
}
