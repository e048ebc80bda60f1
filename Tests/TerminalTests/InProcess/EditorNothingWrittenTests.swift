import Foundation
import TestSupport
import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// `--editor` when the editor leaves no answer to judge: the file left as it was opened (with code
/// or without), a file in another encoding or deleted, or an empty file once the challenge's skips
/// are used. None of them
/// sends an answer, and each comes back to a terminal prompt where `q` works.
@Suite struct EditorNothingWrittenTests {
  static let library = try? ContentLibrary.builtIn()

  func everythingRead() throws -> InProcessUnwrap {
    let unwrap = InProcessUnwrap()
    try unwrap.save(PracticeOracle.everythingRead(try #require(Self.library)))
    return unwrap
  }

  /// A shell script in `folder`, as a `$VISUAL` command that runs it with `/bin/sh`: a script just
  /// written and exec'd directly can fail with ETXTBSY while another test forks.
  func editor(_ body: String, in folder: URL) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("editor-\(UUID().uuidString).sh")
    try ("#!/bin/sh\n" + body).write(to: script, atomically: true, encoding: .utf8)
    return "/bin/sh \(script.path)"
  }

  /// Quitting the editor without writing sends nothing, as `git commit` aborts on an unedited
  /// message: neither the starter code nor a file with no code is judged, recorded or skipped, but
  /// asked about at the terminal. So an editor that returns at once (`code` without `--wait`) does
  /// not skip every question.
  @Test func aFileLeftAsItWasOpenedIsNotSentNorSkipped() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    // Seed 3 asks a question with no starter code, then one with `struct StepCounter {\n}`.
    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "s\nq\n",
      environment: ["VISUAL": "true"])
    let second = try #require(result.output.range(of: "(2/10)"), "\(result.output)")
    let before = result.output[..<second.lowerBound]
    let nothingSent = try #require(
      before.range(of: "You left the file as it was, so nothing was sent."), "\(result.output)")
    // Skipped only by the s typed at the terminal, after it asked.
    let asked = try #require(
      before.range(of: "Enter to edit again [h hint, s skip, q quit]"), "\(result.output)")
    #expect(nothingSent.upperBound <= asked.lowerBound)
    #expect(!before[..<asked.lowerBound].contains("Skipped"), "\(result.output)")
    #expect(before[asked.upperBound...].contains("Skipped"), "\(result.output)")
    let after = result.output[second.lowerBound...]
    #expect(after.contains("You left the file as it was, so nothing was sent."), "\(result.output)")
    #expect(after.contains("Enter to edit again [h hint, s skip, q quit]"), "\(result.output)")
    #expect(!after.contains("Not quite"), "\(result.output)")
    #expect(!after.contains("Skipped"), "\(result.output)")
  }

  /// An editor that came back at once with the file unchanged is told how to make a window editor
  /// wait; one that took as long as editing takes is not.
  @Test func anEditorThatReturnsAtOnceIsToldToWait() throws {
    for (atOnce, hinted) in [(Duration.seconds(2), true), (.zero, false)] {
      let console = ScriptedConsole(input: "q\n")
      var editor = CodeEditor(command: "true", owner: ProcessOwner())
      editor.atOnce = atOnce
      let ui = TerminalPracticeUI(
        console: console, style: Style(enabled: false), width: 400, editor: editor)
      #expect(ui.ask(.answer(.code(startingCode: nil))) == "q")
      let output = console.output
      #expect(output.contains("You left the file as it was, so nothing was sent."), "\(output)")
      #expect(
        output.contains(
          "`true` came back at once. If your editor opens a window, set $VISUAL so it waits until"
            + " you close the file, like `code --wait`, `subl -w` or `gvim -f`.") == hinted,
        "\(output)")
    }
  }

  /// `h` at "Enter to edit again" shows the hint and asks again, as without `--editor`: opening
  /// the editor at once would hide the hint behind it.
  @Test func aHintAtTheEditPromptIsAskedAboutAgain() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "h\nq\n",
      environment: ["VISUAL": "true"])
    let prompt = try #require(result.output.range(of: "Enter to edit again"), "\(result.output)")
    let after = result.output[prompt.upperBound...]
    #expect(after.contains("Hint") || after.contains("no hint"), "\(result.output)")
    #expect(after.contains("Enter to edit again"), "\(result.output)")
    #expect(!after.contains("Opening"), "the editor opened over the hint:\n\(result.output)")
  }

  /// A file saved in another encoding is told with the line of its first bad byte (the wording
  /// `exercises` uses), and the editor opens again on the learner's own bytes: no skip.
  @Test func aFileInAnotherEncodingIsToldAndReopenedAsSaved() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let marker = unwrap.dataDirectory.appendingPathComponent("reopened")
    let script = try editor(
      """
      if [ -f '\(marker.path)' ]; then exit 0; fi
      if [ -f '\(marker.path).first' ]; then
        LC_ALL=C grep -c "$(printf 'caf\\351')" "$1" > '\(marker.path)'
        printf 'print(1)\\n' > "$1"
        exit 0
      fi
      touch '\(marker.path).first'
      printf '// caf\\351\\nprint(1)\\n' > "$1"

      """, in: unwrap.dataDirectory)
    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "\nq\n",
      environment: ["VISUAL": script])
    #expect(
      result.output.contains(
        "The file is not UTF-8 text: line 1 has a character saved in another encoding"),
      "\(result.output)")
    #expect(result.output.contains("Enter to edit again"), "\(result.output)")
    let reopened = try String(contentsOf: marker, encoding: .utf8)
    #expect(reopened.trimmed() == "1", "the learner's bytes were not kept: \(reopened)")
    let second = result.output.range(of: "(2/10)")?.lowerBound ?? result.output.endIndex
    #expect(!result.output[..<second].contains("Skipped"), "\(result.output)")
    #expect(result.output[..<second].contains("Not quite"), "\(result.output)")
  }

  @Test func aDeletedFileIsToldNotTakenAsASkip() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let script = try editor("rm -f \"$1\"\n", in: unwrap.dataDirectory)
    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "q\n",
      environment: ["VISUAL": script])
    #expect(
      result.output.contains("The file was deleted in the editor, so nothing was read."),
      "\(result.output)")
    #expect(!result.output.contains("Skipped"), "\(result.output)")
  }

  /// An editor a signal ended is told as killed by it, not by the status the shell that ran it
  /// made of it (137 for SIGKILL), and offered again: no skip.
  @Test func anEditorKilledByASignalIsToldSo() throws {
    let unwrap = try everythingRead()
    defer { unwrap.removeDataDirectory() }
    let script = try editor("kill -9 $$\n", in: unwrap.dataDirectory)
    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "3"], input: "q\n",
      environment: ["VISUAL": script])
    // The message wraps with an indent: read as words.
    let said = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(said.contains("was killed by signal 9 (SIGKILL), so nothing was read."), "\(said)")
    #expect(!said.contains("status 137"), "\(said)")
    #expect(said.contains("Enter to edit again"), "\(said)")
    #expect(!said.contains("Skipped"), "\(said)")
    // Ended by the signal itself (a shell that runs the editor by exec), or by the shell's 128 + n.
    #expect(CodeEditor.failure(.killed(signal: 15)) == .killed(signal: 15))
    #expect(CodeEditor.failure(.exited(143)) == .killed(signal: 15))
    #expect(CodeEditor.failure(.exited(127)) == .failed(status: 127))
    #expect(CodeEditor.failure(.notStarted) == .failed(status: nil))
    #expect(CodeEditor.failure(.exited(0)) == nil)
  }

  /// With the challenge's skips used, an empty file cannot skip: the Opening line does not say it
  /// does, and an empty save comes back to the terminal, where `q` ends the challenge. An `s` typed
  /// there is refused by the challenge, which asks again at the terminal, not in the editor.
  @Test func withNoSkipsLeftAnEmptyFileComesBackToThePrompt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unwrap-editor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = try editor(": > \"$1\"\n", in: folder)
    let console = ScriptedConsole(input: "\ns\nq\n")
    let ui = TerminalPracticeUI(
      console: console, style: Style(enabled: false), width: 400,
      editor: CodeEditor(command: script, owner: ProcessOwner()))
    ui.show(.challengeSkipped(left: 0))
    let kind = AnswerKind.code(startingCode: "class Lamp {\n}")
    #expect(ui.ask(.answer(kind)) == "s")
    #expect(ui.ask(.answer(kind)) == "q")
    let output = console.output
    #expect(output.components(separatedBy: "Opening ").count == 3, "\(output)")
    #expect(!output.contains("an empty file skips"), "\(output)")
    #expect(
      output.components(separatedBy: "you have used all your skips").count == 3, "\(output)")
    #expect(
      output.components(separatedBy: "Enter to edit again [h hint, q quit]").count == 4,
      "\(output)")
  }
}
