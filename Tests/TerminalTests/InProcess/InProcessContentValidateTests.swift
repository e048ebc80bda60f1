import Foundation
import TestSupport
import Testing
import UnwrapKit

@testable import unwrap

/// `unwrap content validate` in process: an option it would ignore is refused, and a compile it
/// cannot make is a failure, never a pass that compiled nothing.
@Suite struct InProcessContentValidateTests {
  /// The exit code and message `unwrap` prints for arguments its parser refuses; nil when it accepts them.
  func refusal(_ arguments: [String]) -> (code: Int32, message: String)? {
    do {
      _ = try Unwrap.parseAsRoot(arguments)
      return nil
    } catch {
      return (Unwrap.exitCode(for: error).rawValue, Unwrap.message(for: error))
    }
  }

  @Test func sectionWithoutCompileOrWithOnlyIsRefused() throws {
    let alone = try #require(refusal(["content", "validate", "--section", "variables"]))
    #expect(alone.code == 64)
    #expect(alone.message.contains("--section chooses what --compile compiles"), "\(alone)")
    let both = try #require(
      refusal([
        "content", "validate", "--compile", "--section", "variables", "--only", "tap-to-code",
      ]))
    #expect(both.code == 64)
    #expect(both.message.contains("--section and --only cannot be used together"), "\(both)")
    #expect(refusal(["content", "validate", "--compile", "--section", "variables"]) == nil)
  }

  @Test func aMistypedSectionIsNamedWithTheNearestOne() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["content", "validate", "--compile", "--section", "varables"])
    #expect(result.status == 64)
    #expect(
      result.error.contains("No section \"varables\" in Chapters.json; did you mean: variables?"),
      "\(result.error)")
  }

  /// The in-process runs have no toolchain unless a test hands one in.
  @Test(arguments: [["--only", "tap-to-code"], ["--section", "variables"]])
  func compileWithoutAToolchainFails(options: [String]) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(["content", "validate", "--compile"] + options)
    #expect(result.status == 69, "\(result.output)")
    #expect(result.error.contains("--compile needs a Swift toolchain"), "\(result.error)")
    #expect(!result.output.contains("valid"), "\(result.output)")
  }

  @Test func aPassSaysWhatWasCompiled() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let shapeOnly = try unwrap.run(["content", "validate"])
    #expect(shapeOnly.status == 0, "\(shapeOnly.error)")
    #expect(shapeOnly.output.contains("sections; nothing compiled (add --compile"), "\(shapeOnly)")
    #expect(
      ContentValidateCommand.summary(chapters: 2, sections: 5, compiled: [])
        == "2 chapters, 5 sections; every sample, bank and exercise compiled.")
    #expect(
      ContentValidateCommand.summary(chapters: 2, sections: 5, compiled: ["sets", "tuples"])
        == "2 chapters, 5 sections; compiled the samples of sets, tuples.")
  }

  /// `--only` ends in the full check's words, pluralised the same: never "1 problem(s).".
  @Test func oneBankEndsInTheFullChecksWords() throws {
    // One problem: a key of the wrong type, and no key unwrap does not read beside it.
    let folder = try Self.contentWithFirstHint(replacedBy: #""needs": 5, "hint": ""#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let environment = ["UNWRAP_CONTENT_DIR": folder.path]
    let one = try unwrap.run(
      ["content", "validate", "--only", "predict-the-output"], environment: environment)
    #expect(one.status == 1)
    #expect(one.output.contains("questions[0].needs: should be "), "\(one.output)")
    #expect(
      one.output.hasSuffix(
        "1 problem found in Practice/PredictTheOutput.json in \(folder.path)\n"), "\(one.output)")
    let all = try unwrap.run(["content", "validate"], environment: environment)
    #expect(all.output.hasSuffix("1 problem found in \(folder.path)\n"), "\(all.output)")
  }

  /// A key given twice in a bank item: the decoder would read the first "section" without a word,
  /// so `content validate` names the second by line and column, and the line of the first.
  @Test func aKeyGivenTwiceInAFolderIsNamed() throws {
    let folder = try Self.contentWithFirstHint(
      replacedBy: #""section": "loops",\#n      "hint": ""#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.validate(folder, onlyTheDamagedBank: true)
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.contains(
        #"Practice/PredictTheOutput.json: line 12, column 7: "section" is given twice in this"#
          + " object (first on line 5); the decoder would silently read the first"),
      "\(result.output)")
  }

  /// An escape JSON does not know (a Windows path typed as it is): the decoder says only that the
  /// file is not valid JSON, so validate names the escape by line and column.
  @Test func anUnknownEscapeIsNamedByLineAndColumn() throws {
    let folder = try Self.contentWithFirstHint(replacedBy: #""hint": "C:\Users "#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.validate(folder, onlyTheDamagedBank: true)
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.contains(
        #"Practice/PredictTheOutput.json: line 12, column 18: is not valid JSON: an unknown escape"#
          + #" \U in a string"#),
      "\(result.output)")
  }

  /// A file saved in another encoding: validate names the line and column of the first byte that
  /// is not UTF-8 and says to save the file as UTF-8, as the build does.
  @Test func aFileNotInUTF8IsNamedByLineAndColumn() throws {
    let folder = try Self.contentWithFirstHint(replacedBy: #""hint": "caf"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bank = folder.appendingPathComponent("Practice/PredictTheOutput.json")
    // "café" with the é as Latin-1 writes it: one byte, 0xE9, which UTF-8 never uses alone.
    var bytes = Array(try Data(contentsOf: bank))
    let hint = try #require(bytes.firstRange(of: Array(#""hint": "caf"#.utf8)))
    bytes.insert(0xE9, at: hint.upperBound)
    try Data(bytes).write(to: bank)
    let result = try Self.validate(folder, onlyTheDamagedBank: true)
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.contains(
        "Practice/PredictTheOutput.json: line 12, column 19: is not UTF-8 text: a character here"
          + " was saved in another encoding (such as Latin-1); save the file as UTF-8"),
      "\(result.output)")
  }

  /// A problem in a bank (one that stops the bank loading) no longer hides a wrong output in the
  /// section being worked on: `--compile` compiles what loaded and lists both.
  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc: samples cannot be compiled"))
  func compileChecksWhatLoadedDespiteAProblemElsewhere() throws {
    let folder = try Self.contentWithFirstHint(replacedBy: #""hint": 5, "was": ""#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = folder.appendingPathComponent("Sections/variables/lesson.html")
    let html = try String(contentsOf: lesson, encoding: .utf8)
    let shown = try #require(html.firstRange(of: "Good morning\n</pre>"))
    try html.replacingCharacters(in: shown, with: "Good night\n</pre>")
      .write(to: lesson, atomically: true, encoding: .utf8)
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    unwrap.toolchain = { SwiftToolchain.find(owner: $0) }
    let environment = ["UNWRAP_CONTENT_DIR": folder.path]
    let result = try unwrap.run(
      ["content", "validate", "--compile", "--section", "variables"], environment: environment)
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.contains(".hint: should be text"), "\(result.output)")
    #expect(
      result.output.contains(
        "Sections/variables/lesson.html: line 3 (code block 1): shows output that differs"),
      "\(result.output)")
    // The bank that did not load is not compiled, and says so in one line.
    let bank = try unwrap.run(
      ["content", "validate", "--compile", "--only", "predict-the-output"],
      environment: environment)
    #expect(bank.status == 1, "\(bank.output)")
    #expect(
      bank.output.contains(
        "The samples of Practice/PredictTheOutput.json were not compiled: fix the problems above"
          + " first."), "\(bank.output)")
  }

  /// A section whose lesson does not load is named as not compiled, never passed over in silence.
  @Test func aSectionThatDidNotLoadIsNamedAsNotCompiled() throws {
    let folder = try Self.contentWithFirstHint(replacedBy: #""hint": ""#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = folder.appendingPathComponent("Sections/variables/lesson.html")
    try "<p>Unclosed\n".write(to: lesson, atomically: true, encoding: .utf8)
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["content", "validate", "--compile", "--section", "variables"],
      environment: ["UNWRAP_CONTENT_DIR": folder.path])
    #expect(result.status == 1, "\(result.output)")
    #expect(
      result.output.contains(
        "The samples of Sections/variables were not compiled: fix the problems above first."),
      "\(result.output)")
  }

  /// A copy of the checkout's content in a new folder (the caller removes it), with the start of the
  /// first hint of Predict the Output (`"hint": "`) replaced by `replacement`.
  static func contentWithFirstHint(replacedBy replacement: String) throws -> URL {
    let folder = ContentCopies.root.appendingPathComponent(
      "unwrap-content-\(UUID().uuidString)")
    let bank = folder.appendingPathComponent("Practice/PredictTheOutput.json")
    let text = try String(
      contentsOf: ContentSource.checkoutFolder.appendingPathComponent(
        "Practice/PredictTheOutput.json"), encoding: .utf8)
    let hint = try #require(text.firstRange(of: #""hint": ""#))
    try FileManager.default.copyItem(at: ContentSource.checkoutFolder, to: folder)
    try text.replacingCharacters(in: hint, with: replacement)
      .write(to: bank, atomically: true, encoding: .utf8)
    return folder
  }

  /// `unwrap content validate` run on `folder`, in a data folder of its own that is removed after;
  /// with `--only predict-the-output` (`onlyTheDamagedBank`) for the bank `contentWithFirstHint`
  /// damages, as an author at work on it would check it (a whole check takes most of a second in a
  /// debug build).
  static func validate(_ folder: URL, onlyTheDamagedBank: Bool = false) throws
    -> InProcessUnwrap.Result
  {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let only = onlyTheDamagedBank ? ["--only", "predict-the-output"] : []
    return try unwrap.run(
      ["content", "validate"] + only, environment: ["UNWRAP_CONTENT_DIR": folder.path])
  }
}
