import Testing
import UnwrapKit

@testable import unwrap

/// `UNWRAP_DATE` says truly what is wrong with a value: not written YYYY-MM-DD (a sign or a short
/// year is not), a day no calendar has, or a day outside those progress may hold.
@Suite struct PinnedDateTests {
  func message(_ value: String) -> String? {
    do {
      _ = try AppContext.clock(environment: ["UNWRAP_DATE": value])
      return nil
    } catch {
      return error.description
    }
  }

  @Test func eachWrongValueIsToldWhatIsWrongWithIt() {
    let shape = "UNWRAP_DATE must be a date written YYYY-MM-DD, such as 2026-04-01, not"
    #expect(message("+026-11-26") == "\(shape) +026-11-26.")
    #expect(message("26-1-1") == "\(shape) 26-1-1.")
    #expect(message("2026-1-01") == "\(shape) 2026-1-01.")
    #expect(
      message("2026-02-29")
        == "UNWRAP_DATE is 2026-02-29, but there is no such day: February 2026 has days 01 to 28.")
    #expect(message("2026-04-31")?.hasSuffix("April 2026 has days 01 to 30.") == true)
    #expect(message("2026-13-01")?.hasSuffix("months run from 01 to 12.") == true)
    #expect(
      message("3000-01-01")
        == "UNWRAP_DATE must be between 1970-01-01 and 2999-12-31, not 3000-01-01.")
    #expect(message("2024-02-29") == nil)
    #expect(message("") == nil)
  }
}
