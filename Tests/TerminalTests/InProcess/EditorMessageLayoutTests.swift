import Foundation
import Testing
import UnwrapKit
import UnwrapRendering

@testable import unwrap

/// How `--editor`'s messages sit on the terminal: one about an editor that failed or was killed
/// starts on a line of its own (Ctrl-C in the editor leaves `^C` where the cursor was), and the hint
/// for an editor that came back at once is prose, its commands styled and never split.
@Suite struct EditorMessageLayoutTests {
  /// What a code question's prompt writes when `command` is the editor, up to the `q` typed at
  /// "Enter to edit again".
  func asked(_ command: String, style: Style = Style(enabled: false), width: Int = 80) -> String {
    let console = ScriptedConsole(input: "q\n")
    let ui = TerminalPracticeUI(
      console: console, style: style, width: width,
      editor: CodeEditor(command: command, owner: ProcessOwner()))
    #expect(ui.ask(.answer(.code(startingCode: nil))) == "q")
    return console.output
  }

  /// The line before the message is empty: the message starts at column 0 even after a `^C`.
  @Test(arguments: ["false", "kill -9 $$ #"])
  func anEditorThatFailedOrWasKilledIsToldOnALineOfItsOwn(command: String) {
    let lines = asked(command).split(separator: "\n", omittingEmptySubsequences: false)
    let message = lines.firstIndex { $0.hasPrefix("✗ The editor") }
    #expect(message.map { lines[$0 - 1] } == "", "\(lines)")
    #expect(lines.first { $0.hasPrefix("Opening") }.map { !$0.isEmpty } == true)
  }

  /// Each command the hint names is whole on one line at every width, and with colour it is styled
  /// as code, no backtick shown: as CONTRIBUTING asks of every command a message names.
  @Test func theHintForAnEditorThatCameBackAtOnceKeepsItsCommandsWhole() {
    for width in [30, 40, 50, 60, 70, 80] {
      let output = asked("true", width: width)
      #expect(output.contains("came back at once"), "\(output)")
      for command in ["`code --wait`", "`subl -w`", "`gvim -f`"] {
        #expect(output.contains(command), "\(command) split at \(width):\n\(output)")
      }
    }
    let style = Style(enabled: true)
    let styled = asked("true", style: style)
    #expect(styled.contains(style.code("gvim -f")), "\(styled)")
    #expect(!styled.contains("`"), "\(styled)")
  }
}
