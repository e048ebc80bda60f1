import Testing

@testable import UnwrapKit
@testable import UnwrapRendering
@testable import unwrap

/// An all-at-once review asked again after a reply it did not understand, or after its hint, shows
/// only its prompt: the twelve statements are still just above, and printing them again pushed the
/// learner's own reply and the reason it was refused off the screen.
@Suite struct SelectionPromptTests {
  let question = SelectionQuestion(
    question: "Select every true statement.",
    statements: [
      ReviewStatement(text: "Lighthouses keep their lamps lit.", reason: "."),
      ReviewStatement(text: "Harbours float.", reason: "."),
    ])

  func occurrences(_ text: String, in console: ScriptedConsole) -> Int {
    console.output.components(separatedBy: text).count - 1
  }

  @Test func askedAgainAfterARefusalOrAHintOnlyThePromptIsShown() {
    let console = ScriptedConsole(input: "yes\nh\n1\n")
    let ui = TerminalLearnUI(console: console, style: Style(enabled: false), width: 80)
    _ = ui.ask(.selectTrue(question))
    ui.show(.notUnderstood("\"yes\" is not a number."))
    _ = ui.ask(.selectTrue(question))
    ui.show(.hint("Think of the sea."))
    _ = ui.ask(.selectTrue(question))
    #expect(occurrences("Harbours float.", in: console) == 1)
    #expect(occurrences("Which are true?", in: console) == 3)
  }

  @Test func aNewQuestionOrOneAfterAVerdictIsShownInFull() {
    let console = ScriptedConsole(input: "1\n1\n")
    let ui = TerminalLearnUI(console: console, style: Style(enabled: false), width: 80)
    _ = ui.ask(.selectTrue(question))
    ui.show(.selectionVerdict(SelectionVerdict(wasRight: false, rows: [])))
    _ = ui.ask(.selectTrue(question))
    #expect(occurrences("Harbours float.", in: console) == 2)
  }
}
