import Foundation
import Testing

/// An error on standard error is wrapped to the terminal's width only when standard error is a
/// terminal, which only a real process shows: at 40 columns it fits, and piped it stays one line.
@Suite struct ErrorWrappingEndToEndTests {
  @Test func anErrorFitsA40ColumnTerminalAndStaysOneLineInAPipe() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let folder = unwrap.dataDirectory.appendingPathComponent("not-a-workspace")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let terminal = try PseudoTerminal(
      ["exercises", "list"], dataDirectory: unwrap.dataDirectory, columns: 40, directory: folder)
    defer { terminal.end() }
    #expect(terminal.waitForExit() == 64, "\(terminal.output)")
    let lines = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
      .split(separator: "\n")
    #expect(lines.count > 2, "\(lines)")
    for line in lines {
      #expect(line.count <= 40, "\(line.count) columns: \(line)")
    }
    // The command is kept whole on one line.
    #expect(lines.last?.hasSuffix("`unwrap exercises init`.") == true, "\(lines)")

    let piped = try unwrap.run(["exercises", "list"], directory: folder)
    #expect(piped.status == 64)
    #expect(piped.error.split(separator: "\n").count == 1, "\(piped.error)")
  }
}
