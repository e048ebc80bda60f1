import Testing

/// ArgumentParser wraps help to `COLUMNS`; a width of 0 or less is no width, and is read as unset
/// (the terminal's, else 80), as unwrap's own screens read it, not as a width that leaves no room
/// for any text but the usage line.
@Suite struct HelpWidthEndToEndTests {
  @Test(arguments: [["--help"], ["learn", "--help"], ["help", "review"]], ["0", "-5"])
  func helpWithAZeroOrNegativeColumnsIsWrappedAsIfUnset(arguments: [String], columns: String)
    throws
  {
    let result = try UnwrapBinary.runOnce(arguments, environment: ["COLUMNS": columns])
    let shown = "\(arguments) at COLUMNS=\(columns)"
    #expect(result.status == 0, "\(shown): \(result.error)")
    #expect(result.output.contains("OVERVIEW: "), "\(shown):\n\(result.output)")
    #expect(result.output.contains("\nOPTIONS:\n"), "\(shown):\n\(result.output)")
    #expect(result.output.contains("Show help information."), "\(shown):\n\(result.output)")
  }
}
