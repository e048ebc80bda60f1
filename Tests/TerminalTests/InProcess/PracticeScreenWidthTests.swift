import Foundation
import TestSupport
import Testing
import UnwrapKit
import UnwrapRendering

/// The practice screens and the author tools on a terminal (`InProcessUnwrap.terminalColumns`):
/// numbered items are code, cut under their number; an author tool's report is wrapped; and a
/// window resized during a session is followed by the next screen.
@Suite struct PracticeScreenWidthTests {
  static let library = try? ContentLibrary.builtIn()

  /// A data folder in which every section has been read, on a terminal `columns` wide.
  func everythingRead(columns: @escaping () -> Int) throws -> InProcessUnwrap {
    var unwrap = InProcessUnwrap()
    unwrap.terminalColumns = columns
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    return unwrap
  }

  /// The numbered items of the activities that show them (lines, pieces, declarations) are cut
  /// under their number with `↳`, as the numbered code is, never wrapped by the terminal to its
  /// first column.
  @Test(arguments: ["rearrange-the-lines", "tap-to-code", "type-checker"], [20, 30])
  func numberedItemsAreCutUnderTheirNumber(activity: String, width: Int) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    var terminal = unwrap
    terminal.terminalColumns = { width }
    for seed in 1...6 {
      let shown = try terminal.run(["content", "show", activity, "--seed", "\(seed)"])
      #expect(shown.status == 0, "\(shown.error)")
      NarrowTerminalTests.expectFits(shown.output, "\(activity) seed \(seed)", width: width)
    }
  }

  /// The audit's item: `Salt Roads` went on at column 0 as if it were another line of code.
  @Test func aLongLineToRearrangeGoesOnUnderItsNumber() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { 80 }
    let shown = try unwrap.run([
      "content", "show", "rearrange-the-lines", "--id", "rearrange-book-pages", "--seed", "2",
    ])
    NarrowTerminalTests.expectFits(shown.output, "rearrange-book-pages", width: 80)
    let lines = shown.output.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.contains("for book in [Book(") }, "\(lines)")
    #expect(lines[start].hasPrefix("  1. for book in"), "\(lines)")
    #expect(lines[start + 1].hasPrefix("   ↳ ads\", pages: 388)] {"), "\(lines)")
    // To a pipe the line is whole, as code always is.
    let piped = try InProcessUnwrap().run([
      "content", "show", "rearrange-the-lines", "--id", "rearrange-book-pages", "--seed", "2",
    ])
    #expect(piped.output.contains(#"Book(title: "Salt Roads", pages: 388)] {"#), "\(piped.output)")
  }

  /// Free Coding's expected answer is code: in its gutter, cut at the terminal's edge.
  @Test(arguments: [20, 30])
  func contentShowsExpectedCodeFits(width: Int) throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { width }
    for seed in 1...8 {
      let shown = try unwrap.run(["content", "show", "free-coding", "--seed", "\(seed)"])
      #expect(shown.status == 0, "\(shown.error)")
      NarrowTerminalTests.expectFits(shown.output, "free-coding seed \(seed)", width: width)
      #expect(shown.output.contains("Expected answer:\n  │ "), "\(shown.output)")
    }
  }

  /// `content validate`'s problems are wrapped on a terminal, and one line each to a pipe.
  @Test func validatesProblemsAreWrappedOnATerminal() throws {
    let folder = try InProcessContentValidateTests.contentWithFirstHint(
      replacedBy: #""section": "loops",\#n      "hint": ""#)
    defer { try? FileManager.default.removeItem(at: folder) }
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { 30 }
    let environment = ["UNWRAP_CONTENT_DIR": folder.path]
    let wrapped = try unwrap.run(["content", "validate"], environment: environment)
    #expect(wrapped.status == 1)
    // The folder's path is one word, wider than the line, and cut at the edge.
    NarrowTerminalTests.expectFits(wrapped.output, "content validate", width: 30)
    #expect(
      wrapped.output.contains("column 7:\n  \"section\" is given twice in\n"),
      "\(wrapped.output)")
    let one = try unwrap.run(
      ["content", "validate", "--only", "predict-the-output"], environment: environment)
    NarrowTerminalTests.expectFits(one.output, "content validate --only", width: 30)
  }

  /// Without a compiler `check-answer` says its tests did not run, wrapped under `tests:` on a
  /// terminal.
  @Test func checkAnswersNotRunLineIsWrappedOnATerminal() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { 30 }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try "print(42)\n".write(to: answer, atomically: true, encoding: .utf8)
    let result = try unwrap.run(
      ["content", "check-answer", "free-make-stepper", answer.path],
      environment: InProcessNoCompilerTests.badSwiftc)
    #expect(result.status == 69)
    NarrowTerminalTests.expectFits(result.output, "check-answer", width: 30)
    #expect(
      result.output.contains("tests:   not run (SWIFTC is\n         set to"), "\(result.output)")
  }

  /// The audit's resize: from 100 columns to 40 before the first answer, the verdict and the next
  /// question are laid out for 40.
  @Test func aResizedWindowIsFollowedByTheNextScreen() throws {
    let window = Window(columns: 100)
    let unwrap = try everythingRead { window.columns }
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["practice", "spot-the-error", "--seed", "11"], input: "5\nq\n",
      meanwhile: [0: { window.columns = 40 }])
    #expect(result.status == 0, "\(result.error)")
    let before = try #require(result.output.range(of: "›"), "\(result.output)")
    // Before the resize, the first question was laid out for 100 columns.
    #expect(
      result.output[..<before.lowerBound].split(separator: "\n").contains {
        Style.visibleWidth(String($0)) > 40
      })
    let after = String(result.output[before.upperBound...])
    NarrowTerminalTests.expectFits(after, "after the resize", width: 40)
    #expect(after.contains("(2/10)"), "\(after)")
  }

  /// Learn follows a resize the same way: its review, after a lesson shown at 100 columns.
  @Test func aResizedWindowIsFollowedInLearn() throws {
    let window = Window(columns: 100)
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.terminalColumns = { window.columns }
    let result = try unwrap.run(
      ["learn", "variables", "--seed", "1"], input: "\nq\n",
      meanwhile: [0: { window.columns = 30 }])
    let prompt = try #require(result.output.range(of: "Press Enter"), "\(result.output)")
    let start = try #require(
      result.output[prompt.upperBound...].range(of: "›"), "\(result.output)")
    let after = String(result.output[start.upperBound...])
    NarrowTerminalTests.expectFits(after, "the review after the resize", width: 30)
    #expect(after.contains("Review 1/"), "\(after)")
  }
}

/// A terminal window whose width a test changes between answers.
final class Window: @unchecked Sendable {
  var columns: Int
  init(columns: Int) { self.columns = columns }
}
