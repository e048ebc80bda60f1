import ArgumentParser
import Testing

@testable import unwrap

/// `unwrap --help` is printed from a copy of ArgumentParser's text at 80 columns; it must stay that text.
@Suite struct RootHelpTests {
  @Test func theCopyIsWhatArgumentParserPrintsAt80Columns() {
    let generated = Unwrap.helpMessage(columns: RootHelp.columns)
    #expect(
      RootHelp.text == generated,
      "Paste this into RootHelp.text:\n\(generated)")
  }

  @Test func onlyThePlainRootHelpAt80ColumnsIsCopied() {
    #expect(RootHelp.applies(to: ["--help"], environment: ["COLUMNS": "80"]))
    #expect(RootHelp.applies(to: ["-h"], environment: ["COLUMNS": "80"]))
    #expect(!RootHelp.applies(to: ["--help"], environment: ["COLUMNS": "120"]))
    #expect(!RootHelp.applies(to: ["learn", "--help"], environment: ["COLUMNS": "80"]))
    #expect(!RootHelp.applies(to: [], environment: ["COLUMNS": "80"]))
    // A COLUMNS of 0 or less is no width: the terminal's is used, or 80 for a pipe.
    let fallback = TerminalCapabilities.outputColumns() ?? 80
    #expect(RootHelp.applies(to: ["--help"], environment: ["COLUMNS": "0"]) == (fallback == 80))
    #expect(RootHelp.applies(to: ["--help"], environment: ["COLUMNS": "-5"]) == (fallback == 80))
  }
}
