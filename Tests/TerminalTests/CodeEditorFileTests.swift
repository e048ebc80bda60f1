import Foundation
import Testing
import UnwrapKit

@testable import unwrap

/// The file `--editor` opens: what is read back as the learner's code, which line of the file it
/// starts on (so verdicts name lines as the editor shows them), and a retry that writes the code
/// back without a blank line more.
@Suite struct CodeEditorFileTests {
  static let prompt = "Write a function that counts digits."
  static let code = "func digits(_ n: Int) -> Int {\n    String(n).count + undefinedThing\n}"

  @Test func theCodeIsReadWithTheLineItStartsOn() throws {
    let header = CodeEditor.header(for: Self.prompt, feedback: nil)
    // The learner typed below the empty line the file opened with, and left blank lines at the end.
    let saved = CodeEditor.fileText(header: header, code: "") + Self.code + "\n\n"
    let read = try #require(CodeEditor.code(inSaved: saved, header: header))
    #expect(read.code == Self.code)
    #expect(read.firstLine == 5)
    let lines = saved.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[read.firstLine].contains("undefinedThing"))
    #expect(CodeEditor.code(inSaved: header + "\n\n", header: header) == nil)
  }

  @Test func aRetryNamesTheFilesLinesAndAddsNoBlankLines() throws {
    let feedback =
      "It does not compile: the compiler found 1 error.\nline 2: error: cannot find 'undefinedThing' in scope"
    let header = CodeEditor.header(for: Self.prompt, feedback: feedback)
    let file = CodeEditor.fileText(header: header, code: Self.code)
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    // The feedback names the line where the error is in this file, not in the code alone.
    let named = try #require(lines.firstIndex { $0.contains("error: cannot find") })
    let number = try #require(Int(lines[named].split(separator: " ")[3].dropLast()))
    #expect(lines[number - 1].contains("+ undefinedThing"), "\(file)")
    #expect(!lines[number - 1].hasPrefix(CodeEditor.feedbackMarker))
    // Saved unchanged, the code comes back as it was, feedback left out, and reopens the same.
    let read = try #require(CodeEditor.code(inSaved: file, header: header))
    #expect(read.code == Self.code)
    #expect(lines[read.firstLine - 1].hasPrefix("func digits"))
    #expect(CodeEditor.fileText(header: header, code: read.code) == file)
    // A feedback line moved into the code is read as an empty line: the lines below keep their numbers.
    let moved = file.replacingOccurrences(
      of: "}\n", with: "}\n" + CodeEditor.feedbackMarker + "note\n")
    #expect(
      CodeEditor.code(inSaved: moved + "print(1)\n", header: header)?.code == Self.code
        + "\n\nprint(1)")
  }

  /// A file left as it was opened is unchanged whether or not it holds code: only a file saved
  /// changed, with no code left, skips.
  @Test func onlyAChangedFileWithNoCodeIsEmpty() {
    let header = CodeEditor.header(for: Self.prompt)
    let opened = Data(CodeEditor.fileText(header: header, code: "").utf8)
    #expect(
      CodeEditor.outcome(saved: opened, written: opened, header: header)
        == .unchanged(returnedAtOnce: false))
    #expect(
      CodeEditor.outcome(saved: Data(), written: opened, header: header) == .empty)
    #expect(
      CodeEditor.outcome(saved: opened + Data("\n".utf8), written: opened, header: header)
        == .empty)
  }
}
